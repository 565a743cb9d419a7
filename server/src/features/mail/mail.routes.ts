import { z } from 'zod';
import { declare, routes, signedIn } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { createRateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import { checkRelay } from './check-relay.ts';
import { mailboxesOf } from '../../platform/mail/recipients.ts';
import { sanitizeEmailHtml } from '../../platform/mail/sanitize.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

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

const SEND_LIMIT = { limit: 60, windowMs: 3600_000 };

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
      response: z.object({ id: z.string(), status: z.string() }),
    },
    async (c, { body: input }) => {
      const actor = requireUser(c.var.ctx.actor);
      if (!input.body && !input.htmlBody) throw fail('bad_request', 'body or htmlBody is required');
      // Parsed once, by the mailer's parser: the relay checks exactly the mailboxes it then sends to.
      const to = mailboxesOf(input.to)!;
      const bcc = mailboxesOf(input.bcc)!;
      const replyTo = mailboxesOf(input.replyTo ?? (input.from?.includes('@') ? input.from : undefined));
      if (!replyTo) throw fail('bad_request', 'Enter valid e-mail addresses.');
      await checkRelay(deps.db, actor, { to, bcc, replyTo });
      const state = await createRateLimiter(deps.db).hit(`mail:user:${actor.userId}`, SEND_LIMIT, deps.now().getTime());
      if (state.locked) throw fail('too_many_requests', 'Too many e-mails sent. Try again later.');
      // The sender is always the platform's address (with the caller's reply-to), so nobody can spoof another domain.
      const sent = await deps.mailer.send({
        to,
        subject: input.subject,
        text: input.body,
        html: input.htmlBody ? sanitizeEmailHtml(input.htmlBody) : undefined,
        replyTo: replyTo.length ? replyTo : undefined,
        bcc: bcc.length ? bcc : undefined,
        orgId: actor.orgId,
        createdBy: actor.userId,
      });
      await recordAuditEvent(
        deps.db,
        actor,
        c.var.ctx.meta,
        { action: 'mail.send', entity: 'mailOutbox', entityId: sent.id, details: { subject: input.subject } },
        deps.now(),
      );
      if (sent.status === 'failed') throw fail('bad_gateway', 'The e-mail could not be sent.');
      return c.json({ id: sent.id, status: sent.status }, 200);
    },
  );
  return app;
}
