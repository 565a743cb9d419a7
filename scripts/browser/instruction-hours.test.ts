import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDay, localDayOf, PROGRESS_MESSAGES as M } from '@pathcraft/sdk';
import { expectAccessible } from './axe.ts';
import { clickTwiceAtOnce, countRequests, expectFitsPhone, signIn, useBrowser } from './browser.ts';

/**
 * Related-instruction hours the instruction provider reports: the sponsor records them for Jasmine
 * on /apprentices (at 375 px), is told what is wrong in the rule's words before anything is sent,
 * sends a double click once, and sees the total change without a reload; Jasmine and her mentor
 * read the entry, and nobody but the sponsor is shown the form. Totals are read before and after
 * (other suites add hours to the demo's apprentices too).
 */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-instruction-hours';
const SPONSOR = 'gloria.santos@demo.pathcraft.test';
const MENTOR = 'tom.yablonski@demo.pathcraft.test';
const APPRENTICE = 'student.workforce@demo.pathcraft.test';
const JASMINE = 'Jasmine Carter';
const JASMINE_ID = 'demo-wf-student';
const PATH = `/v1/progress/apprenticeships/demo-apprenticeship-imm/apprentices/${JASMINE_ID}/instruction-hours`;
const NOTE = 'Hydraulics night class, Westmoreland CCC';
/** The note of an entry the sponsor typed wrong, corrects and removes. */
const TYPO = 'Blueprint reading, typed wrong';

const rowOf = (page: Page) => page.getByTestId('apprentices').getByRole('row').filter({ hasText: JASMINE });
const rtiCell = (page: Page) => rowOf(page).getByTestId('apprentice-rti');
/** The panel under Jasmine's row its button opens (the entries, and the sponsor's form). */
const panel = (page: Page) => page.getByTestId('apprentice-rti-panel');
/** The approved RTI hours the cell starts with ('110 of 144 hours' → 110). */
const totalIn = async (cell: Locator) =>
  Number((await cell.textContent())!.match(/^([\d.,]+) of/)![1]!.replace(',', ''));

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

