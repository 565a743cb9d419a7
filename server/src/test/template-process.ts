/**
 * The server tests' template (template.ts), made or dropped in a process of its own that
 * global-setup.ts starts with tsx and the pathcraft-source condition: vite loads global setups
 * without that condition, so there the seed would need a built sdk/dist, which a fresh clone lacks.
 *
 *   build <empty folder> <result file>   migrates and seeds; writes TemplateBuilt to the result file
 *   drop <database>                      drops the template database (PostgreSQL)
 *
 * PostgreSQL when PATHCRAFT_TEST_PG_URL is set; `build` then first drops templates killed runs left.
 */
import { writeFileSync } from 'node:fs';
import { buildTemplate, dropTemplateDatabases } from './template.ts';
import type { TemplateBuilt } from './template-names.ts';

const [command, first, second] = process.argv.slice(2);
if (command === 'build' && first && second) {
  if (process.env.PATHCRAFT_TEST_PG_URL) await dropTemplateDatabases();
  const built: TemplateBuilt = { pgDatabase: await buildTemplate(first) };
  writeFileSync(second, JSON.stringify(built));
} else if (command === 'drop' && first) {
  await dropTemplateDatabases(first);
} else {
  throw new Error('usage: template-process.ts build <folder> <result file> | drop <database>');
}
