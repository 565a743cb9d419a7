import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingTranslations } from '@pathcraft/sdk';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Staff surfaces stay English (issue 28 item 4 names the visitor and invitee surfaces): the API explorer; the console, /org, program import and the material editor unless listed below. */
const STAFF_ONLY = [
  'hosted/src/pages/console/',
  'hosted/src/pages/org/',
  'hosted/src/pages/api-explorer/',
  'hosted/src/pages/program-import/',
  'widgets/src/materials/editor/',
  'hosted/src/pages/program-import/',
];

/**
 * Staff rooms that speak Spanish all the same: the sponsor's compliance room (issue 27), and the
 * console's frame and screens with the organization area (one language on a screen).
 */
const TRANSLATED_STAFF = [
  'hosted/src/pages/console/compliance/',
  'hosted/src/pages/console/parts/',
  'hosted/src/pages/org/',
  'widgets/src/materials/editor/',
];

const catalogues = ['widgets/src', 'hosted/src']
  .flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith('.messages.ts'))
      .map((e) => relative(root, join(e.parentPath, e.name))),
  )
  .filter(
    (file) => !STAFF_ONLY.some((dir) => file.startsWith(dir)) || TRANSLATED_STAFF.some((dir) => file.startsWith(dir)),
  )
  .sort();

describe('Spanish catalogues', () => {
  it('finds the visitor catalogues', () => {
    expect(catalogues).toContain('widgets/src/training-plans/training-plans.messages.ts');
    expect(catalogues).toContain('hosted/src/pages/invites/invites.messages.ts');
    expect(catalogues).toContain('hosted/src/pages/console/compliance/compliance.messages.ts');
    expect(catalogues).toContain('hosted/src/pages/console/parts/console.messages.ts');
    expect(catalogues).toContain('hosted/src/pages/console/parts/console-forms.messages.ts');
    expect(catalogues).toContain('hosted/src/pages/org/org.messages.ts');
    expect(catalogues.length).toBeGreaterThan(20);
  });

  it('every visitor catalogue has a Spanish one beside it', () => {
    const without = catalogues.filter(
      (file) => !existsSync(join(root, file.replace(/\.messages\.ts$/, '.messages.es.ts'))),
    );
    expect(
      without,
      `Add a Spanish catalogue (<area>.messages.es.ts, exporting \`es\`) beside: ${without.join(', ')}`,
    ).toEqual([]);
  });

  it.each(catalogues)('%s: no key missing or empty in Spanish', async (file) => {
    const spanishFile = join(root, file.replace(/\.messages\.ts$/, '.messages.es.ts'));
    if (!existsSync(spanishFile)) return; // the test above names it
    // The catalogue is the module's one exported object (`text`, or `formText`, `orgText` where a page imports two).
    const english = Object.values((await import(join(root, file))) as Record<string, unknown>).find(
      (value) => typeof value === 'object' && value !== null,
    );
    const spanish = ((await import(spanishFile)) as { es?: unknown }).es;
    const missing = missingTranslations(english, spanish);
    expect(missing, `Spanish texts missing or empty in ${relative(root, spanishFile)}: ${missing.join(', ')}`).toEqual(
      [],
    );
  });
});
