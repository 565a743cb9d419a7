import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { newId } from '../ids.ts';
import type { Logger } from '../log.ts';
import { type Mailbox, mailboxText } from './recipients.ts';

/** An address list: a header's text, or mailboxes already parsed and checked (recipients.ts), handed over as they are. */
type AddressList = string | readonly Mailbox[];

export interface OutgoingMail {
  to: AddressList;
  subject: string;
  html?: string;
  text?: string;
  from?: string;
  replyTo?: AddressList;
  bcc?: AddressList;
  orgId?: string | null;
  createdBy?: string | null;
  /** Files sent with the message (kept in the outbox's .eml, not in the table). */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

export interface SentMail {
  id: string;
  status: 'stored' | 'sent' | 'failed';
  messageId?: string;
  error?: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<SentMail>;
}

/** Nodemailer takes mailboxes as objects, without parsing them again. */
const listOf = (list: AddressList) => (typeof list === 'string' ? list : list.map((b) => ({ ...b })));

/**
 * Every message is first composed as RFC 822, stored in the outbox table and
 * as an .eml file (viewable in the console), then, when SMTP_URL is set,
 * handed to the SMTP server. The outbox alone is the embedded default.
 */
export function createMailer(deps: { db: Db; config: Config; log: Logger; now: () => Date }): Mailer {
  const { db, config, log, now } = deps;
  // nodemailer loads with the first message, not with the server (start-up time and memory).
  let transports: Promise<{ composer: Transporter; smtp: Transporter | null }> | null = null;
  const transportsOf = () =>
    (transports ??= import('nodemailer').then(({ default: nodemailer }) => ({
      composer: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      smtp: config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : null,
    })));
  const dir = join(config.dataDir, 'outbox');
  mkdirSync(dir, { recursive: true });

  return {
    transport: config.mail.smtpUrl ? 'smtp' : 'outbox',
    async send(mail) {
      const { composer, smtp } = await transportsOf();
      const id = newId();
      const message = {
        from: mail.from ?? config.mail.from,
        to: listOf(mail.to),
        replyTo: mail.replyTo === undefined ? undefined : listOf(mail.replyTo),
        bcc: mail.bcc === undefined ? undefined : listOf(mail.bcc),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${id}@pathcraft>`,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.content),
          contentType: a.contentType,
        })),
      };
      const composed = await composer.sendMail(message);
      const emlPath = join(dir, `${id}.eml`);
      writeFileSync(emlPath, composed.message as Buffer);
      const stamp = now().toISOString();
      await db.insert(mailOutbox).values({
        id,
        orgId: mail.orgId ?? null,
        to: mailboxText(mail.to),
        from: message.from,
        replyTo: mail.replyTo === undefined ? null : mailboxText(mail.replyTo),
        bcc: mail.bcc === undefined ? null : mailboxText(mail.bcc),
        subject: mail.subject,
        text: mail.text ?? null,
        html: mail.html ?? null,
        status: 'stored',
        transport: smtp ? 'smtp' : 'outbox',
        messageId: message.messageId,
        emlPath,
        createdBy: mail.createdBy ?? null,
        createdAt: stamp,
        updatedAt: stamp,
      });
      if (!smtp) return { id, status: 'stored', messageId: message.messageId };
      try {
        await smtp.sendMail(message);
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: now().toISOString(), updatedAt: now().toISOString() })
          .where(eq(mailOutbox.id, id));
        return { id, status: 'sent', messageId: message.messageId };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        log.error('smtp send failed', { outboxId: id, error });
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error, updatedAt: now().toISOString() })
          .where(eq(mailOutbox.id, id));
        return { id, status: 'failed', error };
      }
    },
  };
}
