import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { assertSafeKey, type FileStorage, fileExistsError, type StoredFile } from './storage.ts';

type S3Settings = Extract<Config['files'], { driver: 's3' }>;

const statusOf = (err: unknown) =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
const isMissing = (err: unknown) =>
  statusOf(err) === 404 ||
  (err instanceof S3ServiceException && ['NoSuchKey', 'NotFound'].includes(err.name));

/**
 * Files in an S3-compatible bucket (docs/product-rules.md, "Uploads"). Nothing is overwritten: `put` first asks
 * whether the key exists (for servers that ignore conditional writes) and then writes with `If-None-Match: *`,
 * which AWS S3 and most compatible servers refuse with 412 when another writer got there first.
 */
export function createS3Storage(settings: S3Settings, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  const Bucket = settings.bucket;

  async function exists(key: string): Promise<boolean> {
    try {
      await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      if (await exists(key)) throw fileExistsError();
      try {
        await s3.send(
          new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, IfNoneMatch: '*' }),
        );
      } catch (err) {
        // 412 Precondition Failed, or 409 when a conditional write races another one.
        if (statusOf(err) === 412 || statusOf(err) === 409) throw fileExistsError();
        throw err;
      }
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        const body = Buffer.from(await out.Body.transformToByteArray());
        return { body, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async list(folder) {
      assertSafeKey(folder);
      const prefix = `${folder}/`;
      const files: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? [])
          if (object.Key && !object.Key.slice(prefix.length).includes('/'))
            files.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date() });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },

    async delete(key) {
      assertSafeKey(key);
      try {
        await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
  };
}
