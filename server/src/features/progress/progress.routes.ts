import {
  ZApprenticeProgressItem,
  ZApprenticeProgressList,
  ZApprenticeProgressPage,
  ZCompetencySignedOff,
  ZCompletionWithdrawal,
  ZCompletionWithdrawn,
  ZHoursLogChange,
  ZHoursLogItem,
  ZHoursLogQueue,
  ZHoursLogReview,
  ZHoursLogWrite,
  ZInstructionHoursList,
  ZInstructionHoursRecorded,
  ZInstructionHoursWrite,
  ZWageStepConfirmed,
  ZDeleted,
} from '@pathcraft/sdk';
import { z } from 'zod';
import { declare, routes, signedIn } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import {
  correctInstructionHours,
  listInstructionHours,
  recordInstructionHours,
  removeInstructionHours,
  signOffCompetency,
} from './competencies-and-instruction.ts';
import { changeWeek, logWeek, reviewWeek } from './hours-logs.ts';
import { apprenticeList, apprenticeProgress, logView, myProgress, reviewQueue } from './read-progress.ts';
import { confirmWageStep } from './wage-steps.ts';
import { completionCertificate } from './completion.ts';
import { withdrawCompletion } from './withdraw-completion.ts';

const tags = ['progress'];

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
      response: ZApprenticeProgressList,
    },
    async (c) => c.json({ items: await myProgress(c.var.ctx) }),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/queue',
      summary:
        "Weeks waiting for the caller's approval (mentor, employer admin, sponsor), oldest first, a page at a time (50 unless `limit` says)",
      tags,
      auth: 'user',
      before: [signedIn],
      query: z
        .object({
          limit: z.coerce.number().int().min(1).max(200).optional(),
          page: z.coerce.number().int().min(1).max(100_000).optional(),
        })
        .strict(),
      response: ZHoursLogQueue,
    },
    async (c, { query }) => c.json(await reviewQueue(c.var.ctx, query)),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/apprentices',
      summary:
        "The apprentices the caller oversees, a page at a time (200 unless `limit` says): status, hours, next wage step, step due, overdue approvals; each one's weeks are on their own progress",
      tags,
      auth: 'user',
      before: [signedIn],
      query: z
        .object({
          apprenticeshipId: z.string().max(64).optional(),
          limit: z.coerce.number().int().min(1).max(500).optional(),
          page: z.coerce.number().int().min(1).max(100_000).optional(),
        })
        .strict(),
      response: ZApprenticeProgressPage,
    },
    async (c, { query }) => c.json(await apprenticeList(c.var.ctx, query)),
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
      response: ZApprenticeProgressItem,
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
      response: ZHoursLogItem,
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
      response: ZHoursLogItem,
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
      response: ZHoursLogItem,
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
      response: ZWageStepConfirmed,
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
      response: ZCompetencySignedOff,
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
      response: ZInstructionHoursRecorded,
      status: 201,
    },
    async (c, { params, body }) => {
      const row = await recordInstructionHours(c.var.ctx, params, body);
      return c.json({ item: { id: row.id, date: row.date, hours: row.hours } }, 201);
    },
  );
  declare(
    app,
    {
      method: 'put',
      path: '/apprenticeships/:apprenticeshipId/apprentices/:userId/instruction-hours/:id',
      summary:
        'Correct an entry of related-instruction hours: its day, hours and note (the sponsor; not once the certificate of completion is issued); audited',
      tags,
      auth: 'user',
      before: [signedIn],
      body: ZInstructionHoursWrite,
      response: ZInstructionHoursRecorded,
    },
    async (c, { params, body }) => {
      const row = await correctInstructionHours(c.var.ctx, params, body);
      return c.json({ item: { id: row.id, date: row.date, hours: row.hours } });
    },
  );
  declare(
    app,
    {
      method: 'delete',
      path: '/apprenticeships/:apprenticeshipId/apprentices/:userId/instruction-hours/:id',
      summary:
        'Remove an entry of related-instruction hours recorded by mistake (the sponsor; not once the certificate of completion is issued); audited',
      tags,
      auth: 'user',
      before: [signedIn],
      response: ZDeleted,
    },
    async (c, { params }) => {
      await removeInstructionHours(c.var.ctx, params);
      return c.json({ deleted: true as const });
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/apprenticeships/:apprenticeshipId/apprentices/:userId/instruction-hours',
      summary:
        'The related-instruction hours recorded for an apprentice, newest day first, with who recorded them (the apprentice, a mentor, the employer, the sponsor)',
      tags,
      auth: 'user',
      before: [signedIn],
      response: ZInstructionHoursList,
    },
    async (c, { params }) => c.json({ items: await listInstructionHours(c.var.ctx, params) }),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/apprenticeships/:apprenticeshipId/apprentices/:userId/certificate',
      summary:
        "The apprentice's certificate of completion as a PDF (the apprentice, a mentor, the employer, the sponsor); audited",
      tags,
      auth: 'user',
      before: [signedIn],
      response: { contentType: 'application/pdf', description: 'The certificate of completion' },
    },
    async (c, { params }) => {
      const { row, pdf } = await completionCertificate(c.var.ctx, params.apprenticeshipId, params.userId);
      const name = `Certificate of Completion - ${row.apprenticeName}`.replace(/[^A-Za-z0-9 ._-]/g, '');
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}.pdf"`,
        'Cache-Control': 'no-store',
      });
    },
  );
  declare(
    app,
    {
      method: 'post',
      path: '/apprenticeships/:apprenticeshipId/apprentices/:userId/certificate/withdraw',
      summary:
        "Withdraw the apprentice's certificate of completion recorded in error, with the reason (the sponsor); it no longer downloads, their weeks and instruction hours open again; audited",
      tags,
      auth: 'user',
      before: [signedIn],
      body: ZCompletionWithdrawal,
      response: ZCompletionWithdrawn,
    },
    async (c, { params, body }) => c.json({ item: await withdrawCompletion(c.var.ctx, params, body) }),
  );
  return app;
}
