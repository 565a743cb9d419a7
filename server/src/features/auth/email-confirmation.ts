import type { Db } from '../../db/client.ts';
import { genericEmail, textToHtml } from '../../emails/generic.ts';
import type { Branding } from '../../emails/render.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { issueAccountCode } from './account-codes.ts';

interface Ctx {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  now: Date;
}

export const CONFIRM_EMAIL_TITLE = 'Confirm your e-mail address';

/**
 * E-mails an account a one-time link that confirms its address (three days). `intro` goes
 * before the request (plain text, escaped); `branding` and `orgId` name the organization the
 * message comes from, when one does.
 */
export async function sendEmailConfirmation(
  ctx: Ctx,
  account: { id: string; email: string },
  opts: { intro?: string; branding?: Branding; orgId?: string | null } = {},
): Promise<void> {
  const code = await issueAccountCode(ctx.db, ctx.secret, account.id, 'verifyEmail', ctx.now);
  const link = `${ctx.publicUrl}/login?action=verifyEmail&code=${encodeURIComponent(code)}`;
  const text = [opts.intro, 'Please confirm that this is your e-mail address.'].filter(Boolean).join('\n\n');
  const mail = genericEmail(
    { title: CONFIRM_EMAIL_TITLE, bodyHtml: `${textToHtml(text)}<p><a href="${link}">Confirm my e-mail</a></p>` },
    opts.branding,
  );
  await ctx.mailer.send({ to: account.email, ...mail, orgId: opts.orgId ?? null });
}
