import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ZLocalizedText } from '@matchwire/contracts/common/lang';
import { z } from 'zod';
import type { TTicketDb } from '../db/ticket-db.ts';
import { insertMissingTicketTypes } from '../db/type-repository.ts';

const typesFile = fileURLToPath(new URL('../../seed/ticket-types.json', import.meta.url));

const ZSeedTicketTypes = z
  .array(
    z.strictObject({
      typeId: z.number().int().min(1).max(99),
      name: ZLocalizedText.extend({ vi: z.string().min(1) }),
      isDefault: z.boolean(),
    }),
  )
  .min(1)
  .refine((types) => types.filter((type) => type.isDefault).length === 1, 'exactly one type is the default');

/** services/ticket/seed/ticket-types.json, checked: the types every deployment needs (2 is support). */
export function readTicketTypes() {
  const parsed = ZSeedTicketTypes.safeParse(JSON.parse(readFileSync(typesFile, 'utf8')));
  if (!parsed.success) throw new Error(`services/ticket/seed/ticket-types.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Inserts the ticket types that are missing (at every start: they are reference data, not demo data). */
export async function seedTicketTypes(db: TTicketDb): Promise<void> {
  const types = readTicketTypes().map((type, index) => ({ ...type, sortOrder: index }));
  await insertMissingTicketTypes(db, types);
}
