/** What the store answers for a key: the bytes as they were put, with their content type. */
export type TStoredObject = { bytes: Uint8Array; contentType: string; size: number };

/**
 * Where uploaded files live (docs/decisions/0020): an S3 bucket in clusters (s3-object-store.ts),
 * a folder under .local/ on `npm start` (folder-object-store.ts). Keys are checked by objectKeyOf.
 */
export interface ObjectStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Undefined when nothing is kept under `key`. */
  get(key: string): Promise<TStoredObject | undefined>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Segments of letters, digits, `.`, `_` and `-` joined by `/`, none of them `.` or `..`: such a
 * key names the same object in a bucket and in a folder, and can never leave the folder.
 */
const keyPattern = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/** The key as given, or an Error naming why it cannot be a key. */
export function objectKeyOf(key: string): string {
  if (key.length > 512 || !keyPattern.test(key) || key.split('/').some((part) => part === '.' || part === '..'))
    throw new Error(`Not an object key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
