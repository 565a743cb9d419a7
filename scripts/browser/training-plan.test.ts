import type { FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickTwiceAtOnce, DEMO_PASSWORD, useBrowser } from './browser.ts';

const { newPage, baseUrl } = useBrowser();

const STEP1 = 'Which position or apprenticeship is this training plan for?';
const CNC = 'Computer Numerically Controlled Tool Operators';

/** Step 1 and Step 2 as a visitor does them: type, Search, pick the CNC card. */
async function pickCnc(tool: Locator | FrameLocator) {
  await tool.getByLabel(STEP1).fill('CNC Operator');
  await tool.getByRole('button', { name: 'Search' }).click();
  await tool.getByRole('heading', { name: 'Choose an occupation profile that best matches your search' }).waitFor();
  const titles = await tool.locator('.pc-tp-card__title').allTextContents();
  expect(titles.slice(0, 3)).toContain(CNC);
  await tool.getByRole('listitem').filter({ hasText: CNC }).getByRole('button', { name: 'Select' }).click();
  await tool.getByRole('heading', { name: CNC, level: 3 }).waitFor();
}

const panel = (tool: Locator | FrameLocator, name: string) => tool.getByRole('region', { name, exact: true });
const count = (tool: Locator, label: string) => tool.locator(`[data-count="${label}"] dd`).textContent();
const importances = async (list: Locator) =>
  (await list.allTextContents()).map((t) => Number(/Importance (\d+)/.exec(t)?.[1]));
const toast = (page: Page, text: string) => page.locator('.pc-toast__message', { hasText: text });

async function signInAsSuperAdmin(): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.pathcraft.test', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

interface OutboxMail {
  to: string;
  subject: string;
  html: string | null;
  text: string | null;
}

async function trainingMails(token: string): Promise<OutboxMail[]> {
  const url = new URL('/v1/external/supabase/mailOutbox', baseUrl);
  url.searchParams.set('f.subject[ilike]', 'Training');
  url.searchParams.set('limit', '100');
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: OutboxMail[] }).items;
}

