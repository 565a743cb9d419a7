import { ZFileBuffer } from '@pathcraft/sdk';
import { Hono } from 'hono';
import { z } from 'zod';
import { declare, routes } from '../../http/contract.ts';
import type { Actor, AppEnv } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { readUploadForm } from '../../http/body.ts';
import { uploadTooLarge } from '../../platform/storage/file-types.ts';
import { MALFORMED_ESCAPE } from '../../http/errors.ts';
import { decodePathPart } from '../../http/request.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { uploadOrg } from './upload-org.ts';
import { checkFileAccess, FILE_MESSAGES, UPLOAD_PREFIXES } from './file-parents.ts';
import { contentMatches, kindOfExt } from '../../platform/storage/file-types.ts';
import {
  KEY_PART,
  keyFromUrl,
  parseKey,
  PUBLIC_PREFIX,
  type FileFolder,
  type StoredFile,
} from '../../platform/storage/storage.ts';
import { fail } from '../../platform/errors.ts';

const DEFAULT_EXPIRY_S = 3600;
const MAX_EXPIRY_S = 7 * 24 * 3600;
const OWN_FILES_ONLY = FILE_MESSAGES.ownOrgOnly;
export const UPLOAD_PREFIX_MESSAGE = `prefix: one of ${UPLOAD_PREFIXES.join(', ')}`;
export const PARENT_REQUIRED = 'parentId is required: name the material or class the file belongs to.';

const ZDeleteFile = z.object({ file: z.string().max(4096).optional(), organizationId: z.string().max(64).optional() });

/** Where an upload goes: its prefix names the kind of record it belongs to (file-parents.ts), the query or the uploader names the record. */
function uploadFolder(
  actor: Extract<Actor, { kind: 'user' }>,
  orgId: string,
  prefix: string,
  parentId: string | undefined,
): FileFolder {
  if (!(UPLOAD_PREFIXES as readonly string[]).includes(prefix)) throw fail('bad_request', UPLOAD_PREFIX_MESSAGE);
  if (prefix === PUBLIC_PREFIX) return { prefix, orgId, parentId: null };
  // A personal upload is always the uploader's own.
  if (prefix === 'user-content') return { prefix, orgId, parentId: actor.userId };
  if (!parentId) throw fail('bad_request', PARENT_REQUIRED);
  if (!KEY_PART.test(parentId)) throw fail('not_found', FILE_MESSAGES.noFile);
  return { prefix, orgId, parentId };
}

