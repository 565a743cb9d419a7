import { createRequire } from 'node:module';
import type { AwsClient as AwsClientType } from 'aws4fetch';
import { kindOfExt } from './file-types.ts';
import { type FileStorage, newKey, parseKey, signedFilePaths } from './storage.ts';
import { FILE_STORE_UNAVAILABLE } from '../errors.ts';

// aws4fetch loads when a store on S3 is created, not with every start (issue 29 goal 5: a start on local files skips it).
const require = createRequire(import.meta.url);

export interface S3Settings {
  /** Path-style bucket address, e.g. https://s3.eu-west-1.amazonaws.com/my-bucket or http://127.0.0.1:9000/pathcraft. */
  bucketUrl: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** One element's text in S3's flat XML answers (ListObjectsV2 holds nothing deeper than we read here). */
const xmlText = (xml: string, tag: string): string | null => {
  const m = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return m ? m[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => XML_ENTITIES[e]!) : null;
};
/** A listed key may hold anything a writer put there: each path segment is escaped. */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** Longest life S3 allows a presigned URL (SigV4): 7 days. */
const MAX_PRESIGN_S = 7 * 24 * 3600;

/**
 * Files in an S3-compatible bucket, signed with SigV4 by aws4fetch (a few KB,
 * fetch-based; the AWS SDK would add megabytes for four calls). Keys are the same
 * as on disk, so a deployment can move its files with any S3 sync tool. Our own
 * `/files/…?exp&sig` links stay the public address of a file; behind them the
 * server answers with a redirect to a presigned S3 URL for the rest of the link's life.
 */
export function createS3Storage(
  settings: S3Settings,
  signingKey: string,
  fetchImpl: typeof fetch = fetch,
): FileStorage {
  const { AwsClient } = require('aws4fetch') as { AwsClient: typeof AwsClientType };
  const aws = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
  });
  const base = settings.bucketUrl.replace(/\/$/, '');
  const urlOf = (key: string) => {
    if (!parseKey(key)) throw new Error('Bad file key');
    return `${base}/${key}`;
  };
  const unavailable = (message: string) => Object.assign(new Error(message), { code: FILE_STORE_UNAVAILABLE });
  const call = async (url: string, init: RequestInit = {}) => {
    try {
      return await fetchImpl(await aws.sign(url, init));
    } catch (err) {
      throw unavailable(`S3 ${init.method ?? 'GET'} could not reach the bucket: ${(err as Error).message}`);
    }
  };
  const send = (key: string, init: RequestInit = {}) => call(urlOf(key), init);
  const failed = async (what: string, res: Response): Promise<never> => {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    throw unavailable(`S3 ${what} failed: ${res.status}${code ? ` ${code}` : ''}`);
  };
  return {
    ...signedFilePaths(signingKey),
    async put(folder, ext, data) {
      const key = newKey(folder, ext);
      const res = await send(key, {
        method: 'PUT',
        body: data as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': kindOfExt(ext)?.contentType ?? 'application/octet-stream' },
      });
      if (!res.ok) await failed('upload', res);
      await res.arrayBuffer();
      return parseKey(key)!;
    },
    async read(key) {
      const res = await send(key);
      if (res.status === 404) return null;
      if (!res.ok) await failed('read', res);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      // S3 answers 204 to a delete whether or not the object was there: ask first.
      if ((await this.size(key)) === null) return false;
      const res = await send(key, { method: 'DELETE' });
      if (!res.ok && res.status !== 404) await failed('delete', res);
      await res.arrayBuffer();
      return true;
    },
    async size(key) {
      const res = await send(key, { method: 'HEAD' });
      if (res.status === 404) return null;
      if (!res.ok) await failed('head', res);
      const length = res.headers.get('content-length');
      return length === null ? null : Number(length);
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const url = new URL(`${base}/`);
        url.searchParams.set('list-type', '2');
        url.searchParams.set('prefix', `${prefix}/`);
        if (token) url.searchParams.set('continuation-token', token);
        const res = await call(url.toString());
        if (!res.ok) await failed('list', res);
        const xml = await res.text();
        for (const [, item] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = xmlText(item!, 'Key');
          const modified = Date.parse(xmlText(item!, 'LastModified') ?? '');
          if (!key) continue;
          const remove = async () => {
            const r = await call(`${base}/${encodeKey(key)}`, { method: 'DELETE' });
            await r.arrayBuffer();
            return r.ok;
          };
          yield { key, modifiedMs: Number.isNaN(modified) ? 0 : modified, remove };
        }
        token =
          xmlText(xml, 'IsTruncated') === 'true' ? (xmlText(xml, 'NextContinuationToken') ?? undefined) : undefined;
      } while (token);
    },
    async directUrl(key, expiresAt, nowMs) {
      const seconds = Math.max(1, Math.min(MAX_PRESIGN_S, expiresAt - Math.floor(nowMs / 1000)));
      const kind = kindOfExt(parseKey(key)!.ext);
      const url = new URL(urlOf(key));
      url.searchParams.set('X-Amz-Expires', String(seconds));
      // The bucket answers with our type and disposition, as /files/ does.
      if (kind) {
        url.searchParams.set('response-content-type', kind.contentType);
        url.searchParams.set('response-content-disposition', kind.inline ? 'inline' : 'attachment');
      }
      const signed = await aws.sign(url.toString(), { method: 'GET', aws: { signQuery: true } });
      return signed.url;
    },
  };
}
