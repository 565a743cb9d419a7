import { ZCourseSignUp, ZEnrollableClass, ZEnrollmentRequest, ZInviteSignedUp, ZLearnerCourses } from '@pathcraft/sdk';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../platform/actor.ts';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { ipKey, limitRequests } from '../../platform/rate-limit/limit-requests.ts';
import type { RateRule } from '../../platform/rate-limit/rate-limit.ts';
import { enrollableClass } from './enrollable-class.ts';
import { enrollInClass } from './enroll-in-class.ts';
import { listLearnerCourses } from './list-learner-courses.ts';
import { signUpToClass } from './sign-up-to-class.ts';

const tags = ['enrollments'];
const ZEnrollmentAnswer = z.object({ redirectUrl: z.string(), externalRegisterClassId: z.string().nullable() });

/**
 * Sign-ups from one network address: 20 an hour, tries with mistakes included. A class signing up
 * together behind one school router gets through; a script trying e-mails learns little.
 */
export const SIGN_UP_LIMIT: RateRule = { limit: 20, windowMs: 3600_000 };

/** Class enrolment (docs/rules.md#enrollments): what the dialog offers, and the request it sends. */
export function enrollmentRoutes(deps: Deps) {
  const app = routes();
  // Counted before the body is read, so a caller's mistakes count too.
  const limitSignUps: MiddlewareHandler<AppEnv> = async (c, next) => {
    await limitRequests(deps, ipKey('enrollments:signUp', c.var.ctx.meta), SIGN_UP_LIMIT);
    await next();
  };
  declare(
    app,
    {
      method: 'get',
      path: '/classes/:classId',
      summary: 'The class, its open cohorts and class codes, for the enrol dialog',
      tags,
      auth: 'user',
      response: z.object({ item: ZEnrollableClass }),
    },
    async (c, { params }) => c.json({ item: await enrollableClass(deps.db, c.var.ctx.actor, params.classId) }),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/mine',
      summary: "The signed-in person's courses: joined, or registered elsewhere and awaiting verification",
      tags,
      auth: 'user',
      response: ZLearnerCourses,
    },
    async (c) => c.json(await listLearnerCourses(deps.db, c.var.ctx.actor)),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/',
      summary: 'Enrol the signed-in user in a cohort of a class',
      tags,
      auth: 'user',
      body: ZEnrollmentRequest,
      response: ZEnrollmentAnswer,
    },
    async (c, { body }) => c.json(await enrollInClass(c.var.ctx, body)),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/sign-up',
      summary: 'A visitor creates an account and joins an open class in one step (its sign-up link), and is signed in',
      tags,
      auth: 'public',
      before: [limitSignUps],
      body: ZCourseSignUp,
      status: 201,
      response: ZInviteSignedUp,
    },
    async (c, { body }) => {
      const { userId: _userId, ...answer } = await signUpToClass(
        {
          ...c.var.ctx,
          mailer: deps.mailer,
          log: deps.log,
          secret: deps.config.tokenSecret,
          publicUrl: deps.config.publicUrl,
        },
        body,
      );
      return c.json(answer, 201);
    },
  );
  return app;
}