describe('the training plan on a customer page', () => {
  it('builds a plan: search, pick, skills by importance, another ZIP with its map and wage, choose and add items, save', async () => {
    const page = await newPage();
    await page.goto('/examples/');
    const tool = page.locator('pathcraft-training-plan');
    await tool.and(page.locator('[state="ready"]')).waitFor();
    await tool.getByRole('heading', { name: 'Training Plan' }).waitFor();
    expect(await tool.getByRole('button', { name: 'Share' }).count()).toBe(0);

    await pickCnc(tool);
    // The visitor's place comes from their IP address: the demo's default ZIP.
    expect(await tool.getByLabel('ZIP code').inputValue()).toBe('15238');
    expect(await tool.locator('[data-wage="area"]').textContent()).toContain('Pittsburgh, PA · May 2025');

    const skills = panel(tool, 'Skills');
    const shown = await importances(skills.locator('.pc-tp-item__meta'));
    expect(shown).toHaveLength(5);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(await count(tool, 'Skills')).toBe('5');

    // Another ZIP: the map and the local wage follow.
    await tool.getByLabel('ZIP code').fill('10001');
    await tool.getByRole('button', { name: 'Search' }).click();
    await tool.locator('[data-wage="area"]', { hasText: 'New York-Newark-Jersey City, NY-NJ' }).waitFor();
    const map = tool.getByRole('img', { name: /^Map of New York, NY 10001/ });
    await map.waitFor();
    expect(await map.getAttribute('src')).toContain('/v1/maps/static?zip=10001');
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await tool.locator('[data-wage="hourly"]').textContent()).toMatch(/^\$\d+\.\d\d$/);

    // An empty ZIP is refused and clears the place; the visitor searches their ZIP again.
    await tool.getByLabel('ZIP code').fill('');
    await tool.getByRole('button', { name: 'Search' }).click();
    await toast(page, 'Please try again').waitFor();
    await tool.getByText('Enter a ZIP code to see local wages and schools.').waitFor();
    await tool.getByLabel('ZIP code').fill('10001');
    await tool.getByRole('button', { name: 'Search' }).click();
    await tool.getByRole('img', { name: /^Map of New York, NY 10001/ }).waitFor();

    // Choose: the skills dialog lists every skill by importance; a plan needs at least one knowledge item.
    await skills.getByRole('button', { name: 'Choose' }).click();
    const dialog = tool.getByRole('dialog', { name: 'Choose Skills' });
    const all = await importances(dialog.locator('.pc-tp-item__meta'));
    expect(all.length).toBeGreaterThan(5);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    await dialog.getByRole('checkbox').nth(6).check();
    await dialog.getByRole('checkbox').nth(7).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await count(tool, 'Skills')).toBe('7');
    expect(await skills.locator('.pc-tp-item').count()).toBe(5);

    await panel(tool, 'Knowledge').getByRole('button', { name: 'Choose' }).click();
    const knowledge = tool.getByRole('dialog', { name: 'Choose Knowledge' });
    for (const box of await knowledge.getByRole('checkbox').all()) await box.uncheck();
    await knowledge.getByRole('button', { name: 'Save' }).click();
    await knowledge.getByRole('alert').getByText('Select at least one.').waitFor();
    await knowledge.getByRole('checkbox').first().check();
    await knowledge.getByRole('button', { name: 'Save' }).click();
    expect(await count(tool, 'Knowledge')).toBe('1');

    await panel(tool, 'Certifications').getByRole('button', { name: 'Choose' }).click();
    const certs = tool.getByRole('dialog', { name: 'Choose Certifications' });
    for (const box of await certs.getByRole('checkbox').all()) await box.uncheck();
    await certs.getByRole('checkbox').first().check();
    await certs.getByRole('button', { name: 'Save' }).click();
    expect(await count(tool, 'Certifications')).toBe('1');

    // Add: a skill of the organization's own.
    await skills.getByRole('button', { name: 'Add' }).click();
    const create = tool.getByRole('dialog', { name: 'Create Skill' });
    await create.getByRole('button', { name: 'Save' }).click();
    await create.getByText('Name is required.').waitFor();
    await create.getByLabel('Name').fill('Fanuc Control Setup');
    await create.getByLabel('Description').fill('Setting offsets and running programs on Fanuc controls.');
    await create.getByLabel('Difficulty (1-5)').selectOption('3');
    await create.getByLabel('Importance (1-100)').fill('72');
    await create.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Fanuc Control Setup added!').waitFor();
    expect(await count(tool, 'Skills')).toBe('8');

    // Save as the organization: 'Saving...', then 'Job Profile Created!' and the DOM event.
    await tool.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Job Profile Created!').waitFor();
    const event = page.locator('#events li');
    await event.waitFor();
    const detail = JSON.parse((await event.textContent())!.replace('pathcraft:jobProfileCreate ', '')) as {
      docId: string;
      orgId: string;
      time: number;
    };
    expect(detail).toEqual({
      v: 1,
      docId: expect.stringMatching(/^\w{10,}$/),
      orgId: 'demo-workforce-org',
      time: expect.any(Number),
    });

    // The saved plan, read-only on its external page.
    await page.goto(`/external/job-profiles/${detail.docId}`);
    await page.getByRole('heading', { name: CNC, level: 3 }).waitFor();
    expect(await page.locator('[data-count="Skills"] dd').textContent()).toBe('8');
    expect(await page.locator('[data-count="Knowledge"] dd').textContent()).toBe('1');
    // Skills are listed by importance, the organization's own (72) among them.
    expect(await panel(page.locator('body'), 'Skills').locator('.pc-tp-item__name').allTextContents()).toContain(
      'Fanuc Control Setup',
    );
    for (const name of ['Change', 'Choose', 'Add', 'Save', 'Share', 'Reset'])
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await page.getByText('POWERED BY').isVisible()).toBe(true);
    // A view-only plan shows its place, without a ZIP search.
    expect(await panel(page.locator('body'), 'Location').getByText('New York, NY 10001').isVisible()).toBe(true);
    expect(await page.getByLabel('ZIP code').count()).toBe(0);
  });

  it('shares a plan without an organization: each form error, then sent, and both e-mails are in the outbox', async () => {
    const page = await newPage();
    await page.goto('/examples/share.html');
    const tool = page.locator('pathcraft-training-plan');
    await tool.and(page.locator('[state="ready"]')).waitFor();
    await pickCnc(tool);
    expect(await tool.getByRole('button', { name: 'Save' }).count()).toBe(0);

    await tool.getByRole('button', { name: 'Share' }).click();
    const dialog = tool.getByRole('dialog', { name: 'Share Training Plan' });
    const send = dialog.getByRole('button', { name: 'Send' });
    const error = (label: string) =>
      dialog
        .getByLabel(label, { exact: true })
        .evaluate(
          (el) =>
            (el.getRootNode() as ShadowRoot).getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ??
            null,
        );
    await send.click();
    expect(await error('Name')).toBe('Name must be at least 3 characters.');
    expect(await error('Organization name')).toBe('Organization name must be at least 3 characters.');
    expect(await error('Phone')).toBe('Phone must be at least 7 characters.');
    expect(await error('E-mail')).toBe('Enter a valid e-mail address.');

    const email = `dana.whitfield+${Date.now()}@keystone.example`;
    const steps: [string, string, string][] = [
      ['Name', 'Dana Whitfield', 'Organization name'],
      ['Organization name', 'Keystone Precision Machining', 'Phone'],
      ['Phone', '412-555-0148', 'E-mail'],
    ];
    for (const [label, value, next] of steps) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
      await send.click();
      expect(await error(label)).toBeNull();
      expect(await error(next)).not.toBeNull();
    }
    await dialog.getByLabel('E-mail', { exact: true }).fill('dana@keystone');
    await send.click();
    expect(await error('E-mail')).toBe('Enter a valid e-mail address.');
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    // Two clicks in the same moment: one plan saved, one e-mail each way, one toast.
    await clickTwiceAtOnce(send);
    await toast(page, 'Training Plan sent!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await toast(page, 'Training Plan sent!').count()).toBe(1);

    const mails = await trainingMails(await signInAsSuperAdmin());
    expect(mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    const plan = mails.find((m) => m.to.includes(email));
    expect(plan?.subject).toBe(`Training plan: ${CNC}`);
    const html = plan!.html ?? '';
    for (const part of ['Occupation code 51-9161.00', 'Operation and Control', 'Get Started', 'Plan ID: '])
      expect(html).toContain(part);
    const planId = /Plan ID: (\w+)/.exec(html)?.[1];
    const notice = mails.find((m) => m.subject === 'Training Plan Created' && (m.html ?? m.text ?? '').includes(email));
    expect(notice).toBeDefined();
    for (const part of ['Dana Whitfield', 'Keystone Precision Machining', '412-555-0148', CNC, planId!])
      expect(notice!.html ?? notice!.text).toContain(part);
  });
});

