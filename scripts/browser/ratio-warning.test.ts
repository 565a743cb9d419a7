import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { countRequests, expectFitsPhone, signIn, useBrowser } from './browser.ts';

const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-ratio-warning';
const SUPER = 'superadmin@demo.pathcraft.test';
const ORG = 'Three Rivers Workforce Partnership';
// The demo's over-ratio employer, Three Rivers Fabrication: 3 journeyworkers allow 1 apprentice, it has 2.
const PROGRAM = 'Structural Welder';
const WARNING =
  'Three Rivers Fabrication would be over its ratio of apprentices to journeyworkers: its journeyworkers allow 1 active apprentice. Send the invitation anyway?';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Over the ratio of apprentices to journeyworkers' });
const toast = (page: Page, text: string) => page.locator('.pc-toast').filter({ hasText: text });

describe('an apprentice invitation over the employer ratio warns before it is sent', () => {
  let page: Page;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, SUPER, '/apprenticeships');
    await page.getByRole('heading', { name: 'Apprenticeships', level: 1 }).waitFor();
    await page.getByLabel('Organization').selectOption({ label: ORG });
    await page.waitForURL(/org=/);
  });

  const openInvitations = async (apprentice: string) => {
    await page.getByRole('button', { name: `Open ${PROGRAM}`, exact: true }).click();
    const program = page.getByRole('region', { name: PROGRAM });
    await program.getByRole('tab', { name: 'Invitations' }).click();
    const form = program.getByRole('form', { name: 'Send an invitation' });
    await form.getByLabel('Invitation').selectOption({ label: 'Apprentice agreement' });
    await form.getByLabel('Apprentice').selectOption({ label: apprentice });
    return { program, form };
  };

  it('cancel sends nothing', async () => {
    const { program, form } = await openInvitations('Logan Petrosky (logan.petrosky@demo.pathcraft.test)');
    const sends = countRequests(page, 'POST', '/v1/invites');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await dialog(page).getByText(WARNING).waitFor();
    await expectAccessible(page, 'ratio warning');
    await page.screenshot({ path: `${SHOTS}/warning.png`, fullPage: true });
    await expectFitsPhone(page, SHOTS, 'warning');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(sends.count).toBe(1);
    // The program had no invitation, and still has none.
    await program.getByText('No invitations yet.').waitFor();
    expect(await program.getByRole('cell', { name: 'Logan Petrosky', exact: true }).count()).toBe(0);
    expect(await program.getByTestId('invite-code').count()).toBe(0);
  });

  it('confirming sends it: the code is shown and the invitation is listed', async () => {
    const { program, form } = await openInvitations('Logan Petrosky (logan.petrosky@demo.pathcraft.test)');
    const sends = countRequests(page, 'POST', '/v1/invites');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await dialog(page).getByText(WARNING).waitFor();
    await dialog(page).getByRole('button', { name: 'Send anyway' }).click();
    await toast(page, 'Invitation sent.').waitFor();
    await dialog(page).waitFor({ state: 'hidden' });
    await program.getByTestId('invite-code').locator('code').waitFor();
    await program.getByRole('cell', { name: 'Logan Petrosky', exact: true }).waitFor();
    expect(sends.count).toBe(2);
    await page.screenshot({ path: `${SHOTS}/sent.png`, fullPage: true });
  });
});
