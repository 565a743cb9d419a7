import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();

/** Issue 28 item 4: the visitor surfaces in Spanish, at phone width, with axe clean; English stays the default. */
async function phone(locale?: string): Promise<Page> {
  const page = await newPage(locale ? { locale } : {});
  await page.setViewportSize({ width: 375, height: 800 });
  return page;
}

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('Spanish', () => {
  it('the training plan follows a Spanish browser: Spanish texts, money written the Spanish way, at 375 px', async () => {
    const page = await phone('es-ES');
    await page.goto('/external/pathways?orgId=demo-workforce-org');
    const step1 = page.getByLabel('¿Para qué puesto o programa de aprendizaje es este plan de capacitación?');
    await step1.waitFor();
    expect(await htmlLang(page)).toBe('es-ES');
    await step1.fill('CNC Operator');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page
      .getByRole('heading', { name: 'Elija el perfil de ocupación que mejor corresponda a su búsqueda' })
      .waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Computer Numerically Controlled Tool Operators' })
      .getByRole('button', { name: 'Seleccionar' })
      .click();
    await page.getByText('Mediana por hora').waitFor();
    // es-ES writes US dollars as '25,50 US$' (en-US: '$25.50').
    await expect.poll(() => page.locator('[data-wage="hourly"]').textContent()).toMatch(/^\d+,\d\d\s?US\$$/);
    expect(await page.locator('[data-wage="annual"]').textContent()).toMatch(/^\d{1,3}\.\d{3}\s?US\$$/);
    await page
      .getByRole('navigation', { name: 'Idioma' })
      .getByRole('link', { name: 'Español' })
      .and(page.locator('[aria-current="true"]'))
      .waitFor();
    await noSideScroll(page);
    await page.screenshot({ path: '/tmp/spanish-training-plan-375.png', fullPage: true });
    await expectAccessible(page, 'training plan in Spanish', { idle: true });
  });

  it('an invitation in Spanish from ?lang=es: Spanish access code and errors, the agreement stays English and the page says so in Spanish', async () => {
    const page = await phone();
    // A wrong code on the workforce invite: the server's English message reads in Spanish.
    await page.goto('/external/invite/id/demo-invite-workforce?lang=es');
    await page.getByText('Escriba el código de acceso de esta invitación.').waitFor();
    expect(await htmlLang(page)).toBe('es-US');
    await page.getByRole('textbox', { name: 'Código de acceso' }).fill('AAAAAA');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('El código de acceso no es válido para esta invitación.').waitFor();
    await noSideScroll(page);
    await expectAccessible(page, 'access code in Spanish');

    // The choice is remembered: the apprentice invite without ?lang is Spanish too.
    await page.goto('/external/invite/id/demo-invite-apprentice');
    await page.getByRole('textbox', { name: 'Código de acceso' }).fill('K7P2QX');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const notice = page.getByTestId('agreement-in-english');
    await notice.waitFor();
    expect(await notice.textContent()).toBe('Este acuerdo y su PDF están en inglés.');
    const agreement = page.getByTestId('apprentice-agreement');
    expect(await agreement.getAttribute('lang')).toBe('en');
    await agreement.getByRole('heading', { name: 'Apprentice Agreement', level: 1 }).waitFor();
    await noSideScroll(page);
    await page.screenshot({ path: '/tmp/spanish-invite-375.png', fullPage: true });
    await expectAccessible(page, 'apprentice agreement invite in Spanish');

    // The switch goes back to English, by keyboard.
    const english = page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' });
    await english.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
    await page.getByTestId('apprentice-agreement').waitFor();
    expect(await htmlLang(page)).toBe('en-US');
    expect(await page.getByTestId('agreement-in-english').count()).toBe(0);
  });

  it('a public page in Spanish from the language switch: its page link and access code, then the page', async () => {
    const page = await phone();
    await page.goto('/o/demo-workforce/page/demo-page');
    await page.waitForURL('**/link/demo-link?nt=true');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
    await page.waitForURL((url) => url.searchParams.get('lang') === 'es');
    await page.getByRole('heading', { name: 'Código de acceso' }).waitFor();
    expect(await htmlLang(page)).toBe('es-US');
    await page.getByRole('textbox', { name: 'Código de acceso' }).fill('l5c8va');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL('**/o/demo-workforce/page/demo-page');
    await page.getByRole('button', { name: 'ABRIR: How to apply for the maintenance apprenticeship' }).waitFor();
    await page.getByRole('link', { name: 'IR: PA CareerLink' }).waitFor();
    await page.getByRole('navigation', { name: 'Idioma' }).waitFor();
    await noSideScroll(page);
    await page.screenshot({ path: '/tmp/spanish-public-page-375.png', fullPage: true });
    await expectAccessible(page, 'public page in Spanish', { idle: true });
  });

  it("a course page in Spanish: the join button and the instructors in Spanish, not the server's English words", async () => {
    const page = await phone('es-ES');
    await page.goto('/o/demo-workforce/courses/courseSlug/osha-10-general-industry');
    await page.getByRole('heading', { name: 'Descripción general' }).waitFor();
    await page.getByRole('button', { name: 'Unirse al curso' }).waitFor();
    await page.getByRole('heading', { name: 'Expertos' }).waitFor();
    expect(await page.locator('.ps-person__role').first().textContent()).toBe('Experto');
    expect(await page.getByText(/Join Course|Expert\b/).count()).toBe(0);
    await noSideScroll(page);
  });

  it('a pathway in Spanish at 375 px: every tab on screen, none past the edge', async () => {
    const page = await phone('es-ES');
    await page.goto('/o/demo-workforce/pathways/demo-pathway-maintenance');
    const tabs = page.getByRole('navigation', { name: 'Trayectoria' }).getByRole('link');
    await tabs.first().waitFor();
    const edges = await tabs.evaluateAll((links) => links.map((l) => l.getBoundingClientRect().right));
    expect(edges).toHaveLength(3);
    for (const right of edges) expect(right).toBeLessThanOrEqual(375);
    await noSideScroll(page);
  });

  it('English stays the default for an English browser', async () => {
    const page = await phone('en-US');
    await page.goto('/external/invite/id/demo-invite-apprentice');
    await page.getByText('Enter the access code associated with this invitation.').waitFor();
    expect(await htmlLang(page)).toBe('en-US');
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'English' })
      .and(page.locator('[aria-current="true"]'))
      .waitFor();
  });
});