describe('the career pathway page in an iframe', () => {
  it('saves as the organization and the parent page lists the jobProfileCreate message', async () => {
    const page = await newPage();
    await page.goto('/examples/parent.html');
    const frame = page.frameLocator('iframe#plan');
    // embedded=true hides the 'BACK TO' bar.
    await frame.getByRole('heading', { name: 'Training Plan' }).waitFor();
    expect(await frame.getByText('BACK TO').count()).toBe(0);
    await pickCnc(frame);
    await frame.getByRole('button', { name: 'Save' }).click();
    await frame.locator('.pc-toast__message', { hasText: 'Job Profile Created!' }).waitFor();
    const message = page.locator('#messages li');
    await message.waitFor();
    const received = JSON.parse((await message.textContent())!.replace('jobProfileCreate ', '')) as {
      docId: string;
      orgId: string;
      time: number;
    };
    expect(received).toEqual({
      docId: expect.stringMatching(/^\w{10,}$/),
      orgId: 'demo-workforce-org',
      time: expect.any(Number),
    });
    expect(await message.getAttribute('data-doc-id')).toBe(received.docId);
  });

  it('searches the occupationKeyword, then clears the query; an unknown organization cannot load', async () => {
    const page = await newPage();
    await page.goto('/external/pathways?occupationKeyword=CNC%20Operator&embedded=false');
    await page.getByRole('heading', { name: 'Choose an occupation profile that best matches your search' }).waitFor();
    await page.waitForURL((url) => !url.searchParams.has('occupationKeyword'));
    expect(new URL(page.url()).searchParams.get('embedded')).toBe('false');
    expect(await page.getByLabel(STEP1).inputValue()).toBe('CNC Operator');
    expect(await page.getByRole('navigation', { name: 'Back' }).textContent()).toBe('BACK TO Pathcraft');

    await page.goto('/external/pathways?orgId=no-such-org');
    await page.getByText('Cannot load organization').waitFor();

    await page.goto('/external/pathways?orgId=demo-workforce-org&locationId=no-such-location');
    await page.waitForURL((url) => url.pathname !== '/external/pathways');
  });
});

