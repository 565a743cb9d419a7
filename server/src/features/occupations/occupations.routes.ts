import { normalizeOccupationCode, OCCUPATION_SEARCH_LIMIT, type OccupationList } from '@pathcraft/sdk';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/actor.ts';
import type { Deps } from '../../http/deps.ts';
import { requirePlace } from '../locations/lookup-place.ts';
import { limitVisitors } from '../rate-limit/limit-requests.ts';
import { requireKeyword, requireOccupation } from './find-occupation.ts';
import { findSchoolPrograms, SCHOOL_PROGRAMS_LIMIT } from './find-school-programs.ts';
import { getOccupationDetail } from './get-occupation-detail.ts';
import { certificationsForKeyword, certificationsForOccupation } from './rank-certifications.ts';
import { schoolNameAccess } from './school-name-access.ts';
import { searchOccupations } from './search-occupations.ts';

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

/** 'false', '0' or 'no' turn a part off; anything else (or nothing) leaves the default on. */
const flag = (value: string | undefined) => !/^(false|0|no)$/i.test(value?.trim() ?? '');

/** The occupation calls of 001 §7 under /v1/external/cos, in the CareerOneStop shapes the widget reads. */
export function occupationRoutes(deps: Deps) {
  const sqlite = deps.db.$client;
  const production = deps.config.env === 'production';
  const placeOf = (location: string | undefined) => (location?.trim() ? requirePlace(sqlite, location.trim()) : null);

  return new Hono<AppEnv>()
    .use('*', limitVisitors(deps, 'cos', VISITOR_LIMIT))
    .get('/occupations', (c) => {
      const keyword = requireKeyword(c.req.query('keyword'));
      const limit = searchLimit.parse(c.req.query('limit'));
      const hits = searchOccupations(sqlite, keyword, { limit });
      return c.json<OccupationList>({ OccupationList: hits.map((h) => ({ OnetTitle: h.title, OnetCode: h.code, OccupationDescription: h.description })) });
    })
    .get('/occupation', (c) => {
      const occupation = requireOccupation(sqlite, c.req.query('keyword'));
      const detail = getOccupationDetail(sqlite, occupation, {
        place: placeOf(c.req.query('location')),
        wages: flag(c.req.query('wages')),
        training: flag(c.req.query('training')),
        schoolNames: schoolNameAccess(sqlite, c.get('actor'), c.req.query(), production),
      });
      return c.json(detail);
    })
    .get('/training', (c) => {
      const occupation = requireOccupation(sqlite, c.req.query('keyword'));
      const limit = trainingLimit.parse(c.req.query('limit'));
      const access = schoolNameAccess(sqlite, c.get('actor'), c.req.query(), production);
      return c.json({ SchoolPrograms: findSchoolPrograms(sqlite, occupation, placeOf(c.req.query('location')), access, limit) });
    })
    .get('/certificationfinder', (c) => {
      const keyword = requireKeyword(c.req.query('keyword'));
      const limit = certificationLimit.parse(c.req.query('limit'));
      // An occupation code ranks for that occupation; words rank by themselves.
      const CertList = normalizeOccupationCode(keyword)
        ? certificationsForOccupation(sqlite, requireOccupation(sqlite, keyword), limit)
        : certificationsForKeyword(sqlite, keyword, limit);
      return c.json({ CertList });
    });
}
