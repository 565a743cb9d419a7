/**
 * How the server tests' template (template.ts) is named between processes. Imports nothing: the
 * global setup loads it, and vite loads global setups without the pathcraft-source condition.
 */

/** The template's data folder, set by the global setup for the test workers. */
export const TEMPLATE_DIR_ENV = 'PATHCRAFT_TEST_TEMPLATE_DIR';
/** PostgreSQL: the template database on PATHCRAFT_TEST_PG_URL's server. */
export const TEMPLATE_PG_ENV = 'PATHCRAFT_TEST_TEMPLATE_PG';

/** What the template process writes to the file named on its command line. */
export interface TemplateBuilt {
  pgDatabase: string | null;
}
