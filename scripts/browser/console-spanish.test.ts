import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { es as formsEs } from '../../hosted/src/pages/console/parts/console-forms.messages.es.ts';
import { formText } from '../../hosted/src/pages/console/parts/console-forms.messages.ts';
import { es as consoleEs } from '../../hosted/src/pages/console/parts/console.messages.es.ts';
import { text as consoleText } from '../../hosted/src/pages/console/parts/console.messages.ts';
import { es as orgEs } from '../../hosted/src/pages/org/org.messages.es.ts';
import { orgText } from '../../hosted/src/pages/org/org.messages.ts';
import { es as programImportEs } from '../../hosted/src/pages/program-import/program-import.messages.es.ts';
import { text as programImportText } from '../../hosted/src/pages/program-import/program-import.messages.ts';
import { es as editorEs } from '../../widgets/src/materials/editor/editor.messages.es.ts';
import { text as editorText } from '../../widgets/src/materials/editor/editor.messages.ts';
import { expectAccessible } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * The console in Spanish is one language: its frame (top bar, menu, titles), its screens and the
 * refused-area notice all speak it (the notice was Spanish inside an English frame), program import and
 * the material editor included; an English browser keeps the specification's English.
 */
const { newPage } = useBrowser();
const SHOTS = '/tmp/shots-console-spanish';

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

/** Every plain text of an English catalogue whose Spanish differs: none may show on a Spanish screen. */
function englishOnly(english: unknown, spanish: unknown, out = new Set<string>()): Set<string> {
  if (typeof english === 'string') {
    if (english !== spanish && english.trim()) out.add(english);
  } else if (typeof english === 'object' && english !== null && typeof spanish === 'object' && spanish !== null)
    for (const [key, value] of Object.entries(english))
      englishOnly(value, (spanish as Record<string, unknown>)[key], out);
  return out;
}
const ENGLISH = new Set([
  ...englishOnly(consoleText, consoleEs),
  ...englishOnly(formText, formsEs),
  ...englishOnly(orgText, orgEs),
  ...englishOnly(editorText, editorEs),
  ...englishOnly(programImportText, programImportEs),
]);

/** The English catalogue texts the page shows, each as a whole text of an element (outside parts marked English). */
const englishShown = (page: Page) =>
  page.evaluate(
    (english) => {
      const shown = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const words = node.textContent?.trim() ?? '';
        if (words && english.includes(words) && !node.parentElement?.closest('[lang^="en"]')) shown.add(words);
      }
      return [...shown];
    },
    [...ENGLISH],
  );