describe('related-instruction hours on the apprentices page', () => {
  it('the sponsor records them: bad input is refused in the rule’s words, a double click records once, the total changes', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, SPONSOR, '/apprentices');
    await rtiCell(page).waitFor();
    const before = await totalIn(rtiCell(page));
    const posts = countRequests(page, 'POST', PATH);

    await rtiCell(page)
      .getByRole('button', { name: `Record hours: ${JASMINE}` })
      .click();
    const form = page.getByRole('form', { name: `Record related-instruction hours: ${JASMINE}` });
    const save = form.getByRole('button', { name: 'Save the hours' });
    expect(await form.getByLabel('Day of instruction').inputValue()).toBe(localDayOf(new Date()));

    // What the server would refuse is refused here, with its message, and nothing is sent.
    for (const [day, hours, message] of [
      [null, '25', M.instructionHours],
      [null, '8h', M.instructionHours],
      [null, '', M.instructionHours],
      ['', '2', M.instructionDay],
      ['2999-01-04', '2', M.futureDay],
    ] as const) {
      if (day !== null) await form.getByLabel('Day of instruction').fill(day);
      await form.getByLabel('Hours').fill(hours);
      await save.click();
      await expect.poll(() => form.getByRole('alert').textContent()).toBe(message);
    }
    expect(posts.count).toBe(0);
    await expectAccessible(page, '/apprentices with a refused RTI entry');

    const day = localDayOf(new Date());
    await form.getByLabel('Day of instruction').fill(day);
    await form.getByLabel('Hours').fill('2,5');
    await form.getByLabel('Note (class, instruction provider)').fill(NOTE);
    await clickTwiceAtOnce(save);
    await form.getByRole('status').filter({ hasText: 'Recorded.' }).waitFor();
    expect(await form.getByRole('alert').count()).toBe(0);
    await expect.poll(() => totalIn(rtiCell(page))).toBe(before + 2.5);
    const entry = panel(page).getByTestId('instruction-entries').getByRole('listitem').first();
    expect(await entry.locator('.progress-rti__entry').textContent()).toBe(
      `${formatDay(day)}: 2.5 hours · ${NOTE} · recorded by Gloria Santos`,
    );
    // The form is empty for the next entry; one request was sent.
    expect(await form.getByLabel('Hours').inputValue()).toBe('');
    expect(posts.count).toBe(1);
    await expectAccessible(page, '/apprentices after recording RTI hours');
    await expectFitsPhone(page, SHOTS, 'sponsor-recorded', { wide: true });

    // A reload shows the same total and sends nothing again; so does coming Back from another page.
    await page.reload();
    await rtiCell(page).waitFor();
    expect(await totalIn(rtiCell(page))).toBe(before + 2.5);
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.goBack();
    await rtiCell(page).waitFor();
    expect(await totalIn(rtiCell(page))).toBe(before + 2.5);
    expect(posts.count).toBe(1);
  });

  it('the sponsor corrects an entry typed wrong and removes one: the total follows, removing asks first, a double click removes once', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, SPONSOR, '/apprentices');
    await rtiCell(page).waitFor();
    const before = await totalIn(rtiCell(page));
    const deletes = { count: 0 };
    page.on('request', (r) => {
      if (r.method() === 'DELETE' && new URL(r.url()).pathname.startsWith(`${PATH}/`)) deletes.count++;
    });
    await rtiCell(page)
      .getByRole('button', { name: `Record hours: ${JASMINE}` })
      .click();
    const form = page.getByRole('form', { name: `Record related-instruction hours: ${JASMINE}` });
    // 20 typed for 2.0.
    const day = localDayOf(new Date());
    await form.getByLabel('Hours').fill('20');
    await form.getByLabel('Note (class, instruction provider)').fill(TYPO);
    await form.getByRole('button', { name: 'Save the hours' }).click();
    await expect.poll(() => totalIn(rtiCell(page))).toBe(before + 20);
    const entry = panel(page).getByTestId('instruction-entries').getByRole('listitem').filter({ hasText: TYPO });

    // Edit opens the entry as a form with its values; a wrong value is refused in the rule's words.
    await entry.getByRole('button', { name: `Edit: ${formatDay(day)}: 20 hours` }).click();
    const edit = page.getByRole('form', { name: `Correct the hours: ${formatDay(day)}: 20 hours` });
    expect(await edit.getByLabel('Hours').inputValue()).toBe('20');
    expect(await edit.getByLabel('Day of instruction').inputValue()).toBe(day);
    expect(await edit.getByLabel('Note (class, instruction provider)').inputValue()).toBe(TYPO);
    await edit.getByLabel('Hours').fill('2,1');
    await edit.getByRole('button', { name: 'Save the correction' }).click();
    await expect.poll(() => edit.getByRole('alert').textContent()).toBe(M.instructionHours);
    await edit.getByLabel('Hours').fill('2');
    await clickTwiceAtOnce(edit.getByRole('button', { name: 'Save the correction' }));
    await panel(page).getByRole('status').filter({ hasText: 'Corrected.' }).waitFor();
    // One outcome at a time: the form's "Recorded." is gone.
    expect(await form.getByRole('status').count()).toBe(0);
    expect(await entry.locator('.progress-rti__entry').textContent()).toBe(
      `${formatDay(day)}: 2 hours · ${TYPO} · recorded by Gloria Santos`,
    );
    await expect.poll(() => totalIn(rtiCell(page))).toBe(before + 2);
    await expectAccessible(page, '/apprentices after correcting RTI hours');
    await expectFitsPhone(page, SHOTS, 'sponsor-corrected');

    // Remove asks first: Cancel keeps the entry.
    const remove = entry.getByRole('button', { name: `Remove: ${formatDay(day)}: 2 hours` });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Remove these hours?' });
    expect(await dialog.textContent()).toContain(
      `${formatDay(day)}: 2 hours will no longer count toward the related instruction of ${JASMINE}.`,
    );
    await expectAccessible(page, '/apprentices asking before removing RTI hours');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await entry.count()).toBe(1);
    expect(deletes.count).toBe(0);
    await remove.click();
    await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Remove' }));
    await panel(page).getByRole('status').filter({ hasText: 'Removed.' }).waitFor();
    await entry.waitFor({ state: 'detached' });
    await expect.poll(() => totalIn(rtiCell(page))).toBe(before);
    expect(await panel(page).getByRole('alert').count()).toBe(0);
    expect(deletes.count).toBe(1);
  });

  it('says it in Spanish', async () => {
    const page = await newPage();
    await signIn(page, SPONSOR, '/apprentices');
    await rtiCell(page).waitFor();
    await page.getByRole('link', { name: 'Español' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Aprendices');
    await rtiCell(page)
      .getByRole('button', { name: `Registrar horas: ${JASMINE}` })
      .click();
    const form = page.getByRole('form', { name: `Registrar horas de instrucción relacionada: ${JASMINE}` });
    await form.getByLabel('Horas').fill('30');
    await form.getByRole('button', { name: 'Guardar las horas' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Las horas de instrucción son un número mayor que 0 y de como máximo 24 por día, en cuartos de hora.');
    // Each entry offers its correction and removal in Spanish, and asks in Spanish before removing.
    const entry = panel(page).getByTestId('instruction-entries').getByRole('listitem').first();
    await entry.getByRole('button', { name: /^Editar: / }).waitFor();
    await entry.getByRole('button', { name: /^Quitar: / }).click();
    const dialog = page.getByRole('dialog', { name: '¿Quitar estas horas?' });
    expect(await dialog.textContent()).toMatch(
      /horas ya no contarán en la instrucción relacionada de Jasmine Carter\./,
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the mentor reads the entries, with no form', async () => {
    const page = await newPage();
    await signIn(page, MENTOR, '/apprentices');
    await rtiCell(page).waitFor();
    await rtiCell(page)
      .getByRole('button', { name: `Recorded hours: ${JASMINE}` })
      .click();
    await panel(page).getByTestId('instruction-entries').getByText(NOTE).first().waitFor();
    expect(await page.getByRole('form', { name: /Record related-instruction hours/ }).count()).toBe(0);
    // Nor may they correct or remove an entry.
    expect(
      await panel(page)
        .getByRole('button', { name: /^(Edit|Remove): / })
        .count(),
    ).toBe(0);
    await expectAccessible(page, '/apprentices as the mentor');
  });

  it('the apprentice reads them under the bars on /account, with no form', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, APPRENTICE, '/account');
    const progress = page.getByTestId('progress-apprentice');
    await progress.getByText('Recorded hours').click();
    await progress.getByTestId('instruction-entries').getByText(NOTE).first().waitFor();
    expect(await page.getByRole('form', { name: /Record related-instruction hours/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save the hours' }).count()).toBe(0);
    expect(await progress.getByRole('button', { name: /^(Edit|Remove): / }).count()).toBe(0);
    await expectAccessible(page, '/account with recorded RTI hours');
    await expectFitsPhone(page, SHOTS, 'apprentice-entries');
  });
});
