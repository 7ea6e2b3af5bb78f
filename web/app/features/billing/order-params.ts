/** One line of an order: a product and one of its plans. */
export type TOrderLine = { productId: number; planId: number };

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** `?productId=&planId=` of /purchase, or null when either is missing or not a positive whole number. */
export function readOrderLine(params: URLSearchParams): TOrderLine | null {
  const productId = positiveInt(params.get('productId'));
  const planId = positiveInt(params.get('planId'));
  return productId && planId ? { productId, planId } : null;
}

/** `?productId=` of /subscribe. */
export function readProductId(params: URLSearchParams): number | null {
  return positiveInt(params.get('productId'));
}

export function purchasePath(line: TOrderLine): string {
  return `/purchase?productId=${line.productId}&planId=${line.planId}`;
}

/**
 * Where the provider sends the customer back, paid or not (the service adds `recordId`): the order
 * travels along, so a cancelled checkout can lead back to it.
 */
export function processingPath(line: TOrderLine): string {
  return `/purchase/processing?productId=${line.productId}&planId=${line.planId}`;
}
