import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { countRequests, DEMO_PASSWORD, expectFitsPhone, useBrowser } from './browser.ts';

const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-program-import';
const PATH = '/internal/file-parse';
const ADMIN = 'admin.workforce@demo.pathcraft.test';
const STUDENT = 'student.workforce@demo.pathcraft.test';
const FIXTURES = resolve(import.meta.dirname, '../../server/src/features/program-import/fixtures');

/** Opens the page signed in: the login page brings the person back to it. */
async function signInAt(page: Page, email: string) {
  await page.goto(PATH);
  await page.waitForURL(/\/login\?/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Opens the page as a new history entry (a link, a typed address): a review kept in the entry of
 * an earlier visit (through a reload or Back) is not brought back.
 */
async function openAfresh(page: Page) {
  await page.goto('about:blank');
  await page.goto(PATH);
}

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const toast = (page: Page, text: string) => page.locator('.pc-toast').filter({ hasText: text });

/**
 * Deletes the organization's templates with these codes through the data API, as the signed-in
 * admin: a program left by an earlier try of this suite would be refused as existing.
 */
async function deleteTemplates(page: Page, codes: { rapidsCode: string; onetCode: string }) {
  const { problems, deleted } = await page.evaluate(async ({ rapidsCode, onetCode }) => {
    const { token } = JSON.parse(localStorage.getItem('pathcraft.session') ?? '{}') as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const problems: string[] = [];
    let deleted = 0;
    for (const [field, value] of [
      ['rapidsCode', rapidsCode],
      ['occupationONetCode', onetCode],
    ] as const) {
      if (!value) continue;
      const found = await fetch(
        `/v1/external/supabase/apprenticeshipTemplates?f.${field}[eq]=${encodeURIComponent(value)}&select=id`,
        { headers },
      );
      if (!found.ok) problems.push(`list ${field}: ${found.status}`);
      const { items = [] } = (await found.json()) as { items?: { id: string }[] };
      for (const { id } of items) {
        const gone = await fetch(`/v1/external/firebase/store/apprenticeshipTemplates?id=${encodeURIComponent(id)}`, {
          method: 'DELETE',
          headers,
        });
        if (!gone.ok) problems.push(`delete ${id}: ${gone.status}`);
        else deleted++;
      }
    }
    return { problems, deleted };
  }, codes);
  expect(problems).toEqual([]);
  return deleted;
}

/** How many of the organization's programs have this RAPIDS code, read through the data API as the signed-in admin. */
async function programsWithRapidsCode(page: Page, rapidsCode: string): Promise<number> {
  return await page.evaluate(async (code) => {
    const { token } = JSON.parse(localStorage.getItem('pathcraft.session') ?? '{}') as { token: string };
    const found = await fetch(
      `/v1/external/supabase/apprenticeshipTemplates?f.rapidsCode[eq]=${encodeURIComponent(code)}&select=id`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (!found.ok) throw new Error(`list: ${found.status}`);
    return ((await found.json()) as { items: unknown[] }).items.length;
  }, rapidsCode);
}

/** The field's error as the page shows it (the message below the input). */
const errorOf = async (field: Locator) => {
  const id = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    id
      .split(/\s+/)
      .filter(Boolean)
      .map((one) => field.page().locator(`[id="${one}"]`).innerText()),
  );
  return texts.join(' ');
};

const LABELS = { title: 'Title', description: 'Description', estimatedLength: 'Estimated length' } as const;
const REQUIRED = {
  title: 'Title is required.',
  description: 'Description is required.',
  estimatedLength: 'Estimated length is required.',
} as const;
/** A field by its label; a required field's label ends with its asterisk. */
const input = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[*.]/g, '\\$&')}( \\*)?$`));
const total = (page: Page) => page.locator('.competency-total').innerText();
const expectTotal = (page: Page, text: string) => expect.poll(() => total(page)).toBe(text);

/**
 * One fixture per format, each with a field the review fixes, and a part of the review it
 * exercises: a code look-up on the details, or the competency rows.
 */
const FILES: {
  file: string;
  fix: keyof typeof LABELS;
  onDetails?: (page: Page) => Promise<void>;
  onCompetencies?: (page: Page) => Promise<void>;
}[] = [
  {
    file: 'electrician.docx',
    fix: 'description',
    // Editing the RAPIDS code looks it up and offers its O*NET code.
    onDetails: async (page) => {
      const lookups = countRequests(page, 'GET', '/v1/program-import/lookup');
      await input(page, 'O*NET code').fill('');
      await input(page, 'RAPIDS code').fill('');
      await input(page, 'RAPIDS code').fill('0159');
      await page.getByRole('button', { name: 'Use 47-2111.00' }).click();
      expect(await input(page, 'O*NET code').inputValue()).toBe('47-2111.00');
      expect(await page.getByRole('button', { name: /^Use / }).count()).toBe(0);
      expect(lookups.count).toBeGreaterThan(0);
    },
  },
  {
    file: 'welder.pptx',
    fix: 'title',
    // Rows are edited, added and removed; the total follows them.
    onCompetencies: async (page) => {
      await expectTotal(page, 'Total 4,000 of 4,000 OJT hours');
      const first = page.getByRole('group', { name: 'Competency 1', exact: true });
      const hours = Number(await input(first, 'Hours').inputValue());
      await input(first, 'Hours').fill(String(hours - 100));
      await expectTotal(page, 'Total 3,900 of 4,000 OJT hours');
      await page.getByRole('button', { name: 'Add competency' }).click();
      const added = page.getByRole('group', { name: 'Competency 13', exact: true });
      await expect.poll(() => input(added, 'Competency').evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByRole('button', { name: 'Save' }).click();
      await added.getByText('Describe the competency.').waitFor();
      await input(added, 'Competency').fill('Pipe welding in the 6G position');
      await input(added, 'Hours').fill('100');
      await expectTotal(page, 'Total 4,000 of 4,000 OJT hours');
      await added.getByRole('button', { name: 'Remove competency 13' }).click();
      await expectTotal(page, 'Total 3,900 of 4,000 OJT hours');
    },
  },
  {
    file: 'hvac.xlsx',
    fix: 'estimatedLength',
    // An empty occupation name is looked up from the O*NET code on Next.
    onDetails: async (page) => {
      expect(await input(page, 'O*NET code').inputValue()).toBe('49-9021.00');
      await input(page, 'Occupation name').fill('');
    },
    onCompetencies: async (page) => {
      await page.getByRole('button', { name: 'Back' }).click();
      await step(page, '1. Review Details').waitFor();
      expect(await input(page, 'Occupation name').inputValue()).not.toBe('');
      await page.getByRole('button', { name: 'Next' }).click();
      await step(page, '2. Review Competencies').waitFor();
    },
  },
];

describe('program import (/internal/file-parse)', () => {
  let page: Page;
  /** The codes of each file's saved program (once per file, should a test be retried). */
  const saved = new Map<string, { rapidsCode: string; onetCode: string }>();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAt(page, ADMIN);
    await page.getByRole('heading', { level: 1, name: 'Import a Training Program' }).waitFor();
  });

  afterAll(async () => {
    // Leave the shared demo as it was for the suites that run later.
    for (const codes of saved.values()) expect(await deleteTemplates(page, codes)).toBeGreaterThan(0);
  });

  it('is in the console navigation of an organization admin', async () => {
    expect(
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Program import' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it.each(FILES)(
    'imports $file, fixed in review, once, and refuses it the second time',
    async ({ file, fix, onDetails, onCompetencies }) => {
      const shot = file.replace(/\W/g, '-');
      await openAfresh(page);
      await step(page, 'Upload').waitFor();
      await expectAccessible(page, `${file}: upload`);
      if (file === FILES[0]!.file) await expectFitsPhone(page, SHOTS, 'upload', { wide: true });

      const parses = countRequests(page, 'POST', '/v1/program-import/parse');
      await page.getByLabel('Choose a file').setInputFiles(resolve(FIXTURES, file));
      await step(page, '1. Review Details').waitFor();
      expect(parses.count).toBe(1);
      await page.getByText(file, { exact: true }).waitFor();
      const codes = {
        rapidsCode: await input(page, 'RAPIDS code').inputValue(),
        onetCode: await input(page, 'O*NET code').inputValue(),
      };
      await deleteTemplates(page, codes);
      await expectAccessible(page, `${file}: details`);
      await expectFitsPhone(page, SHOTS, `${shot}-details`, { wide: true });

      // The review fixes a field: emptied, Next names it and stays; filled, Next goes on.
      await onDetails?.(page);
      const field = input(page, LABELS[fix]);
      const value = (await field.inputValue()) || `Reviewed ${fix}`;
      await field.fill('');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(REQUIRED[fix], { exact: true }).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await field.fill(value);
      await page.getByRole('button', { name: 'Next' }).click();

      await step(page, '2. Review Competencies').waitFor();
      expect(await total(page)).toMatch(/^Total [\d,]+ of [\d,]+ OJT hours$/);
      await expectAccessible(page, `${file}: competencies`);
      await expectFitsPhone(page, SHOTS, `${shot}-competencies`, { wide: true });
      await onCompetencies?.(page);

      // A double click on Save sends one request and makes one program.
      const saves = countRequests(page, 'POST', '/v1/program-import');
      await page.getByRole('button', { name: 'Save' }).dblclick();
      await toast(page, 'Training Program saved!').waitFor();
      saved.set(file, codes);
      expect(saves.count).toBe(1);
      expect(await programsWithRapidsCode(page, codes.rapidsCode)).toBe(1);
      // Cleared back to the upload.
      await step(page, 'Upload').waitFor();

      // The same file again: '1. Review Details' says the program exists, under both codes, and goes no further.
      const checks = countRequests(page, 'GET', '/v1/program-import/existing');
      await page.getByLabel('Choose a file').setInputFiles(resolve(FIXTURES, file));
      await step(page, '1. Review Details').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      const warning = page
        .getByRole('alert')
        .filter({ hasText: /^Training Program exists: “.+” has the same RAPIDS and O\*NET codes\./ });
      await warning.waitFor();
      expect(checks.count).toBe(1);
      for (const label of ['RAPIDS code', 'O*NET code']) {
        expect(await errorOf(input(page, label))).toContain('Training Program exists');
        expect(await input(page, label).getAttribute('aria-invalid')).toBe('true');
      }
      await step(page, '1. Review Details').waitFor();
      if (file === FILES[0]!.file) await expectFitsPhone(page, SHOTS, 'exists-at-details', { wide: true });
      // Another RAPIDS code still shares the O*NET code: only that one is named.
      await input(page, 'RAPIDS code').fill('9999');
      expect(await errorOf(input(page, 'RAPIDS code'))).not.toContain('Training Program exists');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('alert').filter({ hasText: 'has the same O*NET code.' }).waitFor();
      expect(await errorOf(input(page, 'O*NET code'))).toContain('Training Program exists');
      expect(saves.count).toBe(1);
    },
  );

  it('refuses at step 1, under each field, an O*NET code, a RAPIDS code, hours and a title that are not right', async () => {
    await openAfresh(page);
    await page.getByLabel('Choose a file').setInputFiles(resolve(FIXTURES, 'welder.pptx'));
    await step(page, '1. Review Details').waitFor();
    const typed: [label: string, value: string, error: string][] = [
      ['Title', 'x'.repeat(600), 'A title has at most 300 characters.'],
      ['Instruction hours', '−5 hours', 'Instruction hours can not be negative.'],
      ['OJT hours', '0', 'OJT hours must be more than 0.'],
      ['RAPIDS code', 'ABC', 'A RAPIDS code is 4 digits, then up to 3 letters (like 0159 or 0622CB).'],
      ['O*NET code', 'not-a-code', 'The O*NET code must look like 47-2111.00.'],
    ];
    for (const [label, value] of typed) await input(page, label).fill(value);
    const checks = countRequests(page, 'GET', '/v1/program-import/existing');
    await page.getByRole('button', { name: 'Next' }).click();
    for (const [label, , error] of typed) {
      await expect.poll(() => errorOf(input(page, label))).toBe(error);
      expect(await input(page, label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(await page.getByText(/is required\.$/).count()).toBe(0);
    // The first wrong field has the focus; the page stays at step 1 and asks the server nothing.
    expect(await input(page, 'Title').evaluate((el) => el === document.activeElement)).toBe(true);
    await step(page, '1. Review Details').waitFor();
    expect(checks.count).toBe(0);
    await expectAccessible(page, 'details with wrong values');
    await expectFitsPhone(page, SHOTS, 'wrong-values', { wide: true });

    // Put right, they pass: an O*NET code without its detail digits too.
    for (const [label, value] of [
      ['Title', 'Welder Apprenticeship Program'],
      ['Instruction hours', '288'],
      ['OJT hours', '4,000'],
      ['RAPIDS code', '9998CB'],
      ['O*NET code', '51-4122'],
    ])
      await input(page, label!).fill(value!);
    await page.getByRole('button', { name: 'Next' }).click();
    await step(page, '2. Review Competencies').waitFor();
    expect(checks.count).toBe(1);
    expect(await total(page)).toBe('Total 4,000 of 4,000 OJT hours');
  });

  it('sends one save for a double click on Save, even when the first click is answered before the second', async () => {
    await openAfresh(page);
    await page.getByLabel('Choose a file').setInputFiles(resolve(FIXTURES, 'welder.pptx'));
    await step(page, '1. Review Details').waitFor();
    const codes = { rapidsCode: '9997CB', onetCode: '51-4121.03' };
    await input(page, 'RAPIDS code').fill(codes.rapidsCode);
    await input(page, 'O*NET code').fill(codes.onetCode);
    const check = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/program-import/existing');
    await page.getByRole('button', { name: 'Next' }).click();
    const organizationId = new URL((await check).url()).searchParams.get('organizationId');
    await step(page, '2. Review Competencies').waitFor();
    // Meanwhile another admin saves the same program: this one's save is refused, and at once.
    const program = {
      title: 'Welder',
      description: 'Welds.',
      industryCode: '31',
      type: 'CB',
      estimatedLength: '2 years',
      instructionHours: 288,
      ojtHours: 4000,
      occupationName: 'Welders',
      rapidsCode: codes.rapidsCode,
      occupationONetCode: codes.onetCode,
      competencies: [],
      competencyGroups: [],
    };
    const other = await page.evaluate(
      async (body) => {
        const { token } = JSON.parse(localStorage.getItem('pathcraft.session') ?? '{}') as { token: string };
        return (
          await fetch('/v1/program-import', {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status;
      },
      { organizationId, program },
    );
    expect(other).toBe(201);
    saved.set('double click', codes);

    // Saves are counted in the page as they are sent, so a count read after the click is final.
    await page.evaluate(() => {
      const counter = window as unknown as { savesSent: number };
      counter.savesSent = 0;
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const request = new Request(input, init);
        if (request.method === 'POST' && new URL(request.url).pathname === '/v1/program-import') counter.savesSent++;
        return send(input, init);
      };
    });
    const sent = () =>
      page.evaluate(
        () =>
          new Promise<number>((r) => setTimeout(() => r((window as unknown as { savesSent: number }).savesSent), 0)),
      );
    const answered = () =>
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/program-import',
      );
    const save = page.getByRole('button', { name: 'Save' });
    let answer = answered();
    await save.click();
    await answer;
    await page.getByRole('alert').filter({ hasText: 'Training Program exists' }).waitFor();
    expect(await sent()).toBe(1);

    // The reviewer double-clicks Save again. The refusal is hidden while the save runs and shown
    // again when it is answered, so Save is back under the pointer when the second click lands.
    await save.scrollIntoViewIfNeeded();
    const box = (await save.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    answer = answered();
    await page.mouse.down();
    await page.mouse.up();
    await answer;
    await page.getByRole('alert').filter({ hasText: 'Training Program exists' }).waitFor();
    await expect.poll(() => save.isEnabled()).toBe(true);
    expect(await save.boundingBox()).toEqual(box);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    expect(await sent()).toBe(2);
    expect(await programsWithRapidsCode(page, codes.rapidsCode)).toBe(1);
  });

  it('keeps the review and its edits through a reload and Back, and starts afresh when the page is opened anew', async () => {
    await openAfresh(page);
    const parses = countRequests(page, 'POST', '/v1/program-import/parse');
    await page.getByLabel('Choose a file').setInputFiles(resolve(FIXTURES, 'welder.pptx'));
    await step(page, '1. Review Details').waitFor();
    await input(page, 'Title').fill('Welder, reviewed before a reload');
    await page.reload();
    await step(page, '1. Review Details').waitFor();
    expect(await input(page, 'Title').inputValue()).toBe('Welder, reviewed before a reload');
    await page.getByText('welder.pptx', { exact: true }).waitFor();

    // Away to another page and Back: the same step, the same edits, and the file was read once.
    await page.goto('/apprentices');
    await page.getByRole('heading', { level: 1, name: 'Apprentices' }).waitFor();
    await page.goBack();
    await step(page, '1. Review Details').waitFor();
    expect(await input(page, 'Title').inputValue()).toBe('Welder, reviewed before a reload');
    expect(parses.count).toBe(1);

    // Opened anew: the upload.
    await openAfresh(page);
    await step(page, 'Upload').waitFor();
  });

  it('reads a dropped file, and shows the server refusing a file that is not what its name says', async () => {
    await openAfresh(page);
    await step(page, 'Upload').waitFor();
    const drop = async (name: string, bytes: Buffer) => {
      const transfer = await page.evaluateHandle(
        ({ name, base64 }) => {
          const data = new DataTransfer();
          data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name));
          return data;
        },
        { name, base64: bytes.toString('base64') },
      );
      await page.locator('.file-drop').dispatchEvent('drop', { dataTransfer: transfer });
    };
    await drop('not-a-program.docx', Buffer.from('plain text, not a Word document'));
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).not.toBe('');
    await step(page, 'Upload').waitFor();

    // While the server reads the file, the page names it and takes no other.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/v1/program-import/parse**', async (route) => {
      await held;
      await route.continue();
    });
    await drop('hvac.xlsx', readFileSync(resolve(FIXTURES, 'hvac.xlsx')));
    await page.getByRole('status').filter({ hasText: 'Reading hvac.xlsx...' }).waitFor();
    expect(await page.getByLabel('Choose a file').isDisabled()).toBe(true);
    release();
    await step(page, '1. Review Details').waitFor();
    await page.unroute('**/v1/program-import/parse**');
  });

  it('lets a super admin choose the organization', async () => {
    const superAdmin = await newPage();
    await signInAt(superAdmin, 'superadmin@demo.pathcraft.test');
    await step(superAdmin, 'Upload').waitFor();
    await superAdmin.getByLabel('Organization').selectOption({ label: 'Three Rivers Workforce Partnership' });
    await superAdmin.waitForURL(/org=/);
    await step(superAdmin, 'Upload').waitFor();
    expect(
      await superAdmin
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Program import' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await expectAccessible(superAdmin, 'super admin upload');
  });

  it('sends a student elsewhere', async () => {
    const student = await newPage();
    await signInAt(student, STUDENT);
    await student.waitForURL((url) => url.pathname === '/account');
  });
});