/** True when the element is on screen and nothing covers its middle (a message out of view fails). */
const seenAt = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.height === 0 || r.top < 0 || r.bottom > window.innerHeight) return false;
    const root = el.getRootNode() as Document | ShadowRoot;
    const hit = root.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });

/** The keyword box is editable, has the focus and its caret is at the end. */
const editingKeyword = (tool: Locator | Page) =>
  tool.getByLabel(STEP1).evaluate((el: HTMLInputElement) => ({
    value: el.value,
    readOnly: el.readOnly,
    focused: (el.getRootNode() as Document | ShadowRoot).activeElement === el,
    caretAtEnd: el.selectionStart === el.value.length && el.selectionEnd === el.value.length,
  }));

describe('what a visitor does to go on', () => {
  it('Change puts the keyword back into editing, in the element, without searching again', async () => {
    const page = await newPage();
    const searches: string[] = [];
    page.on('request', (r) => r.url().includes('/v1/external/cos/occupations') && searches.push(r.url()));
    await page.goto('/examples/');
    const tool = page.locator('pathcraft-training-plan');
    await tool.and(page.locator('[state="ready"]')).waitFor();
    await tool.getByLabel(STEP1).fill('CNC Operator');
    await tool.getByRole('button', { name: 'Search' }).click();
    await tool.getByRole('heading', { name: 'Choose an occupation profile that best matches your search' }).waitFor();
    await tool.getByRole('button', { name: 'Change' }).click();
    await tool.getByRole('button', { name: 'Search' }).waitFor();
    expect(await editingKeyword(tool)).toEqual({
      value: 'CNC Operator',
      readOnly: false,
      focused: true,
      caretAtEnd: true,
    });
    expect(searches).toHaveLength(1);

    await page.keyboard.type(' Machinist');
    await page.keyboard.press('Enter');
    await tool.getByRole('button', { name: 'Change' }).waitFor();
    expect(searches).toHaveLength(2);
    expect(new URL(searches[1]!).searchParams.get('keyword')).toBe('CNC Operator Machinist');
  });

  it('after no results the visitor types another keyword and searches again, on /external/pathways', async () => {
    const page = await newPage();
    await page.goto('/external/pathways?embedded=false');
    await page.getByLabel(STEP1).fill('Zzyzx Qwerty');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Try a more general search or check spelling.').waitFor();
    expect(await page.locator('.pc-tp-empty__title').textContent()).toBe('No results found');
    // Nothing to change from: the box stays editable with its Search button.
    expect(await page.getByLabel(STEP1).isEditable()).toBe(true);
    await page.getByLabel(STEP1).fill('CNC Operator');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('listitem').filter({ hasText: CNC }).waitFor();

    await page.getByRole('button', { name: 'Change' }).click();
    expect(await editingKeyword(page)).toEqual({
      value: 'CNC Operator',
      readOnly: false,
      focused: true,
      caretAtEnd: true,
    });
  });

  it('a pasted job description is searched as far as the box takes it, in English and Spanish, without a server error in the toast', async () => {
    // A visitor pastes the whole job posting into the box (or follows a link carrying it): the
    // server takes 200 characters at most and answered 'keyword is too long (200 characters at
    // most)', in English on the Spanish page too, under the previous search's results.
    const posting =
      'CNC Operator wanted for our second shift: set up and operate computer-controlled lathes and mills, ' +
      'read blueprints, measure parts with calipers and micrometers, keep the machines clean and report defects. ';
    const page = await newPage();
    await page.goto('/external/pathways?embedded=false');
    const box = page.getByLabel(STEP1);
    await box.fill('Zzyzx Qwerty');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Try a more general search or check spelling.').waitFor();
    await box.fill(posting.repeat(2));
    expect((await box.inputValue()).length).toBe(200);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Change' }).waitFor();
    expect(await page.locator('.pc-tp-card__title').count()).toBeGreaterThan(0);
    expect(await page.locator('.pc-toast__message').count()).toBe(0);

    const es = await newPage();
    await es.goto(`/external/pathways?lang=es&embedded=false&q=${encodeURIComponent(posting.repeat(2))}`);
    await es.getByRole('button', { name: 'Cambiar' }).waitFor();
    expect(await es.getByRole('heading', { name: 'Elija el perfil de ocupación' }).count()).toBe(1);
    expect(await es.locator('.pc-toast__message').count()).toBe(0);
    expect((await es.getByLabel(/^¿Para qué puesto/).inputValue()).length).toBeLessThanOrEqual(200);
  });

  it('Save makes one job profile, even on a double click, and then the plan is that profile', async () => {
    const page = await newPage();
    const creates: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/jobProfiles' && creates.push(r.url()),
    );
    await page.goto('/examples/');
    const tool = page.locator('pathcraft-training-plan');
    await tool.and(page.locator('[state="ready"]')).waitFor();
    await pickCnc(tool);
    await tool.getByRole('button', { name: 'Save' }).dblclick();
    await toast(page, 'Job Profile Created!').waitFor();
    await tool.getByRole('button', { name: 'Save' }).waitFor({ state: 'detached' });
    expect(await tool.getByRole('button', { name: 'Share' }).count()).toBe(0);
    expect(creates).toHaveLength(1);
    expect(await page.locator('#events li').count()).toBe(1);
  });

  it("shows 'Select at least one.' beside the Save that was pressed, in view", async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.goto('/examples/');
    const tool = page.locator('pathcraft-training-plan');
    await tool.and(page.locator('[state="ready"]')).waitFor();
    await pickCnc(tool);
    await panel(tool, 'Skills').getByRole('button', { name: 'Choose' }).click();
    const dialog = tool.getByRole('dialog', { name: 'Choose Skills' });
    const boxes = await dialog.getByRole('checkbox').all();
    expect(boxes.length).toBeGreaterThan(30);
    for (const box of boxes) await box.uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const alert = dialog.getByRole('alert').getByText('Select at least one.');
    await alert.waitFor();
    expect(await seenAt(alert)).toBe(true);
    expect(await seenAt(dialog.getByRole('button', { name: 'Save' }))).toBe(true);
  });

  it('names an unknown ZIP, and a view-only plan has no ZIP search', async () => {
    const page = await newPage();
    await page.goto('/examples/');
    const tool = page.locator('pathcraft-training-plan');
    await tool.and(page.locator('[state="ready"]')).waitFor();
    await pickCnc(tool);
    await tool.getByLabel('ZIP code').fill('99999');
    await tool.getByRole('button', { name: 'Search' }).click();
    await tool.getByRole('alert').getByText("We couldn't find ZIP code 99999.").waitFor();
    await tool.getByLabel('ZIP code').fill('1523');
    await tool.getByRole('button', { name: 'Search' }).click();
    await tool.getByText('Enter a valid 5-digit ZIP code.').waitFor();

    await page.goto('/external/job-profiles/demo-job-cnc');
    await page.getByRole('heading', { name: CNC, level: 3 }).waitFor();
    await page
      .getByRole('region', { name: 'Location' })
      .getByText(/\d{5}$/)
      .waitFor();
    expect(await page.getByLabel('ZIP code').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Search' }).count()).toBe(0);
  });
});

