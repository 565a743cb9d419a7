import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const { newPage } = useBrowser();

const STEP1 = 'Which position or apprenticeship is this training plan for?';

/** The example React app (examples/react, built into examples/public/react/dist). */
async function openReactApp() {
  const page = await newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/examples/react/');
  const plan = page.locator('pathcraft-training-plan');
  const assistant = page.locator('pathcraft-assistant');
  await plan.and(page.locator('[state="ready"]')).waitFor();
  // The closed launcher's host box is display: contents (only its button shows).
  await assistant.and(page.locator('[state="ready"]')).waitFor({ state: 'attached' });
  return { page, plan, assistant, errors };
}

describe('the example React app using @pathcraft/react', () => {
  it('renders the training plan and the assistant from React props, with embed.js added once', async () => {
    const { page, plan, assistant, errors } = await openReactApp();
    // camelCase props became the elements' kebab-case attributes.
    expect(await plan.getAttribute('org-id')).toBe('demo-workforce-org');
    expect(await assistant.getAttribute('integration-id')).toBe('demo-assistant');
    expect(await plan.getByLabel(STEP1).isVisible()).toBe(true);
    expect(await plan.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
    expect(await assistant.getByRole('button', { name: 'Chat with Ava' }).isVisible()).toBe(true);
    expect(await page.locator('script[src$="/embed.js"]').count()).toBe(1);
    expect(await page.evaluate(() => window.Pathcraft?.org)).toBe('demo-workforce-org');
    expect(errors).toEqual([]);
  });

  it('calls onJobProfileCreate with the event the element dispatches', async () => {
    const { page, plan } = await openReactApp();
    await plan.evaluate((el) =>
      el.dispatchEvent(
        new CustomEvent('pathcraft:jobProfileCreate', {
          detail: { v: 1, docId: 'jp_from_react', orgId: 'demo-workforce-org', time: 1767225600000 },
          bubbles: true,
          composed: true,
        }),
      ),
    );
    const saved = page.locator('#saved li[data-doc-id="jp_from_react"]');
    await saved.waitFor();
    expect(await saved.textContent()).toBe(
      'onJobProfileCreate {"v":1,"docId":"jp_from_react","orgId":"demo-workforce-org","time":1767225600000}',
    );
  });

  it('calls onAssistantClose when the visitor closes the chat', async () => {
    const { page, assistant } = await openReactApp();
    expect(await page.locator('#assistant-closed').textContent()).toBe('Assistant not closed yet');
    await assistant.getByRole('button', { name: 'Chat with Ava' }).click();
    await assistant.getByRole('dialog', { name: 'Ava' }).waitFor();
    await assistant.getByRole('dialog', { name: 'Ava' }).getByRole('button', { name: 'Close Ava' }).click();
    await expect.poll(() => page.locator('#assistant-closed').textContent()).toBe('Assistant closed 1 time(s)');
  });
});
