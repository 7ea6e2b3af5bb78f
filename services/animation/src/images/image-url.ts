/** Where a widget or the console loads an uploaded image: the service's public, immutable image route (relative). */
export function imageUrlOf(key: string): string {
  return `/widget/v1/image?file=${key}`;
}
