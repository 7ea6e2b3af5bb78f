import { and, asc, eq, sql } from 'drizzle-orm';
import type { TAnimationExecutor } from './animation-db.ts';
import { materials } from './schema.ts';

export type TMaterialRow = typeof materials.$inferSelect;

/** A sport's materials, in their seeded order. */
export function listMaterialRows(db: TAnimationExecutor, animType: number): Promise<TMaterialRow[]> {
  return db
    .select()
    .from(materials)
    .where(eq(materials.animType, animType))
    .orderBy(asc(materials.materialType), asc(materials.sortOrder), asc(materials.materialId));
}

/** The materials with these ids, of any sport (the caller checks sport and type). */
export async function findMaterialRows(
  db: TAnimationExecutor,
  materialIds: readonly number[],
): Promise<TMaterialRow[]> {
  if (materialIds.length === 0) return [];
  return db
    .select()
    .from(materials)
    .where(sql`${materials.materialId} in ${materialIds}`);
}

/** A sport's default material of each type. */
export function listDefaultMaterialRows(db: TAnimationExecutor, animType: number): Promise<TMaterialRow[]> {
  return db
    .select()
    .from(materials)
    .where(and(eq(materials.animType, animType), eq(materials.isDefault, true)));
}

/** Writes the seeded materials: new ones inserted, known ones brought up to date (names, styles, order). */
export async function upsertMaterials(db: TAnimationExecutor, rows: (typeof materials.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(materials)
    .values(rows)
    .onConflictDoUpdate({
      target: materials.materialId,
      set: {
        animType: sql`excluded.anim_type`,
        materialType: sql`excluded.material_type`,
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        style: sql`excluded.style`,
        isDefault: sql`excluded.is_default`,
        sortOrder: sql`excluded.sort_order`,
        updatedAt: sql`now()`,
      },
    });
}
