import { canPublishFiles, isSuperAdmin } from '@pathcraft/sdk';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Actor, AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { MULTIPART_ALLOWANCE_BYTES, readBodyWithin, uploadTooLarge } from '../../http/body.ts';
import { fail, MALFORMED_ESCAPE } from '../../http/errors.ts';
import { decodePathPart } from '../../http/request.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { contentMatches, kindOfExt } from './file-types.ts';
import { keyFromUrl, parseKey, PREFIX, PUBLIC_PREFIX, type StoredFile } from './storage.ts';

const DEFAULT_EXPIRY_S = 3600;
const MAX_EXPIRY_S = 7 * 24 * 3600;
const PUBLIC_FILES_REFUSED = `Only teachers and admins can add or remove files under '${PUBLIC_PREFIX}' (served to anyone without a link).`;

const ZDeleteFile = z.object({ file: z.string().max(4096).optional(), organizationId: z.string().max(64).optional() });

/** Callers act for their own organization; super admins for any. */
function checkOrg(actor: Actor, orgId: string | undefined): string {
  if (actor.kind === 'anonymous') throw fail('unauthorized', 'Sign in to continue.');
  if (!orgId) throw fail('bad_request', 'organizationId is required');
  const superAdmin = actor.kind === 'user' && isSuperAdmin(actor.roles);
  if (!superAdmin && actor.orgId !== orgId) throw fail('forbidden', "You can only use your own organization's files.");
  return orgId;
}

