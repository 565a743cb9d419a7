import {
  normalizeOccupationCode,
  OCCUPATION_SEARCH_LIMIT,
  type OccupationList,
  SPONSOR_LIST_LIMIT,
  ZCertificateList,
  ZLicenseList,
  ZOccupationDetailResponse,
  ZOccupationList,
  ZSchoolProgramList,
  ZSponsorList,
} from '@pathcraft/sdk';
import { z } from 'zod';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { requirePlace } from '../locations/lookup-place.ts';
import { limitVisitors } from '../../http/limit-visitors.ts';
import { findLicenses, findSponsors, requireState } from './find-nearby.ts';
import { requireKeyword, requireOccupation } from './find-occupation.ts';
import { findSchoolPrograms, SCHOOL_PROGRAMS_LIMIT } from './find-school-programs.ts';
import { getOccupationDetail } from './get-occupation-detail.ts';
import { certificationsForKeyword, certificationsForOccupation } from './rank-certifications.ts';
import { schoolNameAccess } from './school-name-access.ts';
import { searchOccupations } from './search-occupations.ts';
import { fail } from '../../platform/errors.ts';

/** Anonymous visitors use the tool, so the limit is generous: a person typing never meets it, a scraper does. */
const VISITOR_LIMIT = { limit: 120, windowMs: 60_000 };

const zLimit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: `limit must be a whole number from 1 to ${max}` })
    .int(`limit must be a whole number from 1 to ${max}`)
    .min(1, `limit must be a whole number from 1 to ${max}`)
    .max(max, `limit must be a whole number from 1 to ${max}`)
    .default(fallback);
const searchLimit = zLimit(OCCUPATION_SEARCH_LIMIT, 100);
const trainingLimit = zLimit(SCHOOL_PROGRAMS_LIMIT, 100);
const certificationLimit = zLimit(20, 100);
const sponsorLimit = zLimit(SPONSOR_LIST_LIMIT, 50);

/** The location a nearby list needs, trimmed, or 400 'location is required'. */
function requireLocation(location: string | undefined): string {
  const value = location?.trim();
  if (!value) throw fail('bad_request', 'location is required');
  return value;
}

/** 'false', '0' or 'no' turn a part off; anything else (or nothing) leaves the default on. */
const flag = (value: string | undefined) => !/^(false|0|no)$/i.test(value?.trim() ?? '');

/** The occupation calls (docs/rules.md#training-plans) under /v1/external/cos, in the CareerOneStop shapes the widget reads. */
export function occupationRoutes(deps: Deps) {
  const production = deps.config.env === 'production';
  const placeOf = async (location: string | undefined) =>
    location?.trim() ? requirePlace(deps.db, location.trim()) : null;

  const app = routes();
  app.use('*', limitVisitors(deps, 'cos', VISITOR_LIMIT));
  const tags = ['occupations'];
  const ZKeyword = z.object({ keyword: z.string().optional().openapi({ description: 'Words or an O*NET-SOC code.' }) });
  const ZPlace = z.object({ location: z.string().optional().openapi({ description: 'A ZIP code or state.' }) });
  const ZOptLimit = z.object({ limit: z.string().optional() });
  declare(
    app,
    {
      method: 'get',
      path: '/occupations',
      summary: 'Occupations matching a keyword',
      tags,
      auth: 'public',
      query: ZKeyword.merge(ZOptLimit),
      response: ZOccupationList,
    },
    async (c, { query }) => {
      const keyword = requireKeyword(query.keyword);
      const limit = searchLimit.parse(query.limit);
      const hits = await searchOccupations(deps.db, keyword, { limit });
      return c.json<OccupationList>({
        OccupationList: hits.map((h) => ({
          OnetTitle: h.title,
          OnetCode: h.code,
          OccupationDescription: h.description,
        })),
      });
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/occupation',
      summary: "One occupation's detail: knowledge, skills, wages, training",
      tags,
      auth: 'public',
      query: ZKeyword.merge(ZPlace).extend({
        wages: z.string().optional(),
        training: z.string().optional(),
        orgId: z
          .string()
          .optional()
          .openapi({ description: 'The organization whose plan decides whether school names show.' }),
        debug: z.string().optional().openapi({ description: "'true' shows school names outside production." }),
      }),
      response: ZOccupationDetailResponse,
    },
    async (c, { query }) => {
      // The occupation is checked first (its refusal), then the place.
      const occupation = await requireOccupation(deps.db, query.keyword);
      const detail = await getOccupationDetail(deps.db, occupation, {
        place: await placeOf(query.location),
        wages: flag(query.wages),
        training: flag(query.training),
        schoolNames: await schoolNameAccess(deps.db, c.var.ctx.actor, c.req.query(), production),
      });
      return c.json(detail);
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/training',
      summary: 'School programs for an occupation near a place',
      tags,
      auth: 'public',
      query: ZKeyword.merge(ZPlace).merge(ZOptLimit),
      response: ZSchoolProgramList,
    },
    async (c, { query }) => {
      const limit = trainingLimit.parse(query.limit);
      const occupation = await requireOccupation(deps.db, query.keyword);
      const access = await schoolNameAccess(deps.db, c.var.ctx.actor, c.req.query(), production);
      const SchoolPrograms = await findSchoolPrograms(
        deps.db,
        occupation,
        await placeOf(query.location),
        access,
        limit,
      );
      return c.json({ SchoolPrograms });
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/certificationfinder',
      summary: 'Certifications for an occupation or keyword',
      tags,
      auth: 'public',
      query: ZKeyword.merge(ZOptLimit),
      response: ZCertificateList,
    },
    async (c, { query }) => {
      const keyword = requireKeyword(query.keyword);
      const limit = certificationLimit.parse(query.limit);
      // An occupation code ranks for that occupation; words rank by themselves.
      const CertList = normalizeOccupationCode(keyword)
        ? await certificationsForOccupation(deps.db, await requireOccupation(deps.db, keyword), limit)
        : await certificationsForKeyword(deps.db, keyword, limit);
      return c.json({ CertList });
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/apprenticeship-sponsors',
      summary: 'Registered apprenticeship sponsors that train an occupation, nearest to a ZIP code first',
      description:
        'From the U.S. DOL apprenticeship.gov Partner Finder (2026-08-10). The data has no California sponsors: StateCovered is then false and the nearest are in other states.',
      tags,
      auth: 'public',
      query: ZKeyword.merge(
        z.object({ location: z.string().optional().openapi({ description: 'A ZIP code: five digits or a ZIP+4.' }) }),
      ).merge(ZOptLimit),
      response: ZSponsorList,
    },
    async (c, { query }) => {
      const limit = sponsorLimit.parse(query.limit);
      const occupation = await requireOccupation(deps.db, query.keyword);
      const place = await requirePlace(deps.db, requireLocation(query.location));
      return c.json(await findSponsors(deps.db, occupation, place, limit));
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/licenses',
      summary: 'The occupational licenses a state requires for an occupation, then federal ones',
      description:
        'From CareerOneStop (October 2024). The data has no California licenses: StateCovered is then false.',
      tags,
      auth: 'public',
      query: ZKeyword.merge(
        z.object({
          location: z
            .string()
            .optional()
            .openapi({ description: 'A ZIP code (five digits or a ZIP+4) or a two-letter state code.' }),
        }),
      ),
      response: ZLicenseList,
    },
    async (c, { query }) => {
      const occupation = await requireOccupation(deps.db, query.keyword);
      const state = await requireState(deps.db, requireLocation(query.location));
      return c.json(await findLicenses(deps.db, occupation, state));
    },
  );
  return app;
}
