import { ZAccessGranted } from '@pathcraft/sdk';
import { z } from 'zod';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { checkAccessCode, type CheckAccessCodeInput } from './check-access-code.ts';

/** Types only: the verb checks the values with the access-code rules and their messages. */
const ZCheckAccessCode = z
  .object({
    id: z.unknown().optional().openapi({ type: 'string', description: 'The invite (or document) id.' }),
    table: z.unknown().optional().openapi({ type: 'string', description: 'invites, or the document’s table.' }),
    accessCode: z.unknown().optional().openapi({ type: 'string', description: 'The 6-character access code.' }),
  })
  .openapi('CheckAccessCode');

/** POST /access/checkAccessCode and /access/checkLegacyAccessCode { id, table, accessCode } (docs/rules.md#invitations-and-access-codes). */
export function accessCodeRoutes(deps: Deps) {
  const app = routes();
  const ctx = (c: Parameters<Parameters<typeof declare>[2]>[0]) => ({ ...c.var.ctx, pepper: deps.config.tokenSecret });
  const tags = ['access-codes'];
  declare(
    app,
    {
      method: 'post',
      path: '/checkAccessCode',
      summary: 'Check an invitation’s access code (attempts are limited)',
      tags,
      auth: 'public',
      body: ZCheckAccessCode,
      bodyMode: 'lenient',
      response: ZAccessGranted,
    },
    async (c, { body }) => c.json(await checkAccessCode(ctx(c), body as CheckAccessCodeInput)),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/checkLegacyAccessCode',
      summary: 'Check an access code of the older format',
      tags,
      auth: 'public',
      body: ZCheckAccessCode,
      bodyMode: 'lenient',
      response: ZAccessGranted,
    },
    async (c, { body }) => c.json(await checkAccessCode(ctx(c), body as CheckAccessCodeInput, { legacy: true })),
  );
  return app;
}