/** Signed in (the login page in English), then the console in Spanish: `?lang=es` is remembered from then on. */
async function inSpanish(email: string, path: string): Promise<Page> {
  const page = await newPage();
  await signIn(page, email, '/account');
  await page.waitForURL((url) => url.pathname === '/account');
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=es`);
  return page;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Each screen: its Spanish title (heading and browser title), no English of the console's catalogues, a screenshot. */
async function expectSpanishScreens(page: Page, screens: [path: string, title: string][]) {
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect.poll(() => heading(page).textContent(), { message: path }).toBe(title);
    expect(await page.title()).toBe(`${title} | Pathcraft Admin`);
    await page.waitForLoadState('networkidle');
    expect(await englishShown(page), path).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `${path.replace(/\//g, '-')}-es.png`), fullPage: true });
  }
}

describe('the console in Spanish', () => {
  it("a teacher refused the people page: the organization's classes, notice and frame all in Spanish", async () => {
    const page = await inSpanish('tom.yablonski@demo.pathcraft.test', '/org/people');
    await page
      .getByRole('status')
      .filter({ hasText: 'Esa página es para los propietarios y administradores de su organización.' })
      .waitFor();
    await expect.poll(() => heading(page).textContent()).toBe('Clases');
    expect(await page.title()).toBe('Clases | Pathcraft Admin');
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^es/);
    const menu = page.getByRole('navigation', { name: 'Consola' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Clases', 'Materiales', 'Aprendices']);
    await page.getByRole('checkbox', { name: 'Mostrar archivadas' }).waitFor();
    await page.getByRole('table').getByRole('link').first().waitFor();
    expect(await englishShown(page)).toEqual([]);

    // The account menu: its entries and the teacher's role in Spanish.
    await page.getByRole('button', { name: /Menú de la cuenta de/ }).click();
    const accountMenu = page.getByRole('menu');
    await accountMenu.getByRole('menuitem', { name: 'Cerrar sesión' }).waitFor();
    expect(await accountMenu.locator('small').textContent()).toBe('Experto');
    expect(await englishShown(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'teacher-refused-es.png'), fullPage: true });
    await expectAccessible(page, 'organization classes in Spanish');
  });

  it("a super admin's screens in Spanish: each title, menu and list, a user's panel, a material, a form and program import", async () => {
    const page = await inSpanish('superadmin@demo.pathcraft.test', '/');
    await expect.poll(() => heading(page).textContent()).toBe('Cursos');
    await expectSpanishScreens(page, [
      ['/', 'Cursos'],
      ['/organizations', 'Organizaciones'],
      ['/users', 'Usuarios'],
      ['/locations', 'Ubicaciones'],
      ['/job-profiles', 'Perfiles de puesto'],
      ['/materials', 'Materiales'],
      ['/page-visits', 'Visitas a páginas'],
      ['/apprenticeships', 'Programas de aprendizaje'],
      ['/compliance', 'Cumplimiento'],
      ['/api-keys', 'Claves de API'],
      ['/import', 'Importar'],
      ['/outbox', 'Bandeja de salida'],
    ]);

    // A user's panel: the rules' refusals in Spanish too (the server's English, known to the Spanish table).
    await page.goto('/users');
    await page.getByRole('button', { name: 'Editar Pat Rivera' }).click();
    const panel = page.getByRole('dialog', { name: 'Editar Pat Rivera' });
    await panel.getByText('No puede cambiar su propio rol.').waitFor();
    await panel.getByText('No puede desactivar su propia cuenta.').waitFor();
    expect(await panel.getByText(/You can't/).count()).toBe(0);
    expect(await englishShown(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Cerrar' }).last().click();

    // A new material: the side sheet and its editor.
    await page.goto('/materials');
    await page.getByRole('button', { name: 'Nuevo material' }).click();
    await page.getByRole('button', { name: 'Negrita' }).waitFor();
    await page.getByText('Importar Markdown').waitFor();
    expect(await englishShown(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'new-material-es.png'), fullPage: true });

    // A form: a new class.
    await page.goto('/');
    await page.getByRole('button', { name: 'Nueva clase' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva clase' });
    await form.getByRole('button', { name: 'Cancelar' }).waitFor();
    expect(await englishShown(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'new-class-es.png'), fullPage: true });
    await expectAccessible(page, 'new class form in Spanish');
    await form.getByRole('button', { name: 'Cancelar' }).click();

    // Program import, its checks included (the specification's English stays for English pages).
    await page.goto('/internal/file-parse');
    await expect.poll(() => heading(page).textContent()).toBe('Importar un programa de capacitación');
    expect(await page.getByRole('navigation', { name: 'Consola' }).locator('[aria-current="page"]').textContent()).toBe(
      'Importar programa',
    );
    await page.getByText('Suba un archivo .docx, .pptx o .xlsx').first().waitFor();
    await page.getByRole('button', { name: 'Elegir un archivo' }).waitFor();
    expect(await englishShown(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'program-import-es.png'), fullPage: true });
    await expectAccessible(page, 'program import in a Spanish console');
  });

  it("an organization's admin in Spanish: the /org screens, a class page and an apprenticeship's tabs", async () => {
    const page = await inSpanish('admin.workforce@demo.pathcraft.test', '/org');
    await expect.poll(() => heading(page).textContent()).toBe('Clases');
    await expectSpanishScreens(page, [
      ['/org/people', 'Personas'],
      ['/org/locations', 'Ubicaciones'],
      ['/org/apprenticeships', 'Programas de aprendizaje'],
      ['/org/api-keys', 'Claves de API'],
      ['/org/compliance', 'Cumplimiento'],
    ]);

    // An apprenticeship's tabs.
    await page.goto('/org/apprenticeships');
    await page.getByRole('button', { name: 'Abrir Industrial Maintenance Mechanic' }).click();
    for (const tab of ['Detalles', 'Instrucción relacionada', 'Escalas salariales', 'Invitaciones']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await englishShown(page), tab).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `apprenticeship-${tab}-es.png`), fullPage: true });
    }

    await page.goto('/org');
    await page.getByRole('table').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/org/classes/'));
    await page.getByRole('heading', { name: 'Lista de clase' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await englishShown(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'org-class-es.png'), fullPage: true });
    await expectAccessible(page, 'class page in Spanish');
  });

  it('switches language from the account menu, and keeps the choice on reload and on other screens', async () => {
    const page = await newPage();
    // Waited for as long as a page may take (the first sign-in of a cold server is slow).
    const titled = (title: string) => page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await signIn(page, 'superadmin@demo.pathcraft.test', '/');
    await titled('Courses');
    await page.goto('/users');
    await titled('Users');
    const switchTo = async (menuName: RegExp, language: string) => {
      await page.getByRole('button', { name: menuName }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: language }).click();
    };
    await switchTo(/Account menu for/, 'Español');
    await titled('Usuarios');
    expect(new URL(page.url()).pathname).toBe('/users');
    expect(await englishShown(page)).toEqual([]);
    await page.reload();
    await titled('Usuarios');
    await page.goto('/');
    await titled('Cursos');
    await switchTo(/Menú de la cuenta de/, 'English');
    await titled('Courses');
    await page.goto('/users');
    await titled('Users');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Español' }).waitFor();
    await page.setViewportSize({ width: 375, height: 700 });
    await page.screenshot({ path: join(SHOTS, 'account-menu-language.png') });
    await expectAccessible(page, 'the account menu with its language entry');
  });

  it('stays English for an English browser: the titles the specification gives', async () => {
    const page = await newPage();
    await signIn(page, 'superadmin@demo.pathcraft.test', '/');
    await page.getByRole('heading', { level: 1, name: 'Courses', exact: true }).waitFor();
    expect(await page.title()).toBe('Courses | Pathcraft Admin');
    await page.goto('/internal/file-parse');
    await expect.poll(() => heading(page).textContent()).toBe('Import a Training Program');
  });
});
