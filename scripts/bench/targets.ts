import { COMMUNITY_PAGE_ID } from '../../server/src/seed/sample-content.ts';
import { BENCH_GROUP_ID, BENCH_QUESTIONS, seedAssistantCorpus } from './assistant.ts';

/** One endpoint to measure. Later features add their endpoints here. */
export interface BenchTarget {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Sign in as this demo user first. */
  as?: string;
  /** Request headers besides the sign-in's. */
  headers?: Record<string, string>;
  /** Prepare data before measuring (runs once, in-process, with the server's database). */
  prepare?: (ctx: { db: import('../../server/src/db/client.ts').Db; orgId: string }) => Promise<unknown>;
}

// Signed in, because visitors are limited to 120 requests a minute per IP address.
export const targets: BenchTarget[] = [
  {
    name: 'GET /v1/external/supabase/users (200 users)',
    path: '/v1/external/supabase/users',
    as: 'superadmin@demo.pathcraft.test',
  },
  {
    name: 'GET /v1/external/supabase/resources',
    path: '/v1/external/supabase/resources',
    as: 'superadmin@demo.pathcraft.test',
  },
  // The two lists again, read anew on every request past the answer cache (the first request's cost).
  {
    name: 'GET …/users, read anew (no-cache)',
    path: '/v1/external/supabase/users',
    as: 'superadmin@demo.pathcraft.test',
    headers: { 'cache-control': 'no-cache' },
  },
  {
    name: 'GET …/resources, read anew (no-cache)',
    path: '/v1/external/supabase/resources',
    as: 'superadmin@demo.pathcraft.test',
    headers: { 'cache-control': 'no-cache' },
  },
  {
    name: 'GET /v1/public/pages/:pageId (public page)',
    path: `/v1/public/pages/${COMMUNITY_PAGE_ID}`,
    as: 'superadmin@demo.pathcraft.test',
  },
  {
    name: "GET /v1/external/cos/occupations ('CNC Operator')",
    path: '/v1/external/cos/occupations?keyword=CNC%20Operator',
    as: 'superadmin@demo.pathcraft.test',
  },
  {
    name: 'GET /v1/external/cos/occupation (51-9161.00 at 15238)',
    path: '/v1/external/cos/occupation?keyword=51-9161.00&location=15238',
    as: 'superadmin@demo.pathcraft.test',
  },
  {
    name: 'POST /v1/api/content/vectorSearch (5,000 resources)',
    path: '/v1/api/content/vectorSearch',
    method: 'POST',
    body: { prompt: BENCH_QUESTIONS[0], parentIds: [BENCH_GROUP_ID] },
    as: 'superadmin@demo.pathcraft.test',
    prepare: ({ db, orgId }) => seedAssistantCorpus(db, orgId),
  },
];
