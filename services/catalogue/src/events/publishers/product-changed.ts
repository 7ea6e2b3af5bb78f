import { buildEvent } from '@matchwire/kit/bus/publish';
import type { ChangeKind, TEnvelope } from '@matchwire/proto';
import type { TProductRow } from '../../db/product-repository.ts';

export function productChangedEvent(product: TProductRow, change: ChangeKind): TEnvelope {
  return buildEvent(
    'catalogue',
    'catalogue.product-changed.v1',
    {
      productId: product.productId,
      change,
      sportType: product.sportType,
      englishName: product.englishName,
      status: product.status,
    },
    String(product.productId),
  );
}
