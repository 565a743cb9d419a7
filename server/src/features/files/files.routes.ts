import { ZDeleted, ZFileBuffer, ZFileUploaded, ZPublicUrl } from '@pathcraft/sdk';
import { Hono } from 'hono';
import { z } from 'zod';
import { FILE_UPLOAD_BODY } from '../../http/openapi.ts';
import { declare, routes } from '../../http/contract.ts';
import type { AppEnv } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { readUploadForm } from '../../http/body.ts';
import { errorAnswer } from '../../http/answer-language.ts';
import { MALFORMED_ESCAPE } from '../../http/errors.ts';
import { decodePathPart } from '../../http/request.ts';
import { UPLOAD_PREFIXES } from './file-parents.ts';
import { kindOfExt } from '../../platform/storage/file-types.ts';
import { parseKey, PUBLIC_PREFIX } from '../../platform/storage/storage.ts';
import {
  createPublicUrl,
  DEFAULT_EXPIRY_S,
  deleteFile,
  MAX_EXPIRY_S,
  readFileAsBase64,
  uploadFile,
} from './stored-files.ts';

const ZDeleteFile = z.object({ file: z.string().max(4096).optional(), organizationId: z.string().max(64).optional() });

/** Upload, delete, read as base64 and sign our files (docs/rules.md#materials-and-files). */
export function fileRoutes(deps: Deps) {
  const { storage } = deps;

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
      response: ZFileUploaded,
      // The body is read only once the caller may upload (so it is documented, not declared).
      extra: FILE_UPLOAD_BODY,
    },
    async (c, { query }) =>
      // The body is read only once the caller may upload: counted as it arrives, refused past the limit.
      c.json(await uploadFile(deps, c.var.ctx, query, () => readUploadForm(c, deps.config.uploadMaxBytes)), 201),
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
      response: ZDeleted,
    },
    async (c, { query, body }) =>
      c.json(
        await deleteFile(deps, c.var.ctx, {
          file: body?.file ?? query.file,
          organizationId: body?.organizationId ?? query.organizationId,
        }),
      ),
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
    async (c, { query }) =>
      c.json(
        await readFileAsBase64(deps, c.var.ctx.actor, {
          url: query.url,
          organizationId: query.organizationId,
          withSignedUrl: query.createPreSignedUrl === 'true',
        }),
      ),
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
    async (c, { query }) => c.json(await createPublicUrl(deps, c.var.ctx.actor, query.url, query.expires)),
  );

  /** GET /files/<key>: public prefix as is, everything else only with a valid signature. */
  const serve = new Hono<AppEnv>().get('/*', async (c) => {
    const key = decodePathPart(c.req.path.replace(/^\/files\//, ''));
    if (key === null) return errorAnswer(c, { code: 'bad_request', message: MALFORMED_ESCAPE }, 400);
    const file = parseKey(key);
    if (!file) return errorAnswer(c, { code: 'not_found', message: 'No such file' }, 404);
    const exp = c.req.query('exp');
    if (file.prefix !== PUBLIC_PREFIX && !storage.verify(key, exp, c.req.query('sig'), deps.now().getTime())) {
      return errorAnswer(c, { code: 'forbidden', message: 'This file link is not valid or has expired.' }, 403);
    }
    // A bucket serves a private file itself, for the rest of the link's life: the bytes skip this process.
    if (file.prefix !== PUBLIC_PREFIX && storage.directUrl) {
      return c.redirect(await storage.directUrl(key, Number(exp), deps.now().getTime()), 302);
    }
    const data = await storage.read(key);
    if (!data) return errorAnswer(c, { code: 'not_found', message: 'No such file' }, 404);
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
