import { mkdirSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mondayOf } from '@pathcraft/sdk';
import { pageText } from '../../server/src/test/pdf-page-text.ts';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, expectFitsPhone, signIn, useBrowser } from './browser.ts';

/**
 * The apprentice's related instruction from classes and the certificate of completion, on a program
 * of its own in the community organization (so no other suite's demo program changes): 40 OJT hours
 * and 8 RTI hours, which one class (Job Search Bootcamp) counts for. The apprentice logs the week,
 * the sponsor approves it, the class is marked completed: the certificate is issued, and the
 * apprentice downloads it as a PDF read back here. An earlier week the sponsor returned is no
 * longer offered to fix once the certificate is issued (the server refuses it: sdk weekChangeRefusal).
 */
const { newPage, baseUrl } = useBrowser();
const SHOTS = '/tmp/shots-progress-certificate';
const ORG = 'demo-community-org';
const APPRENTICE = 'student.community@demo.pathcraft.test';
const APPRENTICE_ID = 'demo-cm-student';
const SPONSOR = 'admin.community@demo.pathcraft.test';
const PROGRAM = 'Community Resource Navigator';
const CLASS_ID = 'demo-course-job-search';
const WEEK = mondayOf(new Date());
/** Two weeks before this one: the week the apprentice logs is after the start. */
const START = mondayOf(new Date(Date.now() - 14 * 86_400_000));
/** Last week: sent before the certificate and never reviewed, it waits in no queue once it is issued. */
const LAST_WEEK = mondayOf(new Date(Date.now() - 7 * 86_400_000));

/** A demo person's bearer token. */
async function tokenOf(email: string): Promise<string> {
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** The API as one demo person (the setup a sponsor would do elsewhere in the console). */
async function apiAs(email: string) {
  const token = await tokenOf(email);
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  };
}

/** A program of the community organization, made by the sponsor, with the demo student as its apprentice; its id. */
async function programWithApprentice(fields: Record<string, unknown>): Promise<string> {
  const sponsor = await apiAs(SPONSOR);
  const created = await sponsor('POST', '/v1/external/supabase/apprenticeships', { orgId: ORG, ...fields });
  const apprenticeshipId = String(created.docId);
  await sponsor('POST', '/v1/external/supabase/apprenticeshipUsers', {
    orgId: ORG,
    apprenticeshipId,
    userId: APPRENTICE_ID,
    role: 'apprentice',
  });
  return apprenticeshipId;
}

async function as(email: string, path: string): Promise<Page> {
  const page = await newPage();
  await signIn(page, email, path);
  return page;
}

const programSection = (page: Page) =>
  page.getByTestId('progress-apprentice').filter({ has: page.getByRole('heading', { name: new RegExp(PROGRAM) }) });

/** Today's UTC day as the page shows a day ('Nov 28, 2026'), as the weeks above it read. */
function todayAsShown(): string {
  const now = new Date();
  const day = new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(day);
}

