import type { TCatalogueDb } from '../db/catalogue-db.ts';
import { findEnabledLinks } from '../db/link-repository.ts';

/** The partner links of the footer, by their order. */
export async function listLinks(db: TCatalogueDb) {
  return findEnabledLinks(db);
}