describe('the hosted pathway pages', () => {
  it("keeps embedded=true to its own visit: a later visit without it shows 'BACK TO'", async () => {
    const page = await newPage();
    await page.goto('/external/pathways?embedded=true');
    await page.getByRole('heading', { name: 'Training Plan' }).waitFor();
    expect(await page.getByText('BACK TO').count()).toBe(0);
    const later = await page.context().newPage();
    await later.goto('/external/pathways');
    await later.getByRole('heading', { name: 'Training Plan' }).waitFor();
    expect(await later.getByRole('navigation', { name: 'Back' }).textContent()).toBe('BACK TO Pathcraft');
  });

  it('credits the O*NET data with its attribution links', async () => {
    const page = await newPage();
    await page.goto('/external/pathways');
    const credit = page.getByText(/over 900 occupations/);
    await credit.waitFor();
    expect(
      await page.getByText(/Used under the CC BY 4\.0 license\. O\*NET® is a trademark of USDOL\/ETA\./).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: /O\*NET 29\.0 Database/ }).getAttribute('href')).toBe(
      'https://www.onetcenter.org/database.html',
    );
    expect(await page.getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
  });

  it('an unknown job profile shows a not-found page with a way to the pathway tool', async () => {
    const page = await newPage();
    await page.goto('/external/job-profiles/no-such-plan');
    await page.getByRole('heading', { name: 'Training plan not found', level: 1 }).waitFor();
    expect(await page.getByText("No jobProfiles record with id 'no-such-plan'").count()).toBe(0);
    await page.getByRole('link', { name: 'Build a training plan' }).click();
    await page.waitForURL((url) => url.pathname === '/external/pathways');
    await page.getByLabel(STEP1).waitFor();
  });
});