/** Upload, delete, read as base64 and sign our files (docs/rules.md#materials-and-files). */
export function fileRoutes(deps: Deps) {
  const { storage, config } = deps;
  const nowS = () => Math.floor(deps.now().getTime() / 1000);
  const absolute = (path: string) => `${config.publicUrl}${path}`;
  /** A stored file the caller may read or change: its parent record's rules decide (file-parents.ts). */
  const accessibleFile = async (
    actor: Actor,
    url: string | undefined,
    orgId: string | undefined,
    mode: 'read' | 'write',
  ): Promise<StoredFile> => {
    if (actor.kind === 'anonymous') throw fail('unauthorized', 'Sign in to continue.');
    if (!url) throw fail('bad_request', 'url is required');
    const file = keyFromUrl(url, config.publicUrl);
    if (!file) throw fail('bad_request', 'That url is not a file stored here.');
    if (orgId && file.orgId !== orgId) throw fail('forbidden', OWN_FILES_ONLY);
    await checkFileAccess(deps.db, actor, file, mode);
    return file;
  };

  const tags = ['files'];
  const api = routes();
  declare(
    api,
    {
      method: 'post',
      path: '/upload',
      summary: "Upload a file to the organization's storage (checked by type and size)",
      tags,
      auth: 'user',
      query: z.object({
        organizationId: z.string().optional(),
        prefix: z
          .string()
          .optional()
          .openapi({
            description: `The kind of record the file belongs to: ${UPLOAD_PREFIXES.join(', ')} (default user-content, the uploader's own).`,
          }),
        parentId: z
          .string()
          .optional()
          .openapi({ description: 'The material or class the file belongs to (prefix materials or courses).' }),
        fileExt: z.string().optional(),
      }),
      status: 201,
      response: z.object({
        url: z.string(),
        signedUrl: z.string(),
        key: z.string(),
        size: z.number(),
        type: z.string(),
        name: z.string(),
      }),
      // The body is read only once the caller may upload (so it is documented, not declared).
      extra: {
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { file: { type: 'string', format: 'binary' } },
                required: ['file'],
              },
            },
          },
        },
      },
    },
    async (c, { query }) => {
      const actor = c.var.ctx.actor;
      if (actor.kind !== 'user') throw fail('unauthorized', 'Sign in to continue.');
      const orgId = await uploadOrg(deps.db, actor, query.organizationId);
      const folder = uploadFolder(actor, orgId, query.prefix ?? 'user-content', query.parentId);
      await checkFileAccess(deps.db, actor, folder, 'write');
      // Only now, with the caller allowed, is the body read: counted as it arrives, refused past the limit.
      const form = await readUploadForm(c, config.uploadMaxBytes);
      const file = form?.get('file');
      if (!(file instanceof File))
        throw fail('bad_request', "Send the file as multipart form data in the field 'file'.");
      if (file.size > config.uploadMaxBytes) throw fail('payload_too_large', uploadTooLarge(config.uploadMaxBytes));
      const ext = (query.fileExt ?? file.name.split('.').pop() ?? '').toLowerCase().replace(/^\./, '');
      const kind = kindOfExt(ext);
      if (!kind) throw fail('unsupported_media_type', `Files of type .${ext || '?'} are not accepted.`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!contentMatches(kind.ext, bytes))
        throw fail('unsupported_media_type', `The file's content is not a .${kind.ext} file.`);
      const stored = await storage.put(folder, kind.ext, bytes);
      await recordAuditEvent(
        deps.db,
        actor,
        c.var.ctx.meta,
        {
          action: 'files.upload',
          entity: 'files',
          entityId: stored.key,
          orgId,
          details: { size: bytes.length, type: kind.contentType },
        },
        deps.now(),
      );
      const url = absolute(`/files/${stored.key}`);
      const signedUrl =
        folder.prefix === PUBLIC_PREFIX ? url : absolute(storage.signedPath(stored.key, nowS() + DEFAULT_EXPIRY_S));
      return c.json(
        { url, signedUrl, key: stored.key, size: bytes.length, type: kind.contentType, name: file.name },
        201,
      );
    },
  );
  declare(
    api,
    {
      method: 'delete',
      path: '/delete-file',
      summary: 'Delete one of the organization’s files (file url in the query or a JSON body)',
      tags,
      auth: 'user',
      query: ZDeleteFile,
      body: ZDeleteFile,
      bodyMode: 'optional',
      response: z.object({ deleted: z.literal(true) }),
    },
    async (c, { query, body }) => {
      const actor = c.var.ctx.actor;
      const file = await accessibleFile(
        actor,
        body?.file ?? query.file,
        body?.organizationId ?? query.organizationId,
        'write',
      );
      const removed = await storage.remove(file.key);
      if (!removed) throw fail('not_found', 'No such file');
      await recordAuditEvent(
        deps.db,
        actor,
        c.var.ctx.meta,
        { action: 'files.delete', entity: 'files', entityId: file.key, orgId: file.orgId },
        deps.now(),
      );
      return c.json({ deleted: true as const });
    },
  );
  declare(
    api,
    {
      method: 'get',
      path: '/buffer',
      summary: 'One of the organization’s files as base64',
      tags,
      auth: 'userOrApiKey',
      query: z.object({
        url: z.string().optional(),
        organizationId: z.string().optional(),
        createPreSignedUrl: z.string().optional(),
      }),
      response: ZFileBuffer,
    },
    async (c, { query }) => {
      const file = await accessibleFile(c.var.ctx.actor, query.url, query.organizationId, 'read');
      const data = await storage.read(file.key);
      if (!data) throw fail('not_found', 'No such file');
      const signedUrl =
        query.createPreSignedUrl === 'true'
          ? absolute(storage.signedPath(file.key, nowS() + DEFAULT_EXPIRY_S))
          : undefined;
      return c.json({
        buffer: data.toString('base64'),
        contentType: kindOfExt(file.ext)?.contentType,
        size: data.length,
        signedUrl,
      });
    },
  );

  const expiresError = `expires: seconds from 1 to ${MAX_EXPIRY_S}`;
  const ZPublicUrlQuery = z.object({
    url: z
      .string()
      .optional()
      .openapi({ description: 'The url of a file stored here (from upload or a file record).' }),
    expires: z.coerce
      .number({ error: expiresError })
      .int({ error: expiresError })
      .min(1, { error: expiresError })
      .max(MAX_EXPIRY_S, { error: expiresError })
      .default(DEFAULT_EXPIRY_S)
      .openapi({ description: 'Seconds the link works.', default: DEFAULT_EXPIRY_S }),
  });
  const ZPublicUrl = z.object({ url: z.string(), expiresAt: z.string() }).openapi('PublicUrl');
  // Mounted at /v1/actions and at the API explorer's /v1/api/actions (docs/rules.md#content-api-and-explorer).
  const actions = routes();
  declare(
    actions,
    {
      method: 'get',
      path: '/create-public-url',
      summary: 'A signed link to one of the organization’s files that works without credentials until it expires',
      tags: ['actions'],
      auth: 'userOrApiKey',
      query: ZPublicUrlQuery,
      response: ZPublicUrl,
    },
    async (c, { query }) => {
      // Only a caller who could read the file now gets a link: an expired link is re-signed for them alone.
      const file = await accessibleFile(c.var.ctx.actor, query.url, undefined, 'read');
      const expiresAt = nowS() + query.expires;
      return c.json({
        url: absolute(storage.signedPath(file.key, expiresAt)),
        expiresAt: new Date(expiresAt * 1000).toISOString(),
      });
    },
  );

  /** GET /files/<key>: public prefix as is, everything else only with a valid signature. */
  const serve = new Hono<AppEnv>().get('/*', async (c) => {
    const key = decodePathPart(c.req.path.replace(/^\/files\//, ''));
    if (key === null) return c.json({ error: { code: 'bad_request', message: MALFORMED_ESCAPE } }, 400);
    const file = parseKey(key);
    if (!file) return c.json({ error: { code: 'not_found', message: 'No such file' } }, 404);
    const exp = c.req.query('exp');
    if (file.prefix !== PUBLIC_PREFIX && !storage.verify(key, exp, c.req.query('sig'), deps.now().getTime())) {
      return c.json({ error: { code: 'forbidden', message: 'This file link is not valid or has expired.' } }, 403);
    }
    // A bucket serves a private file itself, for the rest of the link's life: the bytes skip this process.
    if (file.prefix !== PUBLIC_PREFIX && storage.directUrl) {
      return c.redirect(await storage.directUrl(key, Number(exp), deps.now().getTime()), 302);
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
