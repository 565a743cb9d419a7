import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useBrowser } from './browser.ts';

/**
 * The server's refusals in the page's language: the page sends its language (Accept-Language) and
 * the server answers in it, Spanish on a Spanish page and the specification's exact English on an
 * English one, whatever the browser's own languages. The week refused here has not started, so
 * nothing is stored for the other tests.
 */
const { newPage } = useBrowser();
const APPRENTICE = 'student.workforce@demo.pathcraft.test';

/** Signs in on the login page in `lang` and goes on to /account in it. */
async function signInIn(page: Page, lang: 'en' | 'es') {
  await page.goto(`/login?lang=${lang}&continueUrl=${encodeURIComponent(`/account?lang=${lang}`)}`);
  await page.getByLabel(lang === 'es' ? 'Correo electrónico' : 'E-mail').fill(APPRENTICE);
  await page.getByLabel(lang === 'es' ? 'Contraseña' : 'Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: lang === 'es' ? 'Iniciar sesión' : 'Sign in', exact: true }).click();
}

/** A Monday at least a week ahead, as the date box writes it: a week that has not started anywhere. */
function mondayAhead(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7 + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

const SAFETY = 'Plant safety, lockout/tagout and confined space awareness';
const WEEK_FORMS = {
  es: {
    browser: 'en-US',
    form: 'Registrar una semana',
    week: 'Semana que empieza (lunes)',
    hours: `Horas: ${SAFETY}`,
    send: 'Enviar para aprobación',
    refusal: 'Esa semana aún no ha comenzado: regístrela cuando comience.',
  },
  en: {
    browser: 'es-MX',
    form: 'Log a week',
    week: 'Week starting (Monday)',
    hours: `Hours: ${SAFETY}`,
    send: 'Send for approval',
    refusal: 'That week has not started yet: log it once it begins.',
  },
} as const;

describe("the server's messages in the page's language", () => {
  it.each(['es', 'en'] as const)(
    "a page in %s, in a browser of the other language: the week form hears the refusal in the page's",
    async (lang) => {
      const words = WEEK_FORMS[lang];
      const page = await newPage({ locale: words.browser });
      await signInIn(page, lang);
      const form = page.getByRole('form', { name: words.form });
      await form.getByLabel(words.week).fill(mondayAhead());
      await form.getByLabel(words.hours).fill('8');
      const sent = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/progress/logs',
      );
      await form.getByRole('button', { name: words.send }).click();
      expect((await sent).headers()['accept-language']).toBe(lang);
      const alert = form.getByRole('alert');
      await alert.filter({ hasText: words.refusal }).waitFor();
      expect(await alert.textContent()).toBe(words.refusal);
    },
  );

  it('sign-in in Spanish: a wrong password reads in Spanish', async () => {
    const page = await newPage({ locale: 'en-US' });
    await page.goto('/login?lang=es');
    await page.getByLabel('Correo electrónico').fill('nobody.spanish@demo.pathcraft.test');
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Correo electrónico o contraseña incorrectos.' }).waitFor();
  });
});
