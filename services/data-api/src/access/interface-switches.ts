import type { TDataApiDb } from '../db/data-api-db.ts';
import { listInterfaceSwitches } from '../db/interface-switch-repository.ts';

/**
 * Which interfaces staff switched off, in memory: loaded at start, then kept current by
 * `data.interface-status-changed.v1`, which every replica consumes.
 */
export class InterfaceSwitches {
  private readonly disabled = new Map<string, string>();

  async load(db: TDataApiDb): Promise<void> {
    const rows = await listInterfaceSwitches(db);
    this.disabled.clear();
    for (const row of rows) if (!row.isEnabled) this.disabled.set(row.ref, row.reason);
  }

  apply(change: { ref: string; isEnabled: boolean; reason: string }): void {
    if (change.isEnabled) this.disabled.delete(change.ref);
    else this.disabled.set(change.ref, change.reason);
  }

  /** The reason an interface is off, or undefined while it is on. */
  disabledReason(ref: string): string | undefined {
    return this.disabled.get(ref);
  }
}
