import { createEventTables } from '@matchwire/kit/bus/event-tables';
import { createdAt, instant, updatedAt } from '@matchwire/kit/db/timestamps';
import type { TMaterialStyle } from '@matchwire/contracts/animation/config';
import type { TLocalizedText } from '@matchwire/contracts/common/lang';
import { sql } from 'drizzle-orm';
import * as p from 'drizzle-orm/pg-core';

export const animationSchema = p.pgSchema('animation');

/** The material chosen for each material type (`"0"` stand … `"3"` centre line), by material id. */
export type TMaterialChoice = Record<'0' | '1' | '2' | '3', number>;

/**
 * What the customer may choose for a sport's stands, venue, fence and centre line, with the style
 * the widget draws; reference data from services/animation/seed/materials.json, upserted at every start.
 */
export const materials = animationSchema.table(
  'materials',
  {
    materialId: p.integer('material_id').primaryKey(),
    animType: p.smallint('anim_type').notNull(),
    materialType: p.smallint('material_type').notNull(),
    name: p.jsonb('name').$type<TLocalizedText>().notNull(),
    description: p.jsonb('description').$type<TLocalizedText>().notNull(),
    style: p.jsonb('style').$type<TMaterialStyle>().notNull(),
    isDefault: p.boolean('is_default').notNull().default(false),
    sortOrder: p.integer('sort_order').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    p.index('materials_sport_type_idx').on(table.animType, table.materialType, table.sortOrder),
    p.check('materials_anim_type_check', sql`${table.animType} in (0, 1)`),
    p.check('materials_material_type_check', sql`${table.materialType} between 0 and 3`),
  ],
);

/**
 * A customer's widget of one sport as saved (the draft): materials, fence images, domain whitelist,
 * and its status (docs/contracts/animation.md). `draftUpdatedAt` is null until the first save.
 */
export const userConfigs = animationSchema.table(
  'user_configs',
  {
    userId: p.varchar('user_id', { length: 64 }).notNull(),
    animType: p.smallint('anim_type').notNull(),
    /** to be configured 0, to be opened 1, in use 2, disabled 3, to modify 99. */
    status: p.smallint('status').notNull().default(0),
    materials: p.jsonb('materials').$type<TMaterialChoice>().notNull(),
    fenceImageKey: p.varchar('fence_image_key', { length: 300 }),
    extraFenceImageKeys: p.jsonb('extra_fence_image_keys').$type<string[]>().notNull().default([]),
    domains: p.jsonb('domains').$type<string[]>().notNull().default([]),
    draftUpdatedAt: instant('draft_updated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    p.primaryKey({ columns: [table.userId, table.animType] }),
    p.check('user_configs_anim_type_check', sql`${table.animType} in (0, 1)`),
    p.check('user_configs_status_check', sql`${table.status} in (0, 1, 2, 3, 99)`),
  ],
);

/** What widgets show: a copy of the draft made at publish, with its version (1 at the first publish). */
export const publishedConfigs = animationSchema.table(
  'published_configs',
  {
    userId: p.varchar('user_id', { length: 64 }).notNull(),
    animType: p.smallint('anim_type').notNull(),
    materials: p.jsonb('materials').$type<TMaterialChoice>().notNull(),
    fenceImageKey: p.varchar('fence_image_key', { length: 300 }),
    extraFenceImageKeys: p.jsonb('extra_fence_image_keys').$type<string[]>().notNull(),
    domains: p.jsonb('domains').$type<string[]>().notNull(),
    version: p.integer('version').notNull(),
    publishedAt: instant('published_at').notNull(),
  },
  (table) => [p.primaryKey({ columns: [table.userId, table.animType] })],
);

/**
 * Widget access keys (`mwa_` + 24 base62). One live key per customer and sport; a replaced key is
 * kept with `revokedAt`, so that it answers 16002 like any unknown key and is never handed out again.
 */
export const accessKeys = animationSchema.table(
  'access_keys',
  {
    accessKey: p.varchar('access_key', { length: 28 }).primaryKey(),
    userId: p.varchar('user_id', { length: 64 }).notNull(),
    animType: p.smallint('anim_type').notNull(),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    p
      .uniqueIndex('access_keys_live_idx')
      .on(table.userId, table.animType)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/**
 * An uploaded fence image, kept under `key` in the object store. Unclaimed until a save of its
 * uploader's config uses it; from then on it is public (`GET /widget/v1/image`) and immutable.
 */
export const uploadedImages = animationSchema.table(
  'uploaded_images',
  {
    key: p.varchar('key', { length: 300 }).primaryKey(),
    uploaderUserId: p.varchar('uploader_user_id', { length: 64 }).notNull(),
    contentType: p.varchar('content_type', { length: 100 }).notNull(),
    size: p.integer('size').notNull(),
    /** The sport of the config that first used it; null while unclaimed. */
    claimedAnimType: p.smallint('claimed_anim_type'),
    claimedAt: instant('claimed_at'),
    createdAt: createdAt(),
  },
  (table) => [p.index('uploaded_images_uploader_idx').on(table.uploaderUserId, table.createdAt)],
);

export const { outbox, inbox } = createEventTables(animationSchema);
export const eventTables = { outbox, inbox };
