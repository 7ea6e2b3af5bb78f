import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { TAnimationExecutor } from './animation-db.ts';
import { uploadedImages } from './schema.ts';

export type TUploadedImageRow = typeof uploadedImages.$inferSelect;

export async function insertUploadedImage(
  db: TAnimationExecutor,
  values: Pick<TUploadedImageRow, 'key' | 'uploaderUserId' | 'contentType' | 'size'>,
): Promise<void> {
  await db.insert(uploadedImages).values(values);
}

export async function findUploadedImage(db: TAnimationExecutor, key: string): Promise<TUploadedImageRow | undefined> {
  const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.key, key));
  return row;
}

/** Those of `keys` that this user uploaded. */
export async function findImagesOfUploader(
  db: TAnimationExecutor,
  uploaderUserId: string,
  keys: readonly string[],
): Promise<TUploadedImageRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(uploadedImages)
    .where(and(eq(uploadedImages.uploaderUserId, uploaderUserId), inArray(uploadedImages.key, [...keys])));
}

/** Marks images as used by a saved config: from then on they are public (GET /widget/v1/image). */
export async function claimImages(
  db: TAnimationExecutor,
  keys: readonly string[],
  claim: { animType: number; at: Date },
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(uploadedImages)
    .set({ claimedAnimType: claim.animType, claimedAt: claim.at })
    .where(and(inArray(uploadedImages.key, [...keys]), isNull(uploadedImages.claimedAt)));
}

/** Images the user uploaded since `since` that no saved config uses yet. */
export async function countRecentUnclaimedImages(
  db: TAnimationExecutor,
  uploaderUserId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(uploadedImages)
    .where(
      and(
        eq(uploadedImages.uploaderUserId, uploaderUserId),
        isNull(uploadedImages.claimedAt),
        gt(uploadedImages.createdAt, since),
      ),
    );
  return row?.value ?? 0;
}