describe("the plan's place", () => {
  const location = (page: Page) => page.getByRole('region', { name: 'Location' });

  it('an unknown ZIP says so beside the ZIP box, at 375 px too, and the plan keeps its place', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/external/pathways?embedded=true');
    await pickCnc(page.locator('body'));
    await location(page).getByText('Pittsburgh, PA 15238').waitFor();
    await page.getByLabel('ZIP code').fill('00000');
    await page.getByLabel('ZIP code').press('Enter');
    const alert = location(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe("We couldn't find ZIP code 00000.");
    await alert.scrollIntoViewIfNeeded();
    expect(await seenAt(alert)).toBe(true);
    expect(await page.getByLabel('ZIP code').getAttribute('aria-invalid')).toBe('true');
    expect(await location(page).getByText('Pittsburgh, PA 15238').isVisible()).toBe(true);
    // A known ZIP then clears the message.
    await page.getByLabel('ZIP code').fill('10001');
    await page.getByRole('button', { name: 'Search' }).click();
    await location(page).getByText('New York, NY 10001').waitFor();
    expect(await location(page).getByRole('alert').count()).toBe(0);
  });

  it('an empty ZIP clears the place: no place name, no map, national wages', async () => {
    const page = await newPage();
    await page.goto('/external/pathways?embedded=true');
    await pickCnc(page.locator('body'));
    await location(page).getByText('Pittsburgh, PA 15238').waitFor();
    await page.getByLabel('ZIP code').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await toast(page, 'Please try again').waitFor();
    await location(page).getByText('Enter a ZIP code to see local wages and schools.').waitFor();
    expect(await location(page).getByText('Pittsburgh, PA 15238').count()).toBe(0);
    expect(await location(page).getByRole('img').count()).toBe(0);
    await page.locator('[data-wage="area"]', { hasText: 'United States' }).waitFor();
  });

  it("starts at the organization's location (locationId), not the visitor's ZIP", async () => {
    const page = await newPage();
    await page.goto('/external/pathways?orgId=demo-workforce-org&locationId=demo-wf-loc-strip&embedded=true');
    await pickCnc(page.locator('body'));
    await location(page)
      .getByText(/15222$/)
      .waitFor();
    expect(await page.getByLabel('ZIP code').inputValue()).toBe('15222');
  });

  it('keeps orgId and embedded=true in the address after the keyword search: a reload still saves, without the BACK TO bar', async () => {
    const page = await newPage();
    await page.goto('/external/pathways?occupationKeyword=CNC%20Operator&orgId=demo-workforce-org&embedded=true');
    await page.getByRole('heading', { name: 'Choose an occupation profile that best matches your search' }).waitFor();
    await page.waitForURL((url) => !url.searchParams.has('occupationKeyword'));
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      orgId: 'demo-workforce-org',
      embedded: 'true',
    });
    // Even where the tab's storage is not kept (a third-party frame), the address says it.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByRole('heading', { name: 'Training Plan' }).waitFor();
    expect(await page.getByText('BACK TO').count()).toBe(0);
    // The results are in the address too: the visitor picks one.
    await page.getByRole('listitem').filter({ hasText: CNC }).getByRole('button', { name: 'Select' }).click();
    await page.getByRole('button', { name: 'Save' }).waitFor();
  });
});

