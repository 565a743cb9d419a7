import { isAdminLike, ZExistingProgram, ZProgramLookup, ZProgramParsed, ZProgramSave, ZRecordId } from '@pathcraft/sdk';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../platform/actor.ts';
import { readUploadForm } from '../../http/body.ts';
import { uploadTooLarge } from '../../platform/storage/file-types.ts';
import { FILE_UPLOAD_BODY } from '../../http/openapi.ts';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { completeProgram } from './complete-program.ts';
import { programOrg } from './program-org.ts';
import { missingFieldsNote, onetIn } from './find-program.ts';
import { lookupRapids, occupationTitle } from './lookup-occupation.ts';
import { formatOfName, PROGRAM_FILE_MESSAGES } from './open-office-file.ts';
import { parseProgramFile } from './parse-program-file.ts';
import { existingProgram, saveProgram } from './save-program.ts';
import { fail } from '../../platform/errors.ts';

/** The parse route reads its upload itself, after the role check (app.ts leaves its body alone). */
export const isProgramParsePath = (path: string) => path === '/v1/program-import/parse';

export const PROGRAM_IMPORT_REFUSED = 'Only owners and admins can import training programs.';
const API_KEY_REFUSED = 'Program import needs a signed-in owner or admin, not an API key.';

/** Owners, admins and super admins only (docs/rules.md#program-import), checked before any input is read. */
const adminsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const actor = c.var.ctx.actor;
  if (actor.kind === 'anonymous') throw fail('unauthorized', 'Sign in to continue.');
  if (actor.kind === 'apiKey') throw fail('forbidden', API_KEY_REFUSED);
  if (!isAdminLike(actor.roles)) throw fail('forbidden', PROGRAM_IMPORT_REFUSED);
  await next();
};

const ZLookupQuery = z.object({ rapidsCode: z.string().max(20).optional(), onetCode: z.string().max(20).optional() });
const ZExistingQuery = z.object({
  organizationId: z.string().max(64).optional(),
  rapidsCode: z.string().max(20).optional(),
  onetCode: z.string().max(20).optional(),
});

/** Program import (docs/rules.md#program-import): parse a program document, look codes up, save the reviewed program. */
export function programImportRoutes(deps: Deps) {
  const { config, db } = deps;
  const tags = ['program-import'];

  const api = routes();
  declare(
    api,
    {
      method: 'post',
      path: '/parse',
      summary: 'Read a training program from a .docx, .pptx or .xlsx file for review (nothing is saved)',
      description:
        'Owners and admins (super admins name organizationId). The answer has every field of the program, null when the file does not give it; notes say what was assumed or looked up.',
      tags,
      auth: 'user',
      query: z.object({ organizationId: z.string().max(64).optional() }),
      response: ZProgramParsed,
      before: [adminsOnly],
      // The body is read only once the caller may import (so it is documented, not declared).
      extra: FILE_UPLOAD_BODY,
    },
    async (c, { query }) => {
      await programOrg(db, c.var.ctx.actor, query.organizationId);
      // Counted as it arrives and refused past the limit, like every upload.
      const form = await readUploadForm(c, config.uploadMaxBytes);
      const file = form?.get('file');
      if (!(file instanceof File))
        throw fail('bad_request', "Send the file as multipart form data in the field 'file'.");
      if (file.size > config.uploadMaxBytes) throw fail('payload_too_large', uploadTooLarge(config.uploadMaxBytes));
      const format = formatOfName(file.name);
      if (!format)
        throw fail(
          'unsupported_media_type',
          PROGRAM_FILE_MESSAGES.notAccepted(
            file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '',
          ),
        );
      const parsed = await parseProgramFile(format, new Uint8Array(await file.arrayBuffer()));
      const completed = await completeProgram(db, parsed.program);
      const missing = missingFieldsNote(completed.program);
      return c.json({
        program: completed.program,
        format,
        notes: [...parsed.notes, ...completed.notes, ...(missing ? [missing] : [])],
      });
    },
  );
  declare(
    api,
    {
      method: 'get',
      path: '/lookup',
      summary:
        "A RAPIDS code's title and suggested O*NET code, and an O*NET code's occupation title, for the program review",
      tags,
      auth: 'user',
      query: ZLookupQuery,
      response: ZProgramLookup,
      before: [adminsOnly],
    },
    async (c, { query }) => {
      const rapids = await lookupRapids(db, query.rapidsCode);
      const given = query.onetCode?.trim();
      // '47-2111' as typed in the review is O*NET's 47-2111.00.
      const onetCode = (given && (onetIn(given) ?? given)) || rapids?.onetCode || null;
      return c.json({
        rapidsTitle: rapids?.rapidsTitle ?? null,
        onetCode,
        occupationName: await occupationTitle(db, onetCode),
      });
    },
  );
  declare(
    api,
    {
      method: 'get',
      path: '/existing',
      summary:
        "The organization's program that a program with these codes would repeat, asked at '1. Review Details' before the save refuses it",
      description:
        "Owners and admins of the organization (super admins name organizationId), as for the save. The same comparison as the save's 409 'Training Program exists'.",
      tags,
      auth: 'user',
      query: ZExistingQuery,
      response: ZExistingProgram,
      before: [adminsOnly],
    },
    async (c, { query }) => {
      const orgId = await programOrg(db, c.var.ctx.actor, query.organizationId);
      return c.json({
        existing: await existingProgram(db, orgId, { rapidsCode: query.rapidsCode, onetCode: query.onetCode }),
      });
    },
  );
  declare(
    api,
    {
      method: 'post',
      path: '/',
      summary: "Save a reviewed program as one of the organization's training-program templates",
      description:
        "409 'Training Program exists' when the organization has a program with the same RAPIDS code or O*NET code.",
      tags,
      auth: 'user',
      body: ZProgramSave,
      status: 201,
      response: ZRecordId,
      before: [adminsOnly],
    },
    async (c, { body }) => {
      const orgId = await programOrg(db, c.var.ctx.actor, body.organizationId);
      return c.json(await saveProgram(c.var.ctx, orgId, body.program), 201);
    },
  );
  return api;
}