describe("the apprentice's related instruction from classes, and the certificate of completion", () => {
  let sponsor: Awaited<ReturnType<typeof apiAs>>;
  let programId: string;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    sponsor = await apiAs(SPONSOR);
    const apprenticeshipId = await programWithApprentice({
      title: PROGRAM,
      occupationName: 'Community Health Workers',
      rapidsCode: '2020CB',
      ojtHours: 40,
      instructionHours: 8,
      startDate: START,
      instructionClasses: [{ courseId: CLASS_ID, hours: 8 }],
    });
    programId = apprenticeshipId;
    // An earlier week the sponsor returned: fixable until the certificate closes the record.
    const returned = (await (
      await apiAs(APPRENTICE)
    )('POST', '/v1/progress/logs', {
      apprenticeshipId,
      weekStart: START,
      entries: [{ workProcessId: 'ojt', hours: 6 }],
    })) as { item: { id: string } };
    await sponsor('POST', `/v1/progress/logs/${returned.item.id}/review`, {
      decision: 'return',
      comment: 'Which days were these?',
    });
    // Last week, sent and not reviewed yet (too few hours to count toward completion anyway).
    await (await apiAs(APPRENTICE))('POST', '/v1/progress/logs', {
      apprenticeshipId,
      weekStart: LAST_WEEK,
      entries: [{ workProcessId: 'ojt', hours: 4 }],
    });
  });

  it('the apprentice logs the week: no hours from classes yet, no certificate', async () => {
    const page = await as(APPRENTICE, '/account');
    const section = programSection(page);
    await section.waitFor();
    expect(await section.getByTestId('progress-rti-from').textContent()).toBe(
      '0 hours from completed classes · 0 hours recorded by the instruction provider',
    );
    await section.getByText('Related-instruction classes').click();
    await section.getByText('Job Search Bootcamp').waitFor();
    // The returned week can be fixed while the record is open.
    const returnedWeek = section.getByTestId('progress-weeks').locator(`tr[data-week="${START}"]`);
    expect(await returnedWeek.textContent()).toContain('Which days were these?');
    expect(await returnedWeek.getByRole('button', { name: 'Fix' }).count()).toBe(1);
    await section.getByLabel('Hours: On-the-job training').fill('40');
    await section.getByRole('button', { name: 'Send for approval' }).click();
    await page.getByRole('status').filter({ hasText: 'Sent.' }).waitFor();
    expect(await section.getByTestId('progress-certificate').count()).toBe(0);
  });

  it('the sponsor approves it; with the class still to complete, nothing is issued', async () => {
    const page = await as(SPONSOR, '/account');
    const item = page.locator(`li.progress-queue__item[data-week="${WEEK}"][data-user="${APPRENTICE_ID}"]`);
    await item.waitFor();
    // Last week waits for review too, while the record is open.
    await page.locator(`li.progress-queue__item[data-week="${LAST_WEEK}"][data-user="${APPRENTICE_ID}"]`).waitFor();
    await item.getByRole('button', { name: /^Approve:/ }).click();
    await item.waitFor({ state: 'detached' });

    const apprentice = await as(APPRENTICE, '/account');
    const section = programSection(apprentice);
    await expect
      .poll(() => section.getByRole('progressbar', { name: /On-the-job hours/ }).getAttribute('aria-valuenow'))
      .toBe('100');
    expect(
      await section.getByRole('progressbar', { name: /Related instruction hours/ }).getAttribute('aria-valuenow'),
    ).toBe('0');
    expect(await section.getByTestId('progress-certificate').count()).toBe(0);
  });

  it('the class completed, the apprentice sees its hours and downloads the certificate as a PDF', async () => {
    // The sponsor marks the class completed: the last RTI hours, so the certificate is issued.
    await sponsor('POST', '/v1/users/lists', { id: APPRENTICE_ID, completedCourseIds: [CLASS_ID] });

    const page = await as(APPRENTICE, '/account');
    const section = programSection(page);
    await section.getByTestId('progress-certificate').waitFor();
    expect(await section.getByTestId('progress-rti-from').textContent()).toBe(
      '8 hours from completed classes · 0 hours recorded by the instruction provider',
    );
    expect(
      await section.getByRole('progressbar', { name: /Related instruction hours/ }).getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(await section.getByTestId('progress-certificate').textContent()).toContain(
      `Certificate of completion issued on ${todayAsShown()}.`,
    );
    // The record is closed: no form to log another week on it, and the returned week is no longer offered to fix.
    expect(await section.getByRole('button', { name: 'Send for approval' }).count()).toBe(0);
    const returnedWeek = section.getByTestId('progress-weeks').locator(`tr[data-week="${START}"]`);
    expect(await returnedWeek.textContent()).toContain('Which days were these?');
    expect(await returnedWeek.getByRole('button', { name: 'Fix' }).count()).toBe(0);
    await expectFitsPhone(page, SHOTS, 'certificate', { wide: true });
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download the certificate' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Certificate of Completion - Tyler Brooks.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(new Uint8Array(bytes));
    expect(doc.getTitle()).toBe(`Certificate of Completion: Tyler Brooks, ${PROGRAM}`);
    expect(doc.getKeywords()).toMatch(/^dataHash:[0-9a-f]{64}$/);
    const text = pageText(doc, 0);
    for (const line of ['Tyler Brooks', PROGRAM, 'Community Health Workers', '40 hours', '8 hours'])
      expect(text).toContain(line);
  });

  it('the sponsor is offered no review of the week still waiting, nor to record, correct or remove instruction hours', async () => {
    const page = await newPage();
    const queue = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/progress/queue');
    await signIn(page, SPONSOR, '/account');
    const waiting = ((await (await queue).json()) as { items: { weekStart: string; userId: string }[] }).items;
    expect(waiting.filter((w) => w.userId === APPRENTICE_ID && w.weekStart === LAST_WEEK)).toEqual([]);
    expect(
      await page.locator(`li.progress-queue__item[data-week="${LAST_WEEK}"][data-user="${APPRENTICE_ID}"]`).count(),
    ).toBe(0);

    await page.goto('/apprentices');
    const row = page.getByTestId('apprentices').getByRole('row').filter({ hasText: PROGRAM });
    // The record is closed: the hours read as recorded, with no form to record more and one line saying why.
    expect(await row.getByRole('button', { name: /^Record hours: / }).count()).toBe(0);
    await row
      .getByTestId('apprentice-rti')
      .getByRole('button', { name: /^Recorded hours: / })
      .click();
    const panel = page.getByTestId('apprentice-rti-panel');
    expect(await panel.getByTestId('instruction-closed').textContent()).toBe(
      'This apprenticeship is complete: no more instruction hours are recorded.',
    );
    expect(await panel.getByRole('form').count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Save the hours' }).count()).toBe(0);
    // The server refuses them in the same words.
    await expect(
      sponsor('POST', `/v1/progress/apprenticeships/${programId}/apprentices/${APPRENTICE_ID}/instruction-hours`, {
        date: START,
        hours: 1,
      }),
    ).rejects.toThrow(
      '409 {"error":{"code":"conflict","message":"This apprenticeship is complete: no more instruction hours are recorded."}}',
    );
  });
});

