import { defineConfig } from 'drizzle-kit';

// The PostgreSQL tables are derived from the SQLite schema (server/src/db/schema/pg.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/pg.ts',
  out: './server/drizzle-pg',
});
