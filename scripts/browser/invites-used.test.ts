import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * A used invitation is final: every role that lists invitations (an organization's owners and
 * admins in /org/people, a super admin in the console) sees it as Used with its history, and is
 * offered neither a new code nor Revoke; one used while the list was open is refused with the
 * server's message. Each test sends invitations of its own, since other browser tests share the platform.
 */
const { newPage } = useBrowser();
const OWNER = 'owner.workforce@demo.pathcraft.test';
const ADMIN = 'admin.workforce@demo.pathcraft.test';
const SUPER = 'superadmin@demo.pathcraft.test';
const ORG = 'Three Rivers Workforce Partnership';
const PROGRAM = 'Industrial Maintenance Mechanic';

const toast = (page: Page, text: string) => page.locator('.pc-toast').filter({ hasText: text }).last();
const rowOf = (scope: Locator, name: string) =>
  scope.getByRole('row').filter({ has: scope.page().getByRole('cell', { name, exact: true }) });
const buttonsOf = (row: Locator) => row.getByRole('button').allTextContents();

/** The id of the invitation last sent to `email`, from the platform's database. */
function inviteIdTo(email: string): string {
  const db = new Database(join(inject('dataDir'), 'pathcraft.db'), { readonly: true });
  try {
    const row = db.prepare('SELECT id FROM invites WHERE email = ? ORDER BY createdAt DESC').get(email) as
      | { id: string }
      | undefined;
    return row!.id;
  } finally {
    db.close();
  }
}

/** Sends an invitation from an invitations panel and answers the access code it shows once. */
async function sendInvite(panel: Locator, email: string, firstName: string, type?: string): Promise<string> {
  const form = panel.getByRole('form', { name: 'Send an invitation' });
  if (type) await form.getByLabel('Invitation').selectOption({ label: type });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('First name').fill(firstName);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const code = (await panel.getByTestId('invite-code').locator('code').textContent())!;
  await panel.getByRole('button', { name: 'Done' }).click();
  return code;
}

describe('a used invitation', () => {
  it('is shown as Used without Revoke or a new code to the owner and the admins of /org/people', async () => {
    const admin = await newPage();
    await signIn(admin, ADMIN, '/org/people');
    const panel = admin.locator('section[aria-labelledby="people-invitations"]');
    const email = 'used.invite.signup@example.org';
    const code = await sendInvite(panel, email, 'Uma');
    await sendInvite(panel, 'open.invite.signup@example.org', 'Otto');

    // The invitee opens the link with its code and creates the account: the invite is used.
    const invitee = await newPage();
    await invitee.goto(`/external/invite/id/${inviteIdTo(email)}`);
    await invitee.getByRole('textbox', { name: 'Access code' }).fill(code);
    await invitee.getByRole('button', { name: 'Continue' }).click();
    await invitee.getByRole('heading', { name: 'Create your account' }).waitFor();
    await invitee.locator('input[name="password"]').fill('amber-lantern 77 harbor');
    await invitee.locator('input[name="repeat"]').fill('amber-lantern 77 harbor');
    await invitee.getByRole('button', { name: 'Create account' }).click();
    await invitee.waitForURL((url) => !url.pathname.startsWith('/login'));

    for (const [page, who] of [
      [admin, 'admin'],
      [await newPage(), 'owner'],
    ] as const) {
      if (who === 'owner') await signIn(page, OWNER, '/org/people');
      else await page.reload();
      const invites = page.locator('section[aria-labelledby="people-invitations"]');
      const used = rowOf(invites, 'Uma');
      await used.getByText('Used', { exact: true }).waitFor();
      expect(await buttonsOf(used)).toEqual(['History']);
      // An invitation not used yet keeps both.
      expect(await buttonsOf(rowOf(invites, 'Otto'))).toEqual(['History', 'Resend', 'Revoke']);
      await used.getByRole('button', { name: 'History of the invite to Uma' }).click();
      await page.getByRole('region', { name: 'History of the invite to Uma' }).getByText('Invite sent').waitFor();
      await expectAccessible(page, `${who}: a used invitation`);
    }
  });

  it('is shown as Used without Revoke to a super admin, and one used while the list was open is refused', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, SUPER, '/apprenticeships');
    await page.getByRole('heading', { name: 'Apprenticeships', level: 1 }).waitFor();
    await page.getByLabel('Organization').selectOption({ label: ORG });
    await rowOf(page.locator('body'), PROGRAM)
      .getByRole('button', { name: `Open ${PROGRAM}` })
      .click();
    const program = page.getByRole('region', { name: PROGRAM });
    await program.getByRole('tab', { name: 'Invitations' }).click();
    const email = 'used.workforce.contact@example.org';
    await sendInvite(program, email, 'Wren', 'Workforce information');
    const row = rowOf(program, 'Wren');
    await row.getByText('Sent', { exact: true }).waitFor();

    // The contact submits the form while the list is open (marked used as the form's submission does).
    const db = new Database(join(inject('dataDir'), 'pathcraft.db'));
    try {
      db.prepare('UPDATE invites SET usedAt = ? WHERE id = ?').run(new Date().toISOString(), inviteIdTo(email));
    } finally {
      db.close();
    }
    await row.getByRole('button', { name: 'Revoke the invite to Wren' }).click();
    await page.getByRole('dialog', { name: 'Revoke this invitation?' }).getByRole('button', { name: 'Revoke' }).click();
    await toast(page, 'This invitation was already used.').waitFor();
    // Nothing was revoked: the list, read again, shows it used, with its history and nothing else.
    await row.getByText('Used', { exact: true }).waitFor();
    expect(await buttonsOf(row)).toEqual(['History']);
    await expectAccessible(page, 'super admin: a used invitation');
  });
});
