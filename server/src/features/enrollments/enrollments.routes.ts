import { ZEnrollableClass, ZEnrollmentRequest } from '@pathcraft/sdk';
import { z } from 'zod';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../http/deps.ts';
import { enrollableClass } from './enrollable-class.ts';
import { enrollInClass } from './enroll-in-class.ts';

const tags = ['enrollments'];
const ZEnrollmentAnswer = z.object({ redirectUrl: z.string(), externalRegisterClassId: z.string().nullable() });

/** Class enrolment (001 §2 'enrollExternalRegisteredClass'): what the dialog offers, and the request it sends. */
export function enrollmentRoutes(deps: Deps) {
  const app = routes();
  declare(app, { method: 'get', path: '/classes/:classId', summary: 'The class, its open cohorts and class codes, for the enrol dialog', tags, auth: 'user', response: z.object({ item: ZEnrollableClass }) }, async (c, { params }) =>
    c.json({ item: await enrollableClass(deps.db, c.var.actor, params.classId) }),
  );
  declare(app, { method: 'post', path: '/', summary: 'Enrol the signed-in user in a cohort of a class', tags, auth: 'user', body: ZEnrollmentRequest, response: ZEnrollmentAnswer }, async (c, { body }) =>
    c.json(await enrollInClass(c.var.ctx, body)),
  );
  return app;
}
