import { z } from 'zod';
import { ZDocumentRef } from '../docs/document-ref.ts';

/** An endpoint's name in both languages: the product page shows it in the visitor's. */
const ZInterfaceName = z.object({ en: z.string().trim().min(1).max(120), vi: z.string().trim().min(1).max(120) });

/** Back office: a product's API endpoints in full, in page order. */
export const ZProductInterfacesBody = z.object({
  interfaces: z
    .array(z.object({ name: ZInterfaceName, docRef: ZDocumentRef }))
    .max(50)
    .refine(
      (items) => new Set(items.map((item) => item.docRef)).size === items.length,
      'each document may be linked once',
    ),
});
export type TProductInterfacesBody = z.infer<typeof ZProductInterfacesBody>;

export const ZProductInterfaces = z.object({
  productId: z.number().int(),
  interfaces: z.array(z.object({ name: z.object({ en: z.string(), vi: z.string().optional() }), docRef: z.string() })),
});
export type TProductInterfaces = z.infer<typeof ZProductInterfaces>;
