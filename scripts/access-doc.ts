/**
 * `npx tsx scripts/access-doc.ts`: writes docs/access.md from the access table
 * (server/src/http/access-table.ts), formatted as `npm run format` leaves it; the access matrix
 * test fails while they differ.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { accessMarkdown } from '../server/src/http/access-table.ts';
import { ROOT } from './build/index.ts';

const file = join(ROOT, 'docs/access.md');
writeFileSync(file, accessMarkdown());
execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', file], { cwd: ROOT, stdio: 'inherit' });
