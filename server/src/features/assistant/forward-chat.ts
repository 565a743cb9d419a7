import { ASSISTANT_TEXT, EMAIL_PATTERN, ZForwardChat } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import { helpRequestEmail } from '../../emails/help-request.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import type { SentMail } from '../../platform/mail/mailer.ts';
import type { ChatSessionRow, IntegrationRow } from './chat-access.ts';
import { listChatMessages } from './list-chat-messages.ts';
import { updateChatSession } from './update-chat-session.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

export interface ForwardChatCtx {
  db: Db;
  now: Date;
  actor: Actor;
  meta: RequestMeta;
}

/**
 * Forwards a conversation to the assistant's service address (docs/rules.md#assistant): the help-request
 * e-mail with the visitor's e-mail and message, the assistant's name and id and the chat history, then the
 * visitor's e-mail stored on the session. The widget then shows 'Message sent!'.
 */
export async function forwardChat(
  deps: Pick<Deps, 'config' | 'mailer' | 'log'>,
  ctx: ForwardChatCtx,
  session: ChatSessionRow,
  integration: IntegrationRow,
  body: unknown,
) {
  const input = ZForwardChat.parse(body);
  const email = input.email.trim();
  if (!integration.serviceEmail) throw fail('bad_request', ASSISTANT_TEXT.noServiceEmail);
  const history = (await listChatMessages(ctx.db, { orgId: session.orgId, sessionId: session.id })).items.filter(
    (m) => m.content,
  );
  const org = await first(
    ctx.db
      .select({ name: organizations.name, orgLogo: organizations.orgLogo })
      .from(organizations)
      .where(eq(organizations.id, integration.orgId)),
  );
  const mail = helpRequestEmail(
    {
      visitorEmail: email,
      assistantName: integration.name,
      assistantId: integration.id,
      originDomain: session.originDomain,
      message: input.message.trim(),
      chatHistory: history.map((m) => ({ role: m.role, text: m.content!, knowledgeGap: m.knowledgeGap })),
    },
    org ? { brandName: org.name, logoUrl: org.orgLogo } : {},
  );
  let sent: SentMail;
  try {
    // Replies go to the visitor, when the address is one a mail server takes.
    sent = await deps.mailer.send({
      to: integration.serviceEmail,
      ...mail,
      replyTo: EMAIL_PATTERN.test(email) ? email : undefined,
      bcc: deps.config.mail.bcc,
      orgId: integration.orgId,
    });
  } catch (err) {
    sent = { id: '', status: 'failed' as const, error: (err as Error).message };
  }
  if (sent.status === 'failed') {
    deps.log.error('help request not sent', { sessionId: session.id, error: sent.error });
    throw fail('bad_gateway', ASSISTANT_TEXT.failure);
  }
  await updateChatSession(ctx, session.id, { userEmail: email });
  await recordAuditEvent(
    ctx.db,
    ctx.actor,
    ctx.meta,
    {
      action: 'chatSessions.forward',
      entity: 'chatSessions',
      entityId: session.id,
      orgId: session.orgId,
      details: { mail: sent.id },
    },
    ctx.now,
  );
  return { sent: true, mailId: sent.id };
}
