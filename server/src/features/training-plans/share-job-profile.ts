import { planDateTime, recordNotFound, ZSharePlanForm } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { jobProfiles, organizations } from '../../db/schema/index.ts';
import { trainingPlanCreatedEmail } from '../../emails/training-plan-created.ts';
import { trainingPlanEmail } from '../../emails/training-plan.ts';
import type { Deps } from '../../platform/deps.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import type { SentMail } from '../../platform/mail/mailer.ts';
import type { JobProfileWriteCtx } from './create-job-profile.ts';
import { jobProfileUrl, planEmailProps, planLocation, planSponsors } from './plan-email-props.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

/**
 * Sends a saved plan (docs/rules.md#training-plans): the Training Plan e-mail to the visitor who filled in the
 * share form, then the 'Training Plan Created' notice to the team. The visitor's e-mail decides the
 * answer; a failed notice stays in the outbox (status 'failed') and in the log for the team to see.
 */
export async function shareJobProfile(
  deps: Pick<Deps, 'config' | 'mailer' | 'log'>,
  ctx: JobProfileWriteCtx,
  id: string,
  body: unknown,
): Promise<void> {
  const { db, now } = ctx;
  const form = ZSharePlanForm.parse(body);
  const profile = await first(db.select().from(jobProfiles).where(eq(jobProfiles.id, id)));
  if (!profile) throw fail('not_found', recordNotFound('jobProfiles'));
  const org = profile.orgId
    ? await first(
        db
          .select({ name: organizations.name, orgLogo: organizations.orgLogo, plan: organizations.plan })
          .from(organizations)
          .where(eq(organizations.id, profile.orgId)),
      )
    : undefined;
  const branding = org ? { brandName: org.name, logoUrl: org.orgLogo } : {};
  const { publicUrl, mail } = deps.config;

  // The sponsor list is a bonus: a failed look-up leaves it out rather than the e-mail.
  const sponsors = await planSponsors(db, profile).catch((err: unknown) => {
    deps.log.error('plan e-mail sponsors not found', { jobProfileId: id, error: (err as Error).message });
    return null;
  });
  const plan = trainingPlanEmail(
    { ...planEmailProps(profile, { publicUrl, plan: org?.plan ?? null }), sponsors },
    branding,
  );
  const sent = await send(deps, { to: form.email, ...plan, bcc: mail.bcc, orgId: profile.orgId });
  if (sent.status === 'failed')
    throw fail('bad_gateway', 'The training plan e-mail could not be sent. Please try again.');

  const notice = trainingPlanCreatedEmail({
    ...form,
    date: planDateTime(now),
    occupationTitle: profile.OnetTitle,
    occupationCode: profile.OnetCode,
    location: planLocation(profile),
    planId: profile.id,
    planUrl: jobProfileUrl(publicUrl, profile.id),
  });
  const noticeSent = await send(deps, { to: mail.internalTo, ...notice, replyTo: form.email, orgId: profile.orgId });
  if (noticeSent.status === 'failed')
    deps.log.error('training plan notice not sent', { jobProfileId: id, error: noticeSent.error });

  await recordAuditEvent(
    db,
    ctx.actor,
    ctx.meta,
    {
      action: 'jobProfiles.share',
      entity: 'jobProfiles',
      entityId: id,
      orgId: profile.orgId,
      details: { planMail: sent.id, noticeMail: noticeSent.id },
    },
    now,
  );
}

/** A mailer that throws (disk, composer) counts as a failed send, like an SMTP refusal. */
async function send(
  deps: Pick<Deps, 'mailer' | 'log'>,
  mail: Parameters<Deps['mailer']['send']>[0],
): Promise<SentMail> {
  try {
    return await deps.mailer.send(mail);
  } catch (err) {
    deps.log.error('mail send threw', { subject: mail.subject, error: (err as Error).message });
    return { id: '', status: 'failed', error: (err as Error).message };
  }
}
