import type { TRowExecutor } from '@matchwire/kit/db/keyed-rows';
import { sql } from 'drizzle-orm';
import { interfaceSwitches } from './schema.ts';

export type TInterfaceSwitch = { ref: string; isEnabled: boolean; reason: string };

/** Every interface staff ever switched, on or off. */
export async function listInterfaceSwitches(db: TRowExecutor): Promise<TInterfaceSwitch[]> {
  return db.select().from(interfaceSwitches);
}

/** Keeps an interface's switch for the next start. */
export async function saveInterfaceSwitch(db: TRowExecutor, change: TInterfaceSwitch): Promise<void> {
  await db
    .insert(interfaceSwitches)
    .values(change)
    .onConflictDoUpdate({
      target: interfaceSwitches.ref,
      set: { isEnabled: change.isEnabled, reason: change.reason, updatedAt: sql`now()` },
    });
}