/** Upload, delete, read as base64 and sign our files (001 §7, 002 §7 'Explorer'). */
export function fileRoutes(deps: Deps) {
  const { storage, config } = deps;
  const nowS = () => Math.floor(deps.now().getTime() / 1000);
  const absolute = (path: string) => `${config.publicUrl}${path}`;
  const ownFile = (actor: Actor, url: string | undefined, orgId?: string): StoredFile => {
    if (!url) throw fail('bad_request', 'url is required');
    const file = keyFromUrl(url, config.publicUrl);
    if (!file) throw fail('bad_request', 'That url is not a file stored here.');
    checkOrg(actor, orgId ?? file.orgId);
    if (file.orgId !== (orgId ?? file.orgId)) throw fail('forbidden', "You can only use your own organization's files.");
    return file;
  };

  const api = new Hono<AppEnv>()
    .post('/upload', async (c) => {
      const actor = c.get('actor');
      if (actor.kind !== 'user') throw fail('unauthorized', 'Sign in to continue.');
      const orgId = checkOrg(actor, c.req.query('organizationId'));
      const prefix = c.req.query('prefix') ?? 'user-content';
      if (!PREFIX.test(prefix)) throw fail('bad_request', 'prefix: use lower-case letters, digits and dashes');
      if (prefix === PUBLIC_PREFIX && !canPublishFiles(actor.roles)) throw fail('forbidden', PUBLIC_FILES_REFUSED);
      // Only now, with the caller allowed, is the body read: counted as it arrives, refused past the limit.
      await readBodyWithin(c, { maxBytes: config.uploadMaxBytes + MULTIPART_ALLOWANCE_BYTES, message: uploadTooLarge(config.uploadMaxBytes) });
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('file');
      if (!(file instanceof File)) throw fail('bad_request', "Send the file as multipart form data in the field 'file'.");
      if (file.size > config.uploadMaxBytes) throw fail('payload_too_large', uploadTooLarge(config.uploadMaxBytes));
      const ext = (c.req.query('fileExt') ?? file.name.split('.').pop() ?? '').toLowerCase().replace(/^\./, '');
      const kind = kindOfExt(ext);
      if (!kind) throw fail('unsupported_media_type', `Files of type .${ext || '?'} are not accepted.`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!contentMatches(kind.ext, bytes)) throw fail('unsupported_media_type', `The file's content is not a .${kind.ext} file.`);
      const stored = await storage.put(prefix, orgId, kind.ext, bytes);
      recordAuditEvent(deps.db, actor, c.get('meta'), { action: 'files.upload', entity: 'files', entityId: stored.key, orgId, details: { size: bytes.length, type: kind.contentType } }, deps.now());
      const url = absolute(`/files/${stored.key}`);
      const signedUrl = prefix === PUBLIC_PREFIX ? url : absolute(storage.signedPath(stored.key, nowS() + DEFAULT_EXPIRY_S));
      return c.json({ url, signedUrl, key: stored.key, size: bytes.length, type: kind.contentType, name: file.name }, 201);
    })
    .delete('/delete-file', async (c) => {
      const actor = c.get('actor');
      const payload = c.req.header('content-type')?.includes('json') ? ZDeleteFile.parse(await c.req.json()) : {};
      const file = ownFile(actor, payload.file ?? c.req.query('file'), payload.organizationId ?? c.req.query('organizationId'));
      if (actor.kind !== 'user') throw fail('forbidden', 'API keys can only read files.');
      if (file.prefix === PUBLIC_PREFIX && !canPublishFiles(actor.roles)) throw fail('forbidden', PUBLIC_FILES_REFUSED);
      const removed = await storage.remove(file.key);
      if (!removed) throw fail('not_found', 'No such file');
      recordAuditEvent(deps.db, actor, c.get('meta'), { action: 'files.delete', entity: 'files', entityId: file.key, orgId: file.orgId }, deps.now());
      return c.json({ deleted: true });
    })
    .get('/buffer', async (c) => {
      const file = ownFile(c.get('actor'), c.req.query('url'), c.req.query('organizationId'));
      const data = await storage.read(file.key);
      if (!data) throw fail('not_found', 'No such file');
      const signedUrl = c.req.query('createPreSignedUrl') === 'true' ? absolute(storage.signedPath(file.key, nowS() + DEFAULT_EXPIRY_S)) : undefined;
      return c.json({ buffer: data.toString('base64'), contentType: kindOfExt(file.ext)?.contentType, size: data.length, signedUrl });
    });

  const ZExpires = z.coerce.number().int().min(1).max(MAX_EXPIRY_S).default(DEFAULT_EXPIRY_S);
  const actions = new Hono<AppEnv>().get('/create-public-url', (c) => {
    const file = ownFile(c.get('actor'), c.req.query('url'));
    const expires = ZExpires.safeParse(c.req.query('expires') ?? undefined);
    if (!expires.success) throw fail('bad_request', `expires: seconds from 1 to ${MAX_EXPIRY_S}`);
    const expiresAt = nowS() + expires.data;
    return c.json({ url: absolute(storage.signedPath(file.key, expiresAt)), expiresAt: new Date(expiresAt * 1000).toISOString() });
  });

  /** GET /files/<key>: public prefix as is, everything else only with a valid signature. */
  const serve = new Hono<AppEnv>().get('/*', async (c) => {
    const key = decodePathPart(c.req.path.replace(/^\/files\//, ''));
    if (key === null) return c.json({ error: { code: 'bad_request', message: MALFORMED_ESCAPE } }, 400);
    const file = parseKey(key);
    if (!file) return c.json({ error: { code: 'not_found', message: 'No such file' } }, 404);
    if (file.prefix !== PUBLIC_PREFIX && !storage.verify(key, c.req.query('exp'), c.req.query('sig'), deps.now().getTime())) {
      return c.json({ error: { code: 'forbidden', message: 'This file link is not valid or has expired.' } }, 403);
    }
    const data = await storage.read(key);
    if (!data) return c.json({ error: { code: 'not_found', message: 'No such file' } }, 404);
    const kind = kindOfExt(file.ext)!;
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': kind.contentType,
      'Content-Length': String(data.length),
      'Content-Disposition': kind.inline ? 'inline' : 'attachment',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': file.prefix === PUBLIC_PREFIX ? 'public, max-age=86400' : 'private, max-age=300',
    });
  });

  return { api, actions, serve };
}
