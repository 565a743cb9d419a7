import {
  applyUserListUpdate,
  type CourseSignUp,
  INVITE_SIGN_UP_MESSAGES,
  newAccountProblems,
  signUpLanding,
} from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-error.ts';
import { first } from '../../db/first.ts';
import { authAccounts, users } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { hashPassword } from '../../platform/crypto.ts';
import { newId } from '../../platform/ids.ts';
import type { Logger } from '../../platform/log.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { sendEmailConfirmation } from '../auth/email-confirmation.ts';
import { createSession, type SessionTokens } from '../auth/sessions.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { checkedEnrollment, classOpenToSignUp } from './enrollable-class.ts';
import { fail } from '../../platform/errors.ts';

interface Ctx {
  db: Db;
  mailer: Mailer;
  log: Logger;
  secret: string;
  publicUrl: string;
  meta: RequestMeta | null;
  now: Date;
}

export interface SignedUpToClass extends SessionTokens {
  userId: string;
  redirectUrl: string;
}

const emailTaken = () =>
  fail('conflict', INVITE_SIGN_UP_MESSAGES.emailTaken, { fields: { email: INVITE_SIGN_UP_MESSAGES.emailTaken } });

/**
 * A visitor joins an open course with a new account (its sign-up link, docs/rules.md#enrollments): a student of no
 * organization (the course's organization did not invite them), enrolled as a signed-in user
 * would be. Account, user and enrolment are written in one transaction, or none of them; the
 * e-mail must be new to the platform (the answer is the invite sign-up's, nothing more). Then the
 * person is signed in, sent to the course's content and e-mailed a link to confirm the address.
 */
export async function signUpToClass(ctx: Ctx, input: CourseSignUp): Promise<SignedUpToClass> {
  const name = input.name.trim().replace(/\s+/g, ' ');
  const email = input.email.trim().toLowerCase();
  const problems = newAccountProblems({ name, email, password: input.password });
  const problem = problems.name ?? problems.email ?? problems.password;
  if (problem) throw fail('bad_request', problem, { fields: problems });
  // The class and the enrolment are refused before the slow hash, and checked again inside the transaction.
  checkedEnrollment(await classOpenToSignUp(ctx.db, input.classId), input);
  const passwordHash = await hashPassword(input.password);
  const stamp = ctx.now.toISOString();
  const accountId = newId();
  const userId = newId();
  const [firstName, ...rest] = name.split(/\s+/);
  const learner: Actor = { kind: 'user', userId, accountId, orgId: null, roles: ['student'], email, name };

  const course = await ctx.db
    .transaction(
      async (tx) => {
        const course = await classOpenToSignUp(tx, input.classId);
        const { cohortId, externalRegisterClassId, additions } = checkedEnrollment(course, input);
        const taken =
          (await first(tx.select({ id: authAccounts.id }).from(authAccounts).where(eq(authAccounts.email, email)))) ??
          (await first(tx.select({ id: users.id }).from(users).where(eq(users.email, email))));
        if (taken) throw emailTaken();
        await tx
          .insert(authAccounts)
          .values({ id: accountId, email, passwordHash, emailVerifiedAt: null, createdAt: stamp, updatedAt: stamp });
        const lists = applyUserListUpdate({}, additions);
        await tx.insert(users).values({
          id: userId,
          uid: accountId,
          name,
          firstName: firstName ?? name,
          lastName: rest.join(' ') || null,
          email,
          orgId: null,
          role: ['student'],
          ...lists,
          createdAt: stamp,
          updatedAt: stamp,
        });
        await recordAuditEvent(
          tx,
          learner,
          ctx.meta,
          {
            action: 'users.signedUp',
            entity: 'users',
            entityId: userId,
            orgId: course.org.id,
            details: { classId: course.id },
          },
          ctx.now,
        );
        await recordAuditEvent(
          tx,
          learner,
          ctx.meta,
          {
            action: 'enrollments.create',
            entity: 'courses',
            entityId: course.id,
            orgId: course.org.id,
            details: {
              fields: Object.keys(lists),
              cohortId,
              externalRegisterClassId,
              classCodes: input.eUnitIds.length,
            },
          },
          ctx.now,
        );
        return course;
      },
      { behavior: 'immediate' },
    )
    .catch((err: unknown) => {
      // Two sign-ups with one e-mail at once: the unique index refuses the later one.
      throw isUniqueViolation(err) ? emailTaken() : err;
    });

  const session = await createSession(
    { db: ctx.db, secret: ctx.secret, now: ctx.now },
    { userId, accountId },
    ctx.meta,
  );
  try {
    await sendEmailConfirmation(
      { db: ctx.db, mailer: ctx.mailer, secret: ctx.secret, publicUrl: ctx.publicUrl, now: ctx.now },
      { id: accountId, email },
      {
        intro: `Hello ${firstName ?? name},\n\nYour account is ready and you joined ${course.title} at ${course.org.name}.`,
        branding: { brandName: course.org.name, logoUrl: course.org.orgLogo },
        orgId: course.org.id,
      },
    );
  } catch (err) {
    // The account and the enrolment are made: a message that could not be composed or stored is logged, and the address can be confirmed later.
    ctx.log.error('sign-up confirmation e-mail failed', { userId, error: (err as Error).message });
  }
  return { ...session, userId, redirectUrl: signUpLanding(course, course.orgSlug) };
}
