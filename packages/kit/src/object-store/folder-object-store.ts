import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { objectKeyOf, type ObjectStore, type TStoredObject } from './object-store.ts';

/**
 * The object store of `npm start`: each object is a file under `<root>/objects/<key>`, its content
 * type beside it under `<root>/content-types/<key>`. Keys are checked (objectKeyOf) and the path
 * resolved must stay inside its tree, so no key reaches outside the folder.
 */
export class FolderObjectStore implements ObjectStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const [file, typeFile] = [this.pathOf('objects', key), this.pathOf('content-types', key)];
    await mkdir(path.dirname(file), { recursive: true });
    await mkdir(path.dirname(typeFile), { recursive: true });
    await writeFile(file, bytes);
    await writeFile(typeFile, contentType, 'utf8');
  }

  async get(key: string): Promise<TStoredObject | undefined> {
    try {
      const bytes = new Uint8Array(await readFile(this.pathOf('objects', key)));
      const contentType = await readFile(this.pathOf('content-types', key), 'utf8');
      return { bytes, contentType, size: bytes.byteLength };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf('objects', key), { force: true });
    await rm(this.pathOf('content-types', key), { force: true });
  }

  private pathOf(tree: 'objects' | 'content-types', key: string): string {
    const base = path.join(this.root, tree);
    const file = path.resolve(base, objectKeyOf(key));
    if (!file.startsWith(base + path.sep)) throw new Error(`Not an object key: ${JSON.stringify(key.slice(0, 80))}`);
    return file;
  }
}
