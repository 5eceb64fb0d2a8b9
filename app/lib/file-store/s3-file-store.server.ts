import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertFileName, assertFolderPrefix, type FileStore, type StoredFileInfo } from './file-store.server';

/** Where the files are: STORAGE_URL `s3://bucket/prefix?endpoint=…&region=…` (app/config.server.ts). */
export interface S3Location {
  bucket: string;
  /** '' or a folder inside the bucket, ending in `/`. */
  prefix: string;
  /** An S3-compatible server's address; AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want; AWS takes either. */
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; absent, the SDK's own chain (instance role, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/**
 * Files in an S3-compatible bucket, shared by every app server (DESIGN.md §10). The client is
 * AWS's own SDK (docs/decisions/0069-file-storage.md), loaded only when this driver is chosen.
 * A PUT is atomic: a reader sees the whole object or none, so there is nothing half-written to sweep.
 */
export async function s3FileStore(location: S3Location): Promise<FileStore> {
  const s3 = await import('@aws-sdk/client-s3');
  const client: S3Client = new s3.S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // Since early 2025 the SDK adds CRC32 checksums (aws-chunked bodies with trailers) to every upload
    // by default, which several S3-compatible servers refuse or store wrongly; send them only where
    // the API demands one, and do not insist that a server returns them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const { bucket, prefix } = location;
  const keyOf = (name: string) => {
    assertFileName(name);
    return `${prefix}${name}`;
  };
  const isMissing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
  };

  return {
    kind: 's3',
    shared: true,
    async write(name, body, contentType) {
      await client.send(new s3.PutObjectCommand({ Bucket: bucket, Key: keyOf(name), Body: body, ContentType: contentType, ContentLength: body.length }));
    },
    async writeFromFile(name, sourcePath, contentType) {
      const { size } = await fs.promises.stat(sourcePath);
      await client.send(
        new s3.PutObjectCommand({ Bucket: bucket, Key: keyOf(name), Body: fs.createReadStream(sourcePath), ContentType: contentType, ContentLength: size }),
      );
    },
    async read(name) {
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        // In Node the SDK's body is an http.IncomingMessage: a Readable.
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(name) {
      // Deleting a key that is not there succeeds in S3.
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },
    async *list(folder): AsyncIterable<StoredFileInfo> {
      assertFolderPrefix(folder);
      let continuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}${folder}`, ContinuationToken: continuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield { name: object.Key.slice(prefix.length), size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
    async check() {
      await client.send(new s3.HeadBucketCommand({ Bucket: bucket }));
    },
    describe: () => `s3://${bucket}/${prefix}${location.endpoint ? ` at ${location.endpoint}` : ''}`,
  };
}