describe('the plan in the address', () => {
  const skillsCount = (page: Page) => page.locator('[data-count="Skills"] dd').textContent();

  async function addOwnSkill(tool: Locator) {
    await panel(tool, 'Skills').getByRole('button', { name: 'Add' }).click();
    const create = tool.getByRole('dialog', { name: 'Create Skill' });
    await create.getByLabel('Name').fill('Fanuc Control Setup');
    await create.getByLabel('Description').fill('Setting offsets on Fanuc controls.');
    await create.getByLabel('Difficulty (1-5)').selectOption('3');
    await create.getByLabel('Importance (1-100)').fill('72');
    await create.getByRole('button', { name: 'Save' }).click();
    await create.waitFor({ state: 'detached' });
  }

  it('on /external/pathways: reload keeps the choices and the visitor’s own skill, Back and Forward walk the steps, Change asks first', async () => {
    const page = await newPage();
    await page.goto('/external/pathways?orgId=demo-workforce-org&embedded=true');
    const body = page.locator('body');
    await pickCnc(body);
    await page.waitForURL((url) => url.searchParams.get('occupation') === '51-9161.00');
    await panel(body, 'Skills').getByRole('button', { name: 'Choose' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Skills' });
    await dialog.getByRole('checkbox').nth(6).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await addOwnSkill(body);
    expect(await skillsCount(page)).toBe('7');
    // The organization and embedded=true stay beside the plan.
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      orgId: 'demo-workforce-org',
      embedded: 'true',
      q: 'CNC Operator',
      occupation: '51-9161.00',
    });

    await page.reload();
    await page.getByRole('heading', { name: CNC, level: 3 }).waitFor();
    await expect.poll(() => skillsCount(page)).toBe('7');
    await panel(body, 'Skills').getByText('Fanuc Control Setup').waitFor();

    // Back: the results of the search; Forward: the same plan again.
    await page.goBack();
    await page.getByRole('heading', { name: 'Choose an occupation profile that best matches your search' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: CNC, level: 3 }).waitFor();
    await expect.poll(() => skillsCount(page)).toBe('7');

    // Change asks before it drops the choices; Keep editing keeps them.
    await page.getByRole('region', { name: 'Plan summary' }).getByRole('button', { name: 'Change' }).click();
    const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await skillsCount(page)).toBe('7');
    await page.getByRole('button', { name: 'Reset' }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByLabel(STEP1).waitFor();
    await page.waitForURL((url) => !url.searchParams.has('occupation'));
    // Even then, Back brings the plan back.
    await page.goBack();
    await page.getByRole('heading', { name: CNC, level: 3 }).waitFor();
    await expect.poll(() => skillsCount(page)).toBe('7');
  });

  it('in the element on a customer page: one pathcraft-plan parameter, the page’s own query and hash untouched; reload and Back work', async () => {
    const page = await newPage();
    await page.goto('/examples/?ref=newsletter#tool');
    const tool = page.locator('pathcraft-training-plan');
    await tool.and(page.locator('[state="ready"]')).waitFor();
    await pickCnc(tool);
    await page.waitForURL((url) => (url.searchParams.get('pathcraft-plan') ?? '').includes('occupation=51-9161.00'));
    const url = new URL(page.url());
    expect([...url.searchParams.keys()].sort()).toEqual(['pathcraft-plan', 'ref']);
    expect(url.hash).toBe('#tool');
    await addOwnSkill(tool);
    await expect.poll(() => count(tool, 'Skills')).toBe('6');
    // The address follows the page in an effect after it paints: a loaded machine can reload in between.
    await page.waitForURL((next) => next.href !== url.href);

    await page.reload();
    await tool.getByRole('heading', { name: CNC, level: 3 }).waitFor();
    await expect.poll(() => count(tool, 'Skills')).toBe('6');
    await page.goBack();
    await tool.getByRole('heading', { name: 'Choose an occupation profile that best matches your search' }).waitFor();
    expect(new URL(page.url()).searchParams.get('ref')).toBe('newsletter');
  });

  it('after Save the plan is the saved job profile: its link, read-only, and Edit a copy to change it again', async () => {
    const page = await newPage();
    await page.goto('/examples/');
    const tool = page.locator('pathcraft-training-plan');
    await tool.and(page.locator('[state="ready"]')).waitFor();
    await pickCnc(tool);
    await tool.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Job Profile Created!').waitFor();
    const detail = JSON.parse(
      (await page.locator('#events li').textContent())!.replace('pathcraft:jobProfileCreate ', ''),
    ) as { docId: string };
    const link = tool.getByRole('link', { name: 'Open the saved plan' });
    expect(new URL((await link.getAttribute('href'))!).pathname).toBe(`/external/job-profiles/${detail.docId}`);
    expect(await tool.getByText('This plan is saved as a job profile.').isVisible()).toBe(true);
    // Nothing to edit that would not be saved.
    for (const name of ['Choose', 'Add']) expect(await tool.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await tool.getByLabel('ZIP code').count()).toBe(0);
    // A reload shows the same saved plan.
    await page.reload();
    await tool.getByRole('link', { name: 'Open the saved plan' }).waitFor();

    await tool.getByRole('button', { name: 'Edit a copy' }).click();
    await panel(tool, 'Skills').getByRole('button', { name: 'Choose' }).waitFor();
    await tool.getByRole('button', { name: 'Save', exact: true }).waitFor();
    expect(await tool.getByRole('link', { name: 'Open the saved plan' }).count()).toBe(0);
  });
});

describe('school names', () => {
  it('show in the public tool (no organization to upgrade); a free-plan organization gets the note, which is not a link', async () => {
    const page = await newPage();
    await page.goto('/external/pathways?embedded=true');
    await pickCnc(page.locator('body'));
    const programs = panel(page.locator('body'), 'Training Programs');
    await programs.locator('.pc-tp-school').first().waitFor();
    expect(await programs.getByText('Upgrade to view school name').count()).toBe(0);
    expect((await programs.locator('.pc-tp-school').allInnerTexts()).every((name) => name.trim().length > 3)).toBe(
      true,
    );

    const free = await newPage();
    await free.goto('/external/pathways?orgId=demo-community-org&embedded=true');
    await pickCnc(free.locator('body'));
    const note = panel(free.locator('body'), 'Training Programs').locator('.pc-tp-upgrade').first();
    await note.waitFor();
    expect(await note.innerText()).toBe('Upgrade to view school name');
    expect(await note.evaluate((el) => el.closest('a, button'))).toBeNull();
    expect(await note.evaluate((el) => getComputedStyle(el).cursor)).not.toBe('pointer');
  });
});
