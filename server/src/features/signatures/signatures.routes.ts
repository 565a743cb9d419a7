import { z } from 'zod';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { saveSignature } from './save-signature.ts';
import { bytesFromDataUrl, EMPTY_SIGNATURE, SIGNATURE_MAX_BYTES } from './signature-png.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

/** POST /users/:id/signature: a PNG as multipart 'file' or JSON { dataUrl: 'data:image/png;base64,…' } (docs/rules.md#signatures). */
export function signatureRoutes(deps: Deps) {
  const app = routes();
  const requestBody = {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { file: { type: 'string', format: 'binary', description: 'A PNG image.' } },
          required: ['file'],
        },
      },
      'application/json': {
        schema: {
          type: 'object',
          properties: { dataUrl: { type: 'string', description: 'data:image/png;base64,…' } },
          required: ['dataUrl'],
        },
      },
    },
  };
  /** Where the image is stored (kept on the user record) and a URL that loads it for an hour. */
  const ZSaved = z.object({ url: z.string(), signedUrl: z.string() });
  // The body is a PNG as multipart or JSON, read below after the caller is known (so it is documented, not declared).
  declare(
    app,
    {
      method: 'post',
      path: '/users/:id/signature',
      summary: 'Save your own signature image',
      tags: ['user-profiles'],
      auth: 'user',
      response: ZSaved,
      status: 201,
      extra: { requestBody },
    },
    async (c, { params }) => {
      if (requireUser(c.var.ctx.actor).userId !== params.id)
        throw fail('forbidden', 'You can only add your own signature.');
      const type = c.req.header('content-type') ?? '';
      if (Number(c.req.header('content-length') ?? 0) > SIGNATURE_MAX_BYTES * 2)
        throw fail('payload_too_large', `A signature image can be at most ${SIGNATURE_MAX_BYTES / 1024} KB.`);
      let bytes: Uint8Array | null = null;
      if (type.includes('multipart/form-data')) {
        const file = (await c.req.formData().catch(() => null))?.get('file');
        if (file instanceof File) bytes = new Uint8Array(await file.arrayBuffer());
      } else if (type.includes('application/json')) {
        const { dataUrl } = ((await c.req.json()) ?? {}) as { dataUrl?: unknown };
        if (typeof dataUrl === 'string' && dataUrl) bytes = bytesFromDataUrl(dataUrl);
      } else
        throw fail(
          'unsupported_media_type',
          "Send the PNG as multipart form data in the field 'file', or as JSON { dataUrl }.",
        );
      if (!bytes?.length) throw fail('bad_request', EMPTY_SIGNATURE);
      const saved = await saveSignature(
        {
          db: deps.db,
          storage: deps.storage,
          actor: c.var.ctx.actor,
          meta: c.var.ctx.meta,
          now: deps.now(),
          publicUrl: deps.config.publicUrl,
        },
        params.id,
        bytes,
      );
      return c.json(saved, 201);
    },
  );
  return app;
}
