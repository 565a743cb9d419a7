import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { clickTwiceAtOnce, countRequests, expectFitsPhone, signIn, useBrowser } from './browser.ts';

const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-console-programs';
const SUPER = 'superadmin@demo.pathcraft.test';
const ORG = 'Three Rivers Workforce Partnership';
const PROGRAM = 'CNC Machinist';
const SIGNER_EMAIL = 'dana.whitfield@monvalley.example.org';

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const toast = (page: Page, text: string) => page.locator('.pc-toast').filter({ hasText: text });
/** The row with a cell of exactly this text; `has` is relative to the row, so the cell locator starts from the page. */
const rowOf = (scope: Page | Locator, name: string) => {
  const page = 'goto' in scope ? scope : scope.page();
  return scope.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
};

describe('the console runs apprenticeships, invitations, API keys and imports', () => {
  let page: Page;
  let orgQuery: string;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, SUPER, '/apprenticeships');
    await page.getByRole('heading', { name: 'Apprenticeships', level: 1 }).waitFor();
    await page.getByLabel('Organization').selectOption({ label: ORG });
    await page.waitForURL(/org=/);
    orgQuery = new URL(page.url()).search;
  });

  it('creates an apprenticeship once, even when Save is clicked twice, then gives it a wage schedule', async () => {
    await page.getByRole('button', { name: 'New apprenticeship' }).click();
    const panel = page.getByRole('region', { name: 'New apprenticeship' });
    await panel.getByLabel('Title').fill(PROGRAM);
    await panel.getByLabel('Occupation').fill('Computer Numerically Controlled Tool Operators');
    await panel.getByLabel('O*NET code').fill('51-9161');
    await panel.getByLabel('RAPIDS code').fill('0944');
    await panel.getByLabel('OJT hours').fill('2400');
    await panel.getByLabel('Instruction hours').fill('288');
    await panel.getByLabel('Start date').fill('2027-03-01');
    await panel.getByLabel('Expected end date').fill('2028-02-28');
    await panel.getByLabel('Employer profile').selectOption({ index: 1 });
    await panel.getByLabel('Instruction provider').selectOption({ index: 1 });
    await panel.getByLabel('Location').selectOption({ index: 1 });
    // The sdk's O*NET rule refuses the short code before anything is sent.
    const creates = countRequests(page, 'POST', '/v1/external/supabase/apprenticeships');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.locator('[aria-invalid="true"]').first().waitFor();
    expect(creates.count).toBe(0);
    await panel.getByLabel('O*NET code').fill('51-9161.00');
    await clickTwiceAtOnce(panel.getByRole('button', { name: 'Save' }));
    await toast(page, 'Apprenticeship created.').waitFor();
    expect(creates.count).toBe(1);

    // The new program opens on its wage schedules: the existing dialog, with its defaults.
    const program = page.getByRole('region', { name: PROGRAM });
    await program.getByRole('tab', { name: 'Wage schedules', selected: true }).waitFor();
    await expectAccessible(page, 'apprenticeship panel');
    await page.screenshot({ path: `${SHOTS}/apprenticeship-created.png`, fullPage: true });
    await program.getByRole('button', { name: 'New Wage Schedule' }).click();
    const schedule = dialog(page, 'New Wage Schedule');
    expect(await schedule.getByLabel('Title').inputValue()).toBe(
      `Computer Numerically Controlled Tool Operators ${new Date().getFullYear()}`,
    );
    await schedule.getByRole('button', { name: 'Next' }).click();
    await schedule.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Wage Schedule created!').waitFor();
    await program
      .getByRole('cell', { name: `Computer Numerically Controlled Tool Operators ${new Date().getFullYear()}` })
      .waitFor();
    expect(await rowOf(page, PROGRAM).count()).toBe(1);
  });

  it('sends an employer-agreement invite once, shows its code once, and the e-mail opens the agreement with that code', async () => {
    const program = page.getByRole('region', { name: PROGRAM });
    await program.getByRole('tab', { name: 'Invitations' }).click();
    const form = program.getByRole('form', { name: 'Send an invitation' });
    await form.getByLabel('Invitation').selectOption({ label: 'Employer agreement' });
    await form.getByLabel('E-mail').fill(SIGNER_EMAIL);
    await form.getByLabel('First name').fill('Dana');
    await form.getByLabel('Last name').fill('Whitfield');
    await form.getByLabel('Signer title').fill('Plant Manager');
    const sends = countRequests(page, 'POST', '/v1/invites');
    await clickTwiceAtOnce(form.getByRole('button', { name: 'Send invitation' }));
    await toast(page, 'Invitation sent.').waitFor();
    expect(sends.count).toBe(1);
    const shown = await program.getByTestId('invite-code').locator('code').textContent();
    expect(shown).toMatch(/^[A-Z2-9]{6}$/);
    const invite = rowOf(program, 'Dana Whitfield');
    await invite.getByText('Sent', { exact: true }).waitFor();
    expect(await invite.count()).toBe(1);
    await expectAccessible(page, 'invitations');
    await page.screenshot({ path: `${SHOTS}/invitations.png`, fullPage: true });
    await expectFitsPhone(page, SHOTS, 'invitations');
    // Shown once: gone after Done, and not in the list.
    await program.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByText(shown!).count()).toBe(0);

    await page.getByRole('link', { name: 'Outbox' }).click();
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    await rowOf(page, SIGNER_EMAIL)
      .getByRole('button', { name: `${ORG} invited you` })
      .click();
    const mail = page.frameLocator('iframe[title="E-mail content"]');
    const body = await mail.locator('body').textContent();
    expect(body).toContain(`Your access code is ${shown}.`);
    const link = await mail.getByRole('link', { name: 'Open the invitation' }).getAttribute('href');
    const url = new URL(link!);

    const invitee = await newPage();
    await invitee.goto(url.pathname);
    await invitee.getByText('Enter the access code associated with this invitation.').waitFor();
    await invitee.getByRole('textbox', { name: 'Access code' }).fill(shown!);
    await invitee.getByRole('button', { name: 'Continue' }).click();
    await invitee.getByTestId('employer-agreement').waitFor();
    await invitee.getByRole('heading', { name: '1. Employer Information' }).waitFor();
    await invitee.screenshot({ path: `${SHOTS}/invite-opened.png`, fullPage: true });

    // Back in the console, the invite was viewed, and its history says so.
    await page.goto(`/apprenticeships${orgQuery}`);
    await rowOf(page, PROGRAM)
      .getByRole('button', { name: `Open ${PROGRAM}` })
      .click();
    const reopened = page.getByRole('region', { name: PROGRAM });
    await reopened.getByRole('tab', { name: 'Invitations' }).click();
    await rowOf(reopened, 'Dana Whitfield').getByText('Viewed', { exact: true }).waitFor();
    await rowOf(reopened, 'Dana Whitfield')
      .getByRole('button', { name: 'History of the invite to Dana Whitfield' })
      .click();
    const history = page.getByRole('region', { name: 'History of the invite to Dana Whitfield' });
    await history.getByText('Access code accepted').waitFor();
    await history.getByText('Invite sent', { exact: true }).waitFor();
  });

  it('revokes an invite after the confirm dialog', async () => {
    const program = page.getByRole('region', { name: PROGRAM });
    await rowOf(program, 'Dana Whitfield').getByRole('button', { name: 'Revoke the invite to Dana Whitfield' }).click();
    const confirm = dialog(page, 'Revoke this invitation?');
    await confirm.getByText('Dana Whitfield will no longer be able to open the invitation.').waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await toast(page, 'Invitation revoked.').waitFor();
    await program.getByText('No invitations yet.').waitFor();
  });

  it('exports a console list as CSV', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV of Apprenticeships' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('apprenticeships.csv');
    // The browser runs as a server here: the file comes over the connection.
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.replace(/^\ufeff/, '').split(/\r?\n/)[0]).toBe(
      'Title,Occupation,O*NET,RAPIDS,OJT hours,Start,Expected end',
    );
    expect(csv).toContain(
      `${PROGRAM},Computer Numerically Controlled Tool Operators,51-9161.00,0944,2400,2027-03-01,2028-02-28`,
    );
  });

  it('creates an API key once, shows it once, and revokes it after a confirm', async () => {
    // Through the menu, without ?org=: the page opens on the organization chosen on Apprenticeships.
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'Api keys', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New API key' }).waitFor();
    expect(await page.getByLabel('Organization').locator('option:checked').textContent()).toBe(ORG);
    await page.goto(`/api-keys${orgQuery}`);
    await page.getByRole('heading', { name: 'Api keys', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New API key' }).click();
    const form = dialog(page, `New API key for ${ORG}`);
    await form.getByLabel('Name').fill('Careers site');
    await form.getByLabel('Allowed origins').fill('https://careers.example.org/');
    const creates = countRequests(page, 'POST', '/v1/api-keys');
    await clickTwiceAtOnce(page.getByRole('button', { name: 'Create key' }));
    const once = dialog(page, 'Copy the new API key');
    const key = await once.getByTestId('api-key-once').locator('code').textContent();
    expect(key).toMatch(/^pk_/);
    expect(creates.count).toBe(1);
    await expectAccessible(page, 'new API key');
    await once.getByRole('button', { name: 'Done' }).click();
    const row = rowOf(page, 'Careers site');
    await row.getByRole('cell', { name: `${key!.slice(0, 7)}…` }).waitFor();
    await row.getByRole('cell', { name: 'https://careers.example.org', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Never' }).waitFor();
    expect(await page.getByText(key!).count()).toBe(0);
    await expectAccessible(page, 'API keys');
    await page.screenshot({ path: `${SHOTS}/api-keys.png`, fullPage: true });
    await expectFitsPhone(page, SHOTS, 'api-keys');

    await row.getByRole('button', { name: 'Revoke Careers site' }).click();
    await dialog(page, 'Revoke Careers site?').getByRole('button', { name: 'Revoke' }).click();
    await toast(page, 'Careers site revoked.').waitFor();
    await row.getByText('Revoked', { exact: true }).waitFor();
    const res = await page.request.get('/v1/api/content/courses?limit=1', {
      headers: { 'x-api-key': key!, origin: 'https://careers.example.org' },
    });
    expect(res.status()).toBe(401);
  });

  it('refuses a CSV with one bad row with that row’s message and saves nothing, then imports a good one once', async () => {
    await page.goto(`/import${orgQuery}`);
    await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();
    const bad =
      'name,email,role,membership\nTobias Reyes,tobias.reyes@example.test,student,starter\nLena Park,lena.park(at)example.test,student,\n';
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    const refused = page.getByTestId('import-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toBe(
      'Row 3: Enter a valid e-mail address. Nothing was saved: fix the file and choose it again.',
    );
    expect(await page.getByRole('button', { name: 'Import 2 rows' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'import preview');
    await page.screenshot({ path: `${SHOTS}/import-refused.png`, fullPage: true });
    // On a phone each row of the preview is a card, as in every console table: its check in sight,
    // nothing to scroll sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    const preview = page.getByRole('region', { name: 'Preview', exact: true });
    expect(await preview.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    const lena = preview.getByRole('row').filter({ hasText: 'Lena Park' });
    await lena.getByRole('cell', { name: 'Check: Enter a valid e-mail address.', exact: true }).waitFor();
    expect(
      await lena
        .locator('td')
        .last()
        .evaluate((td) => td.getBoundingClientRect().right),
    ).toBeLessThanOrEqual(375);
    await expectFitsPhone(page, SHOTS, 'import-refused');

    const good =
      'name,email,title,role,membership\nTobias Reyes,tobias.reyes@example.test,,student,starter\nLena Park-Ortiz,lena.park@example.test,"Welder, night shift",teacher,pro;premium\n';
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await page.getByText('people.csv: 2 rows ready to import').waitFor();
    const applies = countRequests(page, 'POST', '/v1/imports/users');
    await clickTwiceAtOnce(page.getByRole('button', { name: 'Import 2 rows' }));
    await toast(page, `Imported 2 users into ${ORG}.`).waitFor();
    expect(applies.count).toBe(1);

    // Tobias Reyes is in both files: exactly one of him means the refused file saved nothing.
    await page.goto(`/users`);
    await page.getByLabel('Search by name').fill('Tobias Reyes');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 user$/ })
      .waitFor();
    await page.getByLabel('Search by name').fill('Lena Park-Ortiz');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 user$/ })
      .waitFor();
  });

  it("shows a user's audit history, with before and after of what changed", async () => {
    await rowOf(page, 'Lena Park-Ortiz').getByRole('button', { name: 'Edit Lena Park-Ortiz' }).click();
    const panel = dialog(page, 'Edit Lena Park-Ortiz');
    await panel.getByLabel('Test user').check();
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'User saved.').waitFor();
    await panel.getByText('History').click();
    const events = panel.getByRole('list', { name: 'Changes to this user' });
    await events.getByText('testUser: false → true').waitFor();
    await events.getByText('Created user Lena Park-Ortiz').waitFor();
    await events.getByText('Changed user Lena Park-Ortiz').waitFor();
    await expectAccessible(page, 'user history');
    await page.screenshot({ path: `${SHOTS}/user-history.png`, fullPage: true });
  });

  it('keeps the open apprenticeship and its tab in the address: reload shows them again, Back closes it', async () => {
    await page.goto(`/apprenticeships${orgQuery}`);
    await rowOf(page, PROGRAM)
      .getByRole('button', { name: `Open ${PROGRAM}` })
      .click();
    const program = page.getByRole('region', { name: PROGRAM });
    await program.getByRole('tab', { name: 'Wage schedules' }).click();
    await page.waitForURL(/tab=wage-schedules/);
    await page.reload();
    await program.getByRole('tab', { name: 'Wage schedules', selected: true }).waitFor();
    await program.getByRole('button', { name: 'New Wage Schedule' }).waitFor();
    // The tab replaced its entry: one Back closes what Open opened, on the same list.
    await page.goBack();
    await program.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe(orgQuery);
    await rowOf(page, PROGRAM).waitFor();
  });
});
