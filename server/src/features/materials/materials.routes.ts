import {
  ZDeleted,
  ZMaterialCreate,
  ZMaterialFile,
  ZMaterialIndexed,
  ZMaterialMedia,
  ZMaterialUpdate,
  ZMaterialView,
} from '@pathcraft/sdk';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../platform/actor.ts';
import { JSON_BODY_MAX_BYTES, readBodyWithin, readUploadForm } from '../../http/body.ts';
import { FILE_UPLOAD_BODY } from '../../http/openapi.ts';
import { declare, routes, signedIn } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { openedLinkOf } from '../public-pages/page-gate.ts';
import { createMaterial } from './create-material.ts';
import { embedMaterial } from './embed-material.ts';
import { deleteMaterialFile, uploadMaterialFile } from './material-files.ts';
import { materialViewOf, readMaterial } from './read-material.ts';
import { updateMaterial } from './update-material.ts';
import { uploadMaterialMedia } from './upload-material-media.ts';

const tags = ['materials'];

/** The two upload routes read their bodies themselves (within the upload limit), once the caller may upload. */
const UPLOAD_PATHS = [/^\/v1\/materials\/media$/, /^\/v1\/materials\/[^/]+\/files$/];
export const isMaterialUploadPath = (path: string) => UPLOAD_PATHS.some((p) => p.test(path));

/** A PATCH to /v1/materials/media shares an upload path (exempt from the app's limit): its JSON is read within the usual one. */
const jsonWithinLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  await readBodyWithin(c, {
    maxBytes: JSON_BODY_MAX_BYTES,
    message: `The body is too large: send at most ${JSON_BODY_MAX_BYTES / 1048576} MB.`,
  });
  await next();
};

/** The upload's form, read by the verb once the caller may upload. */
const uploadForm = (c: Context<AppEnv>, maxBytes: number) => () => readUploadForm(c, maxBytes);

// resourceId null or left out: the material is embedded where it is (a standalone one stays standalone).
const ZEmbedMaterial = z.object({
  materialId: z.string().min(1).max(64),
  resourceId: z.string().min(1).max(64).nullable().optional(),
  orgId: z.string().min(1).max(64),
});

/** The material side sheet (docs/rules.md#materials-and-files): read, create, edit, files, body media, and embedding for the assistant. */
export function materialRoutes(deps: Deps) {
  // Read per request: with PORT=0 the real port (and so publicUrl) is known only after listen.
  const origin = () => deps.config.publicUrl;
  const materials = routes();
  declare(
    materials,
    {
      method: 'post',
      path: '/media',
      summary: 'Upload an image or PDF for a material body (public file; staff only)',
      tags,
      auth: 'user',
      query: z.object({ organizationId: z.string().optional() }),
      status: 201,
      response: ZMaterialMedia,
      before: [signedIn],
      extra: FILE_UPLOAD_BODY,
    },
    async (c, { query }) =>
      c.json(
        await uploadMaterialMedia(deps, c.var.ctx, query.organizationId, uploadForm(c, deps.config.uploadMaxBytes)),
        201,
      ),
  );
  declare(
    materials,
    {
      method: 'get',
      path: '/:id',
      summary:
        'A material for its side sheet: published ones for anyone (behind a page link’s code: x-access-token), drafts for their organization and author',
      tags,
      auth: 'optional',
      response: ZMaterialView,
    },
    async (c, { params }) =>
      c.json(await readMaterial(deps, c.var.ctx.actor, params.id, await openedLinkOf(deps, c.var.ctx))),
  );
  declare(
    materials,
    {
      method: 'post',
      path: '/',
      summary: 'Create a material (staff); its body is sanitized and limited',
      tags,
      auth: 'user',
      body: ZMaterialCreate,
      status: 201,
      response: ZMaterialView,
      before: [signedIn],
    },
    async (c, { body }) => {
      const row = await createMaterial(c.var.ctx, origin(), body);
      return c.json(await materialViewOf(deps, c.var.ctx.actor, row), 201);
    },
  );
  declare(
    materials,
    {
      method: 'patch',
      path: '/:id',
      summary: 'Change a material (admins and its author): only the fields sent',
      tags,
      auth: 'user',
      body: ZMaterialUpdate,
      response: ZMaterialView,
      before: [signedIn, jsonWithinLimit],
    },
    async (c, { params, body }) =>
      c.json(await materialViewOf(deps, c.var.ctx.actor, await updateMaterial(c.var.ctx, origin(), params.id, body))),
  );
  declare(
    materials,
    {
      method: 'post',
      path: '/:id/files',
      summary: 'Attach a file to a material (checked by type, content and size)',
      tags,
      auth: 'user',
      status: 201,
      response: ZMaterialFile,
      before: [signedIn],
      extra: FILE_UPLOAD_BODY,
    },
    async (c, { params }) =>
      c.json(await uploadMaterialFile(deps, c.var.ctx, params.id, uploadForm(c, deps.config.uploadMaxBytes)), 201),
  );
  declare(
    materials,
    {
      method: 'delete',
      path: '/:id/files/:fileId',
      summary: "Delete one of a material's files and its stored bytes",
      tags,
      auth: 'user',
      response: ZDeleted,
      before: [signedIn],
    },
    async (c, { params }) => {
      await deleteMaterialFile(deps, c.var.ctx, params.id, params.fileId);
      return c.json({ deleted: true as const });
    },
  );

  const embed = routes();
  declare(
    embed,
    {
      method: 'post',
      path: '/material',
      summary: "Index a material for the assistant now, under one of the organization's resources or on its own",
      tags,
      auth: 'user',
      body: ZEmbedMaterial,
      response: ZMaterialIndexed,
      before: [signedIn],
    },
    async (c, { body }) => c.json(await embedMaterial(c.var.ctx, body)),
  );
  return { materials, embed };
}
