/** One endpoint to measure. Later features add their endpoints here. */
export interface BenchTarget {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Sign in as this demo user first. */
  as?: string;
  /** Prepare data before measuring (runs once, in-process, with the server's database). */
  prepare?: (ctx: { db: import('../../server/src/db/client.ts').Db; orgId: string }) => void;
}


export const targets: BenchTarget[] = [
  { name: 'GET /v1/external/supabase/users (200 users)', path: '/v1/external/supabase/users', as: 'superadmin@demo.pathcraft.test' },
];
