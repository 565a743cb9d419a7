import { mkdirSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { PUBLIC_FILES_PREFIX } from '@pathcraft/sdk';
import { decodePathPart } from '../path-parts.ts';
import { safeEqual, sign } from '../crypto.ts';
import { newId } from '../ids.ts';

/**
 * A stored file's key is `<prefix>/<orgId>/<parentId>/<id>.<ext>`: the record it belongs to is part
 * of its name (file-parents.ts). Keys written before that have no parent part. Nothing else is ever a path.
 */
const KEY =
  /^([a-z0-9-]{1,40})\/([A-Za-z0-9_-]{1,64})\/(?:([A-Za-z0-9_-]{1,64})\/)?([A-Za-z0-9]{20})\.([a-z0-9]{1,5})$/;
export const PREFIX = /^[a-z0-9-]{1,40}$/;
/** What an organization or record id must look like to name a folder of stored files. */
export const KEY_PART = /^[A-Za-z0-9_-]{1,64}$/;
/** Files under this prefix (logos, icons, page images) are served without a signature. */
export const PUBLIC_PREFIX = PUBLIC_FILES_PREFIX;

export interface StoredFile {
  key: string;
  prefix: string;
  orgId: string;
  /** The record the file belongs to; null for keys stored before files named their parent. */
  parentId: string | null;
  ext: string;
}

export function parseKey(key: string): StoredFile | null {
  const m = KEY.exec(key);
  return m ? { key, prefix: m[1]!, orgId: m[2]!, parentId: m[3] ?? null, ext: m[5]! } : null;
}

/** Where a new file goes: its key's folder. */
export interface FileFolder {
  prefix: string;
  orgId: string;
  parentId?: string | null;
}

/** A new key in a folder; a malformed organization or parent id never becomes a path. */
export function newKey(folder: FileFolder, ext: string): string {
  const key = `${folder.prefix}/${folder.orgId}/${folder.parentId ? `${folder.parentId}/` : ''}${newId()}.${ext}`;
  if (!parseKey(key)) throw new Error('Bad file key');
  return key;
}

/** The key behind one of our file URLs (absolute or relative), or null for anything else. */
export function keyFromUrl(url: string, publicUrl: string): StoredFile | null {
  let path = url;
  if (url.startsWith(publicUrl)) path = url.slice(publicUrl.length);
  else if (/^https?:/.test(url)) return null;
  path = path.split('?')[0]!;
  if (!path.startsWith('/files/')) return null;
  const key = decodePathPart(path.slice('/files/'.length));
  return key === null ? null : parseKey(key);
}

export interface FileStorage {
  put(folder: FileFolder, ext: string, data: Uint8Array): Promise<StoredFile>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<boolean>;
  size(key: string): Promise<number | null>;
  /**
   * Everything stored under a prefix, with when it was last written; `remove`
   * also takes leftovers that are not valid keys (a partial write on disk).
   */
  list(prefix: string): AsyncIterable<{ key: string; modifiedMs: number; remove(): Promise<boolean> }>;
  /** `/files/<key>?exp=&sig=`: valid until `expiresAt` (seconds since epoch). */
  signedPath(key: string, expiresAt: number): string;
  verify(key: string, exp: string | undefined, sig: string | undefined, nowMs: number): boolean;
  /**
   * Where a valid signed link may send the reader instead of the server streaming
   * the bytes (a presigned bucket URL valid until `expiresAt`); absent on disk.
   */
  directUrl?(key: string, expiresAt: number, nowMs: number): Promise<string>;
}

/** Our own signed links, the same whatever holds the bytes (any process with the key can check them). */
export function signedFilePaths(signingKey: string): Pick<FileStorage, 'signedPath' | 'verify'> {
  const sigOf = (key: string, exp: number) => sign(`${key}:${exp}`, signingKey);
  return {
    signedPath(key, expiresAt) {
      return `/files/${key}?exp=${expiresAt}&sig=${sigOf(key, expiresAt)}`;
    },
    verify(key, exp, sig, nowMs) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 < nowMs) return false;
      return safeEqual(sig, sigOf(key, Number(exp)));
    },
  };
}

/** Local disk under the data folder (the embedded default; s3-storage.ts is the bucket one). */
export function createDiskStorage(root: string, signingKey: string): FileStorage {
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!parseKey(key)) throw new Error('Bad file key');
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new Error('Bad file key');
    return full;
  };
  return {
    ...signedFilePaths(signingKey),
    async put(folder, ext, data) {
      const key = newKey(folder, ext);
      const full = pathOf(key);
      mkdirSync(dirname(full), { recursive: true, mode: 0o700 });
      try {
        await writeFile(full, data, { flag: 'wx' });
      } catch (err) {
        // A write that failed part-way (disk full) must not leave a truncated file behind.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') await rm(full, { force: true }).catch(() => undefined);
        throw err;
      }
      return parseKey(key)!;
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      try {
        await rm(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
    async *list(prefix) {
      if (!PREFIX.test(prefix)) throw new Error('Bad file prefix');
      const entries = await readdir(join(base, prefix), { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = join(entry.parentPath, entry.name);
        const info = await stat(full).catch(() => null);
        const remove = () =>
          rm(full).then(
            () => true,
            () => false,
          );
        if (info) yield { key: relative(base, full).split(sep).join('/'), modifiedMs: info.mtimeMs, remove };
      }
    },
  };
}
