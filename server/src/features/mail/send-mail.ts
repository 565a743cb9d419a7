import type { RequestContext } from '../../platform/actor.ts';
import { requireUser } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/errors.ts';
import { mailboxesOf } from '../../platform/mail/recipients.ts';
import { sanitizeEmailHtml } from '../../platform/mail/sanitize.ts';
import { createRateLimiter } from '../../platform/rate-limit/rate-limit.ts';
import { checkRelay } from './check-relay.ts';

/** An e-mail as the caller wrote it (docs/rules.md#e-mails); address lists are comma-separated mailboxes. */
export interface MailInput {
  to: string;
  from?: string | undefined;
  replyTo?: string | undefined;
  bcc?: string | undefined;
  subject: string;
  body?: string | undefined;
  htmlBody?: string | undefined;
}

const SEND_LIMIT = { limit: 60, windowMs: 3600_000 };

/**
 * Sends an e-mail for a signed-in user to the people they may write to (check-relay.ts), 60 an
 * hour; every attempt the mailer took is in the audit log. A relay that refuses it is a 502.
 */
export async function sendMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'now'>,
  { actor: caller, meta }: Pick<RequestContext, 'actor' | 'meta'>,
  input: MailInput,
): Promise<{ id: string; status: string }> {
  const actor = requireUser(caller);
  if (!input.body && !input.htmlBody) throw fail('bad_request', 'body or htmlBody is required');
  // Parsed once, by the mailer's parser: the relay checks exactly the mailboxes it then sends to.
  const to = mailboxesOf(input.to);
  const bcc = mailboxesOf(input.bcc);
  const replyTo = mailboxesOf(input.replyTo ?? (input.from?.includes('@') ? input.from : undefined));
  if (!to || !bcc || !replyTo) throw fail('bad_request', 'Enter valid e-mail addresses.');
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
    meta,
    { action: 'mail.send', entity: 'mailOutbox', entityId: sent.id, details: { subject: input.subject } },
    deps.now(),
  );
  if (sent.status === 'failed') throw fail('bad_gateway', 'The e-mail could not be sent.');
  return { id: sent.id, status: sent.status };
}
