import { z } from 'zod';

/** SPEC.md enumerations: animation type football 0, basketball 1. */
export const animTypes = { football: 0, basketball: 1 } as const;
export const ZAnimType = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));
export type TAnimType = z.infer<typeof ZAnimType>;
export type TAnimSport = keyof typeof animTypes;

/** The sport of an animation type, and billing's sport type for it (football 1, basketball 2). */
export const animSports = {
  0: { sport: 'football', sportType: 1 },
  1: { sport: 'basketball', sportType: 2 },
} as const satisfies Record<TAnimType, { sport: TAnimSport; sportType: number }>;

/** SPEC.md enumerations: material type grandstand/stand 0, site/venue 1, fence 2, mid line/centre line 3. */
export const materialTypes = { stand: 0, venue: 1, fence: 2, centreLine: 3 } as const;
export const ZMaterialType = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]));
export type TMaterialType = z.infer<typeof ZMaterialType>;

/**
 * SPEC.md enumerations: user config status. Transitions (docs/contracts/animation.md):
 * to be configured 0 --save--> to be opened 1 --publish--> in use 2 --save--> to modify 99 --publish--> in use 2;
 * staff disable any of them (3) and enable it again (back where it would be: 2, or 99 with changes saved
 * since, once published; else 1, or 0 when never saved). A save while disabled keeps 3.
 */
export const userConfigStatuses = { toBeConfigured: 0, toBeOpened: 1, inUse: 2, disabled: 3, toModify: 99 } as const;
export const ZUserConfigStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(99)]);
export type TUserConfigStatus = z.infer<typeof ZUserConfigStatus>;

/** SPEC.md section 9: extra (half-)fence images besides the fence image: football 10, basketball 2. */
export const extraFenceImages = { 0: 10, 1: 2 } as const satisfies Record<TAnimType, number>;

/** Texts of SPEC.md sections 5 and 8, and the animation's own. */
export const animationTexts = {
  publishFailure: 'Publish failure',
  invalidDomain: 'Invalid domain',
  tooManyDomains: 'No more than 20 domains',
  unsupportedImage: 'Unsupported file',
  imageTooLarge: 'Image cant not exceed 2M',
  noFile: 'please select upload file',
} as const;

export const animationLimits = {
  /** Domains in one whitelist. */
  domainsMax: 20,
  /** A fence image's bytes. */
  imageMaxBytes: 2 * 1024 * 1024,
  /** Seconds a published config may be served from the cache (SPEC.md section 9). */
  publishedCacheSeconds: 60,
} as const;

/** The extensions a fence image may have; its bytes are checked too (kit sniffFileType). */
export const fenceImageExtensions = ['png', 'jpg', 'jpeg', 'gif'] as const;

/** Where fence images are kept in the object store (the upload call of SPEC.md section 7, prefix `silk/animation`). */
export const animationImagePrefix = 'silk/animation';

/**
 * SPEC.md section 5 domain pattern: 3 to 255 characters, dot-separated labels of at most 63 letters,
 * digits or hyphens (not at a label's ends). Kept lower-case; `localhost` and IPv4 addresses pass.
 * A whitelisted domain admits itself and its subdomains, on any scheme and port.
 */
export const ZDomain = z
  .string({ message: animationTexts.invalidDomain })
  .trim()
  .toLowerCase()
  .min(3, animationTexts.invalidDomain)
  .max(255, animationTexts.invalidDomain)
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/, animationTexts.invalidDomain);

/** An access key: `mwa_` and 24 base62 characters, from the system's random source. */
export const ZAccessKey = z.string().regex(/^mwa_[A-Za-z0-9]{24}$/, 'Invalid access key');

/** The key of an uploaded fence image in the object store. */
export const ZImageKey = z
  .string()
  .max(300)
  .regex(/^silk\/animation\/[A-Za-z0-9._-]{1,200}$/, 'Invalid image key');
