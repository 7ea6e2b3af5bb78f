import { pickText, type TLang } from '@matchwire/contracts/common/lang';
import type { TTicketType } from '@matchwire/contracts/ticket/ticket';
import { listTicketTypeRows } from '../db/type-repository.ts';
import type { TTicketDeps } from '../ticket-deps.ts';

/** The ticket types named in `lang` (English when a name is missing), in their order. */
export async function listTicketTypes(deps: TTicketDeps, lang: TLang): Promise<TTicketType[]> {
  const rows = await listTicketTypeRows(deps.db);
  return rows.map((row) => ({ typeId: row.typeId, typeName: pickText(row.name, lang), isDefault: row.isDefault }));
}
