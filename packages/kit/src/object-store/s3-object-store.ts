import {
  BucketAlreadyOwnedByYou,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { objectKeyOf, type ObjectStore, type TStoredObject } from './object-store.ts';

export type TS3Settings = {
  /** Empty: the provider's own endpoint for `region`; else an S3-compatible server (versitygw in tests). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** The object store of cluster deployments: one bucket over the S3 API, addressed by path (any S3-compatible server). */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: TS3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: true,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  /**
   * Development and tests only: production's bucket is made with its permissions outside the app.
   * Services sharing a bucket (ticket and animation in the stacks) start side by side: when another
   * one created it between this one's look and its create, the bucket is there, as wanted.
   */
  async createBucketIfMissing(): Promise<void> {
    if (await this.hasBucket()) return;
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!(error instanceof BucketAlreadyOwnedByYou)) throw error;
    }
  }

  private async hasBucket(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
      throw error;
    }
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: objectKeyOf(key), Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<TStoredObject | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKeyOf(key) }));
      const bytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      return { bytes, contentType: answer.ContentType ?? 'application/octet-stream', size: bytes.byteLength };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKeyOf(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
