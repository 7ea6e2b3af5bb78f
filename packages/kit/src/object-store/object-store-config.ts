import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { FolderObjectStore } from './folder-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { S3ObjectStore } from './s3-object-store.ts';

/** The variables that choose and reach a service's object store (README configuration; docs/decisions/0020). */
export const objectStoreEnv = {
  /** `s3` in clusters (a bucket over the S3 API); `folder` on `npm start`. */
  OBJECT_STORE: z.enum(['s3', 'folder']).default('folder'),
  /**
   * The folder store's root; relative paths are taken from the working directory. By default in the
   * temporary folder, the one a read-only container may write (compose); local runs name .local/object-store.
   */
  OBJECT_STORE_FOLDER: z.string().min(1).default(path.join(tmpdir(), 'matchwire-object-store')),
  /** Empty: AWS's own endpoint for S3_REGION; else any S3-compatible server, addressed by path. */
  S3_ENDPOINT: z.union([z.literal(''), z.url()]).default(''),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .default('matchwire-uploads'),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  /** Development and tests only: create the bucket at start when it is missing. */
  S3_CREATE_BUCKET: z.enum(['true', 'false']).default('false'),
};

type TObjectStoreConfig = z.infer<z.ZodObject<typeof objectStoreEnv>>;

/** The store the configuration names; an S3 store is checked (and its bucket made, when asked) at start. */
export function createObjectStore(config: TObjectStoreConfig): ObjectStore & { start(): Promise<void>; close(): void } {
  if (config.OBJECT_STORE === 'folder') {
    const store = new FolderObjectStore(config.OBJECT_STORE_FOLDER);
    return Object.assign(store, { start: async () => {}, close: () => {} });
  }
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY)
    throw new Error('OBJECT_STORE=s3 needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const store = new S3ObjectStore({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
  return Object.assign(store, {
    start: async () => {
      if (config.S3_CREATE_BUCKET === 'true') await store.createBucketIfMissing();
    },
  });
}
