import { z } from 'zod';

/**
 * The text parts of an upload to the object store (SPEC.md §7), the same for every upload: `token`,
 * the upload token of the deployment, and `key`, the client's proposed object key, which must lie
 * under `prefix` (`silk/ticket`, `silk/animation`); only the prefix counts, the server names the file.
 */
export function ZUploadFieldsUnder(prefix: string) {
  return z.object({
    token: z.string({ message: 'token: required' }).trim().min(1, 'token: required').max(200),
    key: z
      .string({ message: 'key: required' })
      .trim()
      .max(300)
      .refine((key) => key.startsWith(`${prefix}/`), `key must start with ${prefix}/`),
  });
}
