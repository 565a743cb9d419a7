import { ZMailSent } from '@pathcraft/sdk';
import { z } from 'zod';
import { declare, routes, signedIn } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { mailboxesOf } from '../../platform/mail/recipients.ts';
import { sendMail } from './send-mail.ts';

const zAddressList = z
  .string()
  .max(2000)
  .refine((v) => mailboxesOf(v) !== null, 'Enter valid e-mail addresses.');

/** The e-mail payload (docs/rules.md#e-mails): to, from, replyTo, bcc, subject, body, htmlBody. */
export const ZSendMail = z.object({
  to: zAddressList,
  from: z.string().max(300).optional(),
  replyTo: zAddressList.optional(),
  bcc: zAddressList.optional(),
  subject: z.string().trim().min(1, 'subject is required').max(300),
  body: z.string().max(100_000).optional(),
  htmlBody: z.string().max(500_000).optional(),
});

/** POST /v1/external/gmail/send: admins e-mail members of their organization (super admins anyone); 200 on success. */
export function mailRoutes(deps: Deps) {
  const app = routes();
  declare(
    app,
    {
      method: 'post',
      path: '/send',
      summary: 'Send an e-mail to members of your organization (admins; the super admin to anyone)',
      tags: ['mail'],
      auth: 'user',
      before: [signedIn],
      body: ZSendMail,
      bodyMode: 'lenient',
      response: ZMailSent,
    },
    async (c, { body }) => c.json(await sendMail(deps, c.var.ctx, body), 200),
  );
  return app;
}
