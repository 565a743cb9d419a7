/**
 * Console pages that work on, or filter by, an organization choose it through the shared OrgSelect
 * (org-picker.tsx), so every page labels, lays out and hides it alike; a page that builds its own
 * organization `<select>` again fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const PAGES = join(import.meta.dirname, '../..');

function pageSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageSources(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/**
 * A page's organization picker written out: the label's text right before a `<select>`, or the
 * "All organizations" choice as an option. (A form's required organization field is a FormField.)
 */
const HAND_ROLLED = [
  /\{text\.common\.organization\}(\{' '\})?\s*(<\/span>)?\s*<select/,
  /<option[^>]*>\s*\{text\.common\.allOrganizations\}/,
];

describe('organization pickers', () => {
  const files = pageSources(PAGES).filter((file) => !file.endsWith('org-picker.tsx'));

  it('reads the console pages', () => {
    expect(files.map((file) => relative(PAGES, file))).toContain('console/programs/TrainingPlansPage.tsx');
  });

  it('builds no organization select of its own outside OrgSelect', () => {
    const handRolled = files
      .filter((file) => HAND_ROLLED.some((pattern) => pattern.test(readFileSync(file, 'utf8'))))
      .map((file) => relative(PAGES, file));
    expect(handRolled).toEqual([]);
  });
});
