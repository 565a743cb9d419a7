import {
  ZApprenticeProgress,
  ZHoursLog,
  ZHoursLogChange,
  ZHoursLogReview,
  ZHoursLogWrite,
  ZInstructionHoursWrite,
} from '@pathcraft/sdk';
import { z } from 'zod';
import { declare, routes, signedIn } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { recordInstructionHours, signOffCompetency } from './competencies-and-instruction.ts';
import { changeWeek, logWeek, reviewWeek } from './hours-logs.ts';
import { apprenticeList, apprenticeProgress, logView, myProgress, reviewQueue } from './read-progress.ts';
import { confirmWageStep } from './wage-steps.ts';

const tags = ['progress'];
const ZItems = z.object({ items: z.array(ZApprenticeProgress) });
const ZQueue = z.object({
  items: z.array(
    ZHoursLog.extend({ apprenticeName: z.string(), apprenticeshipTitle: z.string(), overdue: z.boolean() }),
  ),
});

/**
 * Apprentice progress (docs/rules.md#progress-and-compliance): weekly OJT logs, the mentor's approval queue, progress per
 * apprentice and the staff list, wage steps that come due and their confirmation. Every check is in
 * the verbs (record by record: apprentice, mentor, employer admin, sponsor).
 */
export function progressRoutes(deps: Deps) {
  const app = routes();
  const ctxOf = (c: { var: { ctx: Parameters<typeof myProgress>[0] } }) => ({ ...c.var.ctx, mailer: deps.mailer });
  declare(
    app,
    {
      method: 'get',
      path: '/mine',
      summary: "The signed-in apprentice's progress on each of their apprenticeships",
      tags,
      auth: 'user',
      before: [signedIn],
      response: ZItems,
    },
    async (c) => c.json({ items: await myProgress(c.var.ctx) }),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/queue',
      summary: "Weeks waiting for the caller's approval (mentor, employer admin, sponsor), oldest first",
      tags,
      auth: 'user',
      before: [signedIn],
      response: ZQueue,
    },
    async (c) => c.json({ items: await reviewQueue(c.var.ctx) }),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/apprentices',
      summary: 'The apprentices the caller oversees: status, hours, next wage step, step due, overdue approvals',
      tags,
      auth: 'user',
      before: [signedIn],
      query: z.object({ apprenticeshipId: z.string().max(64).optional() }).strict(),
      response: ZItems,
    },
    async (c, { query }) => c.json({ items: await apprenticeList(c.var.ctx, query) }),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/apprenticeships/:apprenticeshipId/apprentices/:userId',
      summary: "One apprentice's progress on one apprenticeship",
      tags,
      auth: 'user',
      before: [signedIn],
      response: z.object({ item: ZApprenticeProgress }),
    },
    async (c, { params }) =>
      c.json({ item: await apprenticeProgress(c.var.ctx, params.apprenticeshipId, params.userId) }),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/logs',
      summary: 'Log a week of OJT hours (the apprentice); it waits for approval',
      tags,
      auth: 'user',
      before: [signedIn],
      body: ZHoursLogWrite,
      response: z.object({ item: ZHoursLog }),
      status: 201,
    },
    async (c, { body }) => c.json({ item: logView(await logWeek(ctxOf(c), body)) }, 201),
  );
  declare(
    app,
    {
      method: 'put',
      path: '/logs/:id',
      summary: 'Change a waiting or returned week (the apprentice); a returned week waits again',
      tags,
      auth: 'user',
      before: [signedIn],
      body: ZHoursLogChange,
      response: z.object({ item: ZHoursLog }),
    },
    async (c, { params, body }) => c.json({ item: logView(await changeWeek(ctxOf(c), params.id, body)) }),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/logs/:id/review',
      summary: 'Approve a waiting week (locked from then) or return it with a comment',
      tags,
      auth: 'user',
      before: [signedIn],
      body: ZHoursLogReview,
      response: z.object({ item: ZHoursLog }),
    },
    async (c, { params, body }) => c.json({ item: logView(await reviewWeek(ctxOf(c), params.id, body)) }),
  );
  declare(
    app,
    {
      method: 'post',
      path: '/wage-steps/:id/confirm',
      summary: 'Confirm the new rate of a wage step that came due (the employer admin or the sponsor)',
      tags,
      auth: 'user',
      before: [signedIn],
      response: z.object({ item: z.object({ id: z.string(), period: z.number(), confirmedAt: z.string() }) }),
    },
    async (c, { params }) => {
      const row = await confirmWageStep(ctxOf(c), params.id);
      return c.json({ item: { id: row.id, period: row.period, confirmedAt: row.confirmedAt! } });
    },
  );
  declare(
    app,
    {
      method: 'post',
      path: '/apprenticeships/:apprenticeshipId/apprentices/:userId/competencies/:competencyId/sign-off',
      summary: "Sign off one of the program's competencies for an apprentice (a mentor or the sponsor)",
      tags,
      auth: 'user',
      before: [signedIn],
      response: z.object({
        item: z.object({ competencyId: z.string(), signedOffAt: z.string(), signedOffBy: z.string() }),
      }),
      status: 201,
    },
    async (c, { params }) => {
      const row = await signOffCompetency(c.var.ctx, params);
      return c.json(
        { item: { competencyId: row.competencyId, signedOffAt: row.signedOffAt, signedOffBy: row.signedOffBy } },
        201,
      );
    },
  );
  declare(
    app,
    {
      method: 'post',
      path: '/apprenticeships/:apprenticeshipId/apprentices/:userId/instruction-hours',
      summary: 'Record related-instruction hours an instruction provider reports (the sponsor)',
      tags,
      auth: 'user',
      before: [signedIn],
      body: ZInstructionHoursWrite,
      response: z.object({ item: z.object({ id: z.string(), date: z.string(), hours: z.number() }) }),
      status: 201,
    },
    async (c, { params, body }) => {
      const row = await recordInstructionHours(c.var.ctx, params, body);
      return c.json({ item: { id: row.id, date: row.date, hours: row.hours } }, 201);
    },
  );
  return app;
}