/**
 * After the certificate (whose week is approved by then): a second program of the same apprentice with
 * 52 weeks waiting, more than the queue's page of 50, so the sponsor pages through them.
 */
describe("the sponsor's approval queue, a page at a time", () => {
  const QUEUE_PROGRAM = 'Community Outreach Specialist';
  const WEEKS = 52;
  beforeAll(async () => {
    const apprenticeshipId = await programWithApprentice({
      title: QUEUE_PROGRAM,
      ojtHours: 4000,
      startDate: mondayOf(new Date(Date.now() - (WEEKS + 1) * 7 * 86_400_000)),
    });
    const apprentice = await apiAs(APPRENTICE);
    for (let i = WEEKS; i >= 1; i--)
      await apprentice('POST', '/v1/progress/logs', {
        apprenticeshipId,
        weekStart: mondayOf(new Date(Date.now() - i * 7 * 86_400_000)),
        entries: [{ workProcessId: 'ojt', hours: 8 }],
      });
  });

  it('shows 50 weeks, oldest first; Next shows the last two, Previous the first page again', async () => {
    const page = await as(SPONSOR, '/account');
    const queue = page.getByTestId('progress-queue');
    const pages = queue.getByRole('navigation', { name: 'Pages of weeks to approve' });
    await pages.getByText(`1–50 of ${WEEKS}`).waitFor();
    const items = queue.locator('li.progress-queue__item');
    expect(await items.count()).toBe(50);
    const weeks = await items.evaluateAll((li) => li.map((l) => l.getAttribute('data-week')!));
    expect(weeks).toEqual([...weeks].sort());
    expect(weeks[0]).toBe(mondayOf(new Date(Date.now() - WEEKS * 7 * 86_400_000)));
    expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText(`51–${WEEKS} of ${WEEKS}`).waitFor();
    expect(await items.count()).toBe(WEEKS - 50);
    expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await expectFitsPhone(page, SHOTS, 'queue-page-2');

    // Approving both weeks of the last page leads back to the first, now the whole queue.
    for (let left = WEEKS - 50; left > 0; left--) {
      await items
        .first()
        .getByRole('button', { name: /^Approve:/ })
        .click();
      await expect.poll(() => items.count()).toBe(left === 1 ? 50 : left - 1);
    }
    await expect.poll(() => pages.count()).toBe(0);
    expect(await items.count()).toBe(50);

    await pages.waitFor({ state: 'detached' });
  });
});

