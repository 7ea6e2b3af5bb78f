import { z } from 'zod';
import { ZNestedBody } from '../common/form-body.ts';
import { ZUploadFieldsUnder } from '../common/upload-fields.ts';
import {
  animationImagePrefix,
  animationLimits,
  animationTexts,
  ZAccessKey,
  ZAnimType,
  ZDomain,
  ZImageKey,
  ZMaterialType,
  ZUserConfigStatus,
} from './fields.ts';

/** Staff acting for a customer (SPEC.md section 6): read by the gateway from the body, ignored by the service. */
const impersonation = {
  _userId: z.string().max(64).optional(),
  _adminAccessToken: z.string().max(200).optional(),
};

/** How the widget draws a material: colours (`#rrggbb`) and a pattern. */
export const ZMaterialStyle = z.object({
  primary: z.string().regex(/^#[0-9a-f]{6}$/),
  secondary: z.string().regex(/^#[0-9a-f]{6}$/),
  pattern: z.enum(['plain', 'stripes', 'checks', 'rings', 'dots', 'dashed']),
});
export type TMaterialStyle = z.infer<typeof ZMaterialStyle>;

/** One material the customer may choose (seeded; SPEC.md section 3 "materials"). */
export const ZMaterial = z.object({
  materialId: z.number().int().positive(),
  materialType: ZMaterialType,
  name: z.string(),
  description: z.string(),
  style: ZMaterialStyle,
  isDefault: z.boolean(),
});
export type TMaterial = z.infer<typeof ZMaterial>;

export const ZAnimTypeBody = ZNestedBody(z.object({ animType: ZAnimType, lang: z.enum(['en', 'vi']).default('en') }));
export const ZAnimTypeImpersonableBody = ZNestedBody(z.object({ animType: ZAnimType, ...impersonation }));

/** SPEC.md section 7 `animationMaterialList`: the materials by material type (`"0"` stand … `"3"` centre line). */
export const ZMaterialList = z.object({
  materialMap: z.object({ 0: z.array(ZMaterial), 1: z.array(ZMaterial), 2: z.array(ZMaterial), 3: z.array(ZMaterial) }),
});

/** One material type's choice in a config: the material, and for the fence its images. */
export const ZAnimMapEntry = z.object({
  material: z.object({ materialId: z.number().int().positive() }),
  description: z.string(),
  /** Fence only: the fence image (null: the material's own drawing) and the half-fence images. */
  dataKey: ZImageKey.nullable().optional(),
  dataUrl: z.string().nullable().optional(),
  extraDataKeys: z.array(ZImageKey).optional(),
  extraDataUrls: z.array(z.string()).optional(),
});

/** SPEC.md section 3 "Animation config": animMap by material type, domains and the access key, with status. */
export const ZAnimConfig = z.object({
  animType: ZAnimType,
  status: ZUserConfigStatus,
  animMap: z.object({ 0: ZAnimMapEntry, 1: ZAnimMapEntry, 2: ZAnimMapEntry, 3: ZAnimMapEntry }),
  domains: z.array(z.string()),
  accessKey: z.string(),
  /** When the live config was last published; null before the first publish. */
  publishedAt: z.iso.datetime().nullable(),
  /** Saved changes the widget does not show yet (publish shows them). */
  hasUnpublishedChanges: z.boolean(),
});
export type TAnimConfig = z.infer<typeof ZAnimConfig>;

/** SPEC.md section 7 `getAnimConfigRsp`. */
export const ZAnimConfigRsp = z.object({
  useKey: z.object({ accessKey: z.string() }),
  userConfig: z.object({ domains: z.array(z.string()) }),
});

/** A form sends a list as JSON (`["a.com"]`) or, for domains, one per line or comma-separated. */
function readList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return text === '' ? [] : text.split(/[\s,]+/).filter(Boolean);
}

/** One entry of `animUserList`: the material chosen for a type; for the fence, its uploaded images. */
export const ZAnimUserItem = z.object({
  materialType: ZMaterialType,
  materialId: z.coerce.number().int().positive(),
  dataKey: ZImageKey.nullable().optional(),
  extraDataKeys: z.array(ZImageKey).optional(),
});
export type TAnimUserItem = z.infer<typeof ZAnimUserItem>;

/** SPEC.md section 7 `animationConfigUpdateByUserId`: saves the draft (publish makes it live). */
export const ZAnimConfigUpdateBody = ZNestedBody(
  z.object({
    animType: ZAnimType,
    animUserList: z.preprocess(readList, z.array(ZAnimUserItem).max(4)),
    domains: z.preprocess(readList, z.array(ZDomain).max(animationLimits.domainsMax, animationTexts.tooManyDomains)),
    ...impersonation,
  }),
);

/** The upload's text parts, as the ticket's (SPEC.md section 7): the deployment's upload token and a key under `silk/animation`. */
export const ZImageUploadFields = ZUploadFieldsUnder(animationImagePrefix);
export const ZUploadedImage = z.object({ key: ZImageKey, url: z.string() });

export { ZAccessKey };
