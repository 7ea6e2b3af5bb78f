import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderObjectStore } from '../src/object-store/folder-object-store.ts';
import type { ObjectStore } from '../src/object-store/object-store.ts';
import { S3ObjectStore } from '../src/object-store/s3-object-store.ts';

/** versitygw, started by scripts/run-tests.ts (TEST_S3_*). */
function s3Settings() {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  const accessKeyId = process.env.TEST_S3_ACCESS_KEY_ID;
  const secretAccessKey = process.env.TEST_S3_SECRET_ACCESS_KEY;
  if (!endpoint || !accessKeyId || !secretAccessKey) throw new Error('TEST_S3_* are set by `npm test` (versitygw)');
  return { endpoint, accessKeyId, secretAccessKey, region: 'us-east-1' };
}

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** What every store must do, whichever is behind the interface. */
function behavesAsAnObjectStore(name: string, open: () => Promise<ObjectStore>) {
  describe(`${name}: put, get and delete`, () => {
    let store: ObjectStore;
    beforeAll(async () => {
      store = await open();
    });

    it('gives back the bytes, content type and size that were put', async () => {
      const key = `silk/ticket/${randomUUID()}_1700000000000_shot.png`;
      await store.put(key, png, 'image/png');
      expect(await store.get(key)).toEqual({ bytes: png, contentType: 'image/png', size: png.byteLength });
    });

    it('answers nothing for a key never put, and nothing once deleted; deleting twice is fine', async () => {
      const key = `silk/ticket/${randomUUID()}_1700000000000_note.txt`;
      expect(await store.get(key)).toBeUndefined();
      await store.put(key, new TextEncoder().encode('hello'), 'text/plain; charset=utf-8');
      await store.delete(key);
      expect(await store.get(key)).toBeUndefined();
      await expect(store.delete(key)).resolves.toBeUndefined();
    });

    it.each(['../outside.txt', 'silk/../../etc/passwd', '/etc/passwd', 'silk//double', 'silk/ticket/a b', ''])(
      'refuses the key %j',
      async (key) => {
        await expect(store.put(key, png, 'image/png')).rejects.toThrow(/Not an object key/);
        await expect(store.get(key)).rejects.toThrow(/Not an object key/);
      },
    );
  });
}

behavesAsAnObjectStore('the S3 store against versitygw', async () => {
  const store = new S3ObjectStore({ ...s3Settings(), bucket: `object-store-test-${Date.now()}` });
  await store.createBucketIfMissing();
  // A second start finds the bucket there.
  await store.createBucketIfMissing();
  return store;
});

describe('the folder store', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'object-store-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  behavesAsAnObjectStore('the folder store', async () => new FolderObjectStore(path.join(root, 'store')));

  it('keeps every object inside its folder, whatever the key tried', async () => {
    const store = new FolderObjectStore(path.join(root, 'inner'));
    await expect(store.put('../escaped', png, 'image/png')).rejects.toThrow(/Not an object key/);
    await expect(store.put('a/../../escaped', png, 'image/png')).rejects.toThrow(/Not an object key/);
    expect(await readdir(root)).not.toContain('escaped');
  });
});

describe('the S3 store with wrong credentials', () => {
  it('fails loudly instead of answering nothing', async () => {
    const store = new S3ObjectStore({ ...s3Settings(), secretAccessKey: 'wrong-secret', bucket: 'matchwire-nope' });
    await expect(store.get('silk/ticket/x.txt')).rejects.toThrow();
  });
});

describe('the S3 store starting beside another service that uses the same bucket', () => {
  it('starts when the other creates the bucket at the same moment', async () => {
    const bucket = `object-store-race-${randomUUID()}`;
    const stores = Array.from({ length: 4 }, () => new S3ObjectStore({ ...s3Settings(), bucket }));
    // Each looks (none there) before any creates: the later creates find the bucket already theirs.
    await Promise.all(stores.map((store) => store.createBucketIfMissing()));
    const key = `silk/ticket/${randomUUID()}_1700000000000_shot.png`;
    await stores[0]!.put(key, png, 'image/png');
    expect((await stores[3]!.get(key))?.size).toBe(png.byteLength);
    for (const store of stores) store.close();
  });
});
