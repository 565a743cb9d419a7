import {
  ZCourseFilesAdd,
  ZCourseFilesAdded,
  ZRosterEntry,
  ZRosterQuery,
  ZSectionOrder,
  ZSectionsOrdered,
} from '@pathcraft/sdk';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/actor.ts';
import { declare, listOf, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { addCourseFiles } from './add-course-files.ts';
import { readClassRoster } from './class-roster.ts';
import { reorderSections } from './reorder-sections.ts';
import type { RequestCtx } from './course-ctx.ts';

const tags = ['courses'];

/** Class writes that are more than one row: files added and published (docs/rules.md#courses-and-cohorts), sections reordered at once; and a class's roster. */
export function courseRoutes(deps: Deps) {
  const ctx = (c: Context<AppEnv>): RequestCtx => ({ ...c.var.ctx, publicUrl: deps.config.publicUrl });
  const app = routes();
  declare(
    app,
    {
      method: 'post',
      path: '/:courseId/cdn-files',
      summary: "Add stored files to a class's files (no duplicates)",
      tags,
      auth: 'user',
      body: ZCourseFilesAdd,
      response: ZCourseFilesAdded,
    },
    async (c, { params, body }) => c.json({ item: await addCourseFiles(ctx(c), params.courseId, body) }),
  );
  declare(
    app,
    {
      method: 'put',
      path: '/:courseId/sections/order',
      summary: "Reorder all of a class's sections at once",
      tags,
      auth: 'user',
      body: ZSectionOrder,
      response: ZSectionsOrdered,
    },
    async (c, { params, body }) => c.json(await reorderSections(ctx(c), params.courseId, body)),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/:courseId/roster',
      summary: "A class's learners (staff of its organization): name, e-mail, cohorts, enrolment date",
      tags,
      auth: 'user',
      query: ZRosterQuery,
      response: listOf(ZRosterEntry),
    },
    async (c, { params, query }) => c.json(await readClassRoster(deps.db, c.var.ctx.actor, params.courseId, query)),
  );
  return app;
}
