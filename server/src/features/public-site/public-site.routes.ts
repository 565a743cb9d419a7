import { ZPublicCourseParams, ZPublicCoursePage, ZPublicPathwayPage, ZPublicPathwayParams } from '@pathcraft/sdk';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { readPublicCourse } from './read-public-course.ts';
import { readPublicPathway } from './read-public-pathway.ts';

const tags = ['public site'];

/** The public course and pathway pages' reads (docs/rules.md#public-site): anyone may call them; only public rows and fields come back. */
export function publicSiteRoutes(deps: Deps) {
  const app = routes();
  declare(
    app,
    {
      method: 'get',
      path: '/orgs/:orgSlug/courses/:courseKey/:courseValue',
      summary: "A public course page's course, by id or slug",
      tags,
      auth: 'optional',
      params: ZPublicCourseParams,
      response: ZPublicCoursePage,
    },
    async (c, { params }) => c.json(await readPublicCourse(deps.db, c.var.ctx.actor, params)),
  );
  declare(
    app,
    {
      method: 'get',
      path: '/orgs/:orgSlug/pathways/:pathwayId',
      summary: "A public pathway page's pathway, its courses and certificates",
      tags,
      auth: 'optional',
      params: ZPublicPathwayParams,
      response: ZPublicPathwayPage,
    },
    async (c, { params }) => c.json(await readPublicPathway(deps.db, c.var.ctx.actor, params)),
  );
  return app;
}