/**
 * A typo that completed the apprentice: the instruction provider reported 1 hour and the sponsor
 * recorded 10, the last hours a program of its own needed (its 40 OJT hours approved). The sponsor
 * withdraws the certificate from /apprentices (the dialog asks first and asks why), the record opens
 * again, and the corrected entry leaves the apprentice in progress with no certificate.
 */
describe('the sponsor withdraws a certificate of completion recorded in error', () => {
  const TYPO_PROGRAM = 'Peer Recovery Coach';
  let apprenticeshipId: string;
  beforeAll(async () => {
    apprenticeshipId = await programWithApprentice({
      title: TYPO_PROGRAM,
      ojtHours: 40,
      instructionHours: 10,
      startDate: START,
    });
    const logged = (await (
      await apiAs(APPRENTICE)
    )('POST', '/v1/progress/logs', {
      apprenticeshipId,
      weekStart: LAST_WEEK,
      entries: [{ workProcessId: 'ojt', hours: 40 }],
    })) as { item: { id: string } };
    await (await apiAs(SPONSOR))('POST', `/v1/progress/logs/${logged.item.id}/review`, { decision: 'approve' });
  });

  it('records the typo, withdraws the certificate with a reason, corrects the hours: back in progress', async () => {
    const page = await as(SPONSOR, '/apprentices');
    const row = page.getByTestId('apprentices').getByRole('row').filter({ hasText: TYPO_PROGRAM });
    const status = row.locator('td[data-label="Status"]');
    await row.waitFor();
    expect(await row.getByTestId('apprentice-certificate').count()).toBe(0);
    await row.getByRole('button', { name: 'Record hours: Tyler Brooks' }).click();
    const panel = page.getByTestId('apprentice-rti-panel');
    await panel.getByLabel('Hours', { exact: true }).fill('10');
    await panel.getByRole('button', { name: 'Save the hours' }).click();
    // The 10 hours met the program: the record closes at once, so the line that says so replaces the
    // form and its "Recorded." (on a busy machine before the test could see that).
    await panel.getByRole('status').filter({ hasText: 'This apprenticeship is complete' }).waitFor();

    // The certificate is issued, and the record closed.
    await row.getByTestId('apprentice-certificate').waitFor();
    expect(await status.textContent()).toMatch(/^Complete/);
    expect(await row.getByTestId('apprentice-certificate').textContent()).toBe(
      `Certificate issued on ${todayAsShown()} Withdraw the certificate`,
    );
    expect(await panel.getByTestId('instruction-closed').textContent()).toBe(
      'This apprenticeship is complete: no more instruction hours are recorded.',
    );
    expect(await panel.getByRole('button', { name: /^Edit: / }).count()).toBe(0);

    // Withdrawing asks first, and asks why.
    await row.getByRole('button', { name: 'Withdraw the certificate: Tyler Brooks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw the certificate of completion?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      `The certificate of completion of Tyler Brooks for ${TYPO_PROGRAM}, issued on ${todayAsShown()}, will no longer be valid or download.`,
    );
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Say why the certificate is withdrawn.');
    expect(await row.getByTestId('apprentice-certificate').count()).toBe(1);
    await dialog.getByLabel('Reason (required)').fill('Recorded 10 instruction hours for 1.');
    // Typing clears the refusal.
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await expectFitsPhone(page, SHOTS, 'withdraw-dialog');
    expect((await axeViolations(page)).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: 'Certificate withdrawn: Tyler Brooks is back in progress.' })
      .waitFor();
    await row.getByTestId('apprentice-certificate').waitFor({ state: 'detached' });
    // Back in progress at once, though the typo still meets the hours (his agreement is not signed).
    expect(await status.textContent()).toBe('Agreement not signed');
    expect(await row.getByTestId('apprentice-rti').textContent()).toContain('10 of 10 hours');
    // The double click withdrew once: no refusal of a second withdrawal.
    expect(await page.getByRole('alert').count()).toBe(0);
    // The certificate no longer downloads.
    const certificate = await fetch(
      `${baseUrl}/v1/progress/apprenticeships/${apprenticeshipId}/apprentices/${APPRENTICE_ID}/certificate`,
      { headers: { authorization: `Bearer ${await tokenOf(APPRENTICE)}` } },
    );
    expect(certificate.status).toBe(404);

    // The record is open again: the sponsor corrects the typo, which no longer meets the program.
    await row.getByRole('button', { name: 'Record hours: Tyler Brooks' }).waitFor();
    const reopened = page.getByTestId('apprentice-rti-panel');
    await reopened.getByRole('button', { name: 'Save the hours' }).waitFor();
    await reopened.getByRole('button', { name: /^Edit: / }).click();
    const fix = reopened.getByRole('form', { name: /^Correct the hours: / });
    await fix.getByLabel('Hours', { exact: true }).fill('1');
    await fix.getByRole('button', { name: 'Save the correction' }).click();
    await reopened.getByRole('status').filter({ hasText: 'Corrected.' }).waitFor();
    await expect.poll(() => row.getByTestId('apprentice-rti').textContent()).toContain('1 of 10 hours');
    expect(await status.textContent()).toBe('Agreement not signed');
    expect(await row.getByTestId('apprentice-certificate').count()).toBe(0);
  });

  it('says it in Spanish, and Cancel keeps the certificate (the first program’s, still issued)', async () => {
    const page = await as(SPONSOR, '/apprentices');
    const row = page.getByTestId('apprentices').getByRole('row').filter({ hasText: PROGRAM });
    await row.getByTestId('apprentice-certificate').waitFor();
    await page.getByRole('link', { name: 'Español' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Aprendices');
    await row.getByRole('button', { name: 'Horas registradas: Tyler Brooks' }).click();
    expect(await page.getByTestId('apprentice-rti-panel').getByTestId('instruction-closed').textContent()).toBe(
      'Este aprendizaje está completo: no se registran más horas de instrucción.',
    );
    await row.getByRole('button', { name: 'Retirar el certificado: Tyler Brooks' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Retirar el certificado de finalización?' });
    expect(await dialog.textContent()).toContain(`El certificado de finalización de Tyler Brooks para ${PROGRAM}`);
    await dialog.getByRole('button', { name: 'Retirar', exact: true }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Indique por qué se retira el certificado.');
    await dialog.getByLabel('Motivo (obligatorio)').fill('Prueba');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.getByTestId('apprentice-certificate').textContent()).toMatch(/^Certificado emitido el /);
  });

  it('the apprentice sees no certificate on /account', async () => {
    const page = await as(APPRENTICE, '/account');
    const section = page
      .getByTestId('progress-apprentice')
      .filter({ has: page.getByRole('heading', { name: new RegExp(TYPO_PROGRAM) }) });
    await section.waitFor();
    expect(await section.getByTestId('progress-certificate').count()).toBe(0);
    expect(await section.getByRole('button', { name: 'Send for approval' }).count()).toBe(1);
  });
});
