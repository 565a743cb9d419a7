import { ZEnrollmentRequest } from '@pathcraft/sdk';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { jsonBody } from '../../http/request.ts';
import { fail } from '../../http/errors.ts';
import { enrollableClass } from './enrollable-class.ts';
import { enrollInClass } from './enroll-in-class.ts';

/** Class enrolment (001 §2 'enrollExternalRegisteredClass'): what the dialog offers, and the request it sends. */
export function enrollmentRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/classes/:classId', (c) => c.json({ item: enrollableClass(deps.db, c.get('actor'), c.req.param('classId')) }))
    .post('/', async (c) => {
      const request = ZEnrollmentRequest.parse(await jsonBody(c));
      return c.json(enrollInClass({ db: deps.db, actor: c.get('actor'), meta: c.get('meta'), now: deps.now() }, request));
    });
}
