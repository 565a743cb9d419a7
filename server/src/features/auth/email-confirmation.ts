import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/first.ts';
import { authAccounts } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/errors.ts';
import { createRateLimiter, describeWait } from '../../platform/rate-limit/rate-limit.ts';
import { genericEmail, textToHtml } from '../../emails/generic.ts';
import type { Branding } from '../../emails/render.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { consumeAccountCode, issueAccountCode } from './account-codes.ts';

interface Ctx {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  now: Date;
}

/** Confirmation e-mails: 5 an hour per account. */
const VERIFY_EMAIL_LIMIT = { limit: 5, windowMs: 3600_000 };

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

/** E-mails the signed-in account its confirmation link, unless its address is confirmed already. */
export async function requestEmailConfirmation(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'now'>,
  accountId: string,
): Promise<{ sent: boolean; verified: boolean }> {
  const { db, config } = deps;
  const account = await first(db.select().from(authAccounts).where(eq(authAccounts.id, accountId)));
  if (!account) throw fail('not_found', 'User not found');
  if (account.emailVerifiedAt) return { sent: false, verified: true };
  // A confirmation e-mail is something a person asks for a few times at most; more is someone using us to fill a mailbox.
  const sending = await createRateLimiter(db).reserve(
    [{ key: `verify-email:${account.id}`, rule: VERIFY_EMAIL_LIMIT }],
    deps.now().getTime(),
  );
  if (!sending.reserved)
    throw fail('too_many_requests', `Too many attempts. Try again in ${describeWait(sending.retryAfterMs)}.`);
  await sendEmailConfirmation(
    { db, mailer: deps.mailer, secret: config.tokenSecret, publicUrl: config.publicUrl, now: deps.now() },
    account,
  );
  return { sent: true, verified: false };
}

/** Confirms an account's address with the one-time code from its link. */
export async function confirmEmail(deps: Pick<Deps, 'db' | 'config' | 'now'>, code: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const id = await consumeAccountCode(tx, deps.config.tokenSecret, code, 'verifyEmail', now);
    await tx
      .update(authAccounts)
      .set({ emailVerifiedAt: now.toISOString(), updatedAt: now.toISOString() })
      .where(eq(authAccounts.id, id));
  });
}
