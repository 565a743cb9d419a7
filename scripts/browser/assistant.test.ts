import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickTwiceAtOnce, DEMO_PASSWORD, useBrowser } from './browser.ts';

const { newPage, baseUrl } = useBrowser();

const KNOWN = 'What should I do before I clear a jam or change a belt?';
const GAP = "I can't give an accurate or relevant response to your query. I'll try again, if you rephrase it.";

/** The example customer page with the launcher ready; the chat opened from it. */
async function openAssistant(page: Page): Promise<{ element: Locator; dialog: Locator; input: Locator }> {
  page.on('console', (m) => m.type() !== 'log' && console.error(`[page ${m.type()}] ${m.text()}`));
  await page.goto('/examples/assistant.html');
  const element = page.locator('pathcraft-assistant');
  // The closed launcher's host box is display: contents (only its button shows).
  await element.and(page.locator('[state="ready"]')).waitFor({ state: 'attached' });
  await element.getByRole('button', { name: 'Chat with Ava' }).click();
  const dialog = element.getByRole('dialog', { name: 'Ava' });
  await dialog.waitFor();
  const input = dialog.getByPlaceholder('Ask a question...');
  // Focus moves to the question box when the chat opens.
  await expect.poll(() => input.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
  return { element, dialog, input };
}

/** The example customer page with the chat in the page (display="chatBox") instead of the launcher. */
async function openChatBox(page: Page): Promise<{ region: Locator }> {
  page.on('console', (m) => m.type() !== 'log' && console.error(`[page ${m.type()}] ${m.text()}`));
  await page.route('**/examples/assistant.html', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<pathcraft-assistant integration-id="demo-assistant">',
      '<pathcraft-assistant integration-id="demo-assistant" display="chatBox">',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/examples/assistant.html');
  const region = page.locator('pathcraft-assistant').getByRole('region', { name: 'Ava' });
  await region.waitFor();
  return { region };
}

async function ask(input: Locator, question: string) {
  await input.fill(question);
  await input.press('Enter');
}

/** The help-request e-mail whose reply-to is this visitor, read from the outbox as the super admin. */
async function helpRequestTo(visitor: string) {
  const mails = await helpRequestsTo(visitor);
  expect(mails.length).toBeGreaterThan(0);
  return mails[0]!;
}

/** Every help-request e-mail (outbox) that names this visitor. */
async function helpRequestsTo(visitor: string) {
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.pathcraft.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const url = new URL('/v1/external/supabase/mailOutbox', baseUrl);
  url.searchParams.set('f.subject[eq]', 'Website Visitor Needs Assistance');
  url.searchParams.set('limit', '100');
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const { items } = (await res.json()) as {
    items: { to: string; replyTo: string | null; text: string | null; html: string | null }[];
  };
  return items.filter((m) => m.text?.includes(visitor));
}

/** Records every progress text the chat shows (status line and the answer's steps), in order. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const root = document.querySelector('pathcraft-assistant')!.shadowRoot!;
    const seen: string[] = [];
    window.progress = seen;
    const note = () => {
      for (const el of root.querySelectorAll('.pc-as__progress, .pc-as__meta')) {
        const text = el.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }
      const answer = root.querySelector('.pc-as__answer[aria-busy="true"]');
      if (answer && !seen.includes('streaming')) seen.push('streaming');
    };
    new MutationObserver(note).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => window.progress ?? []);
}

describe('the AI assistant on a customer page', () => {
  it('answers a question from the seeded content, streamed, with progress and its sources', async () => {
    const page = await newPage();
    const { dialog, input } = await openAssistant(page);
    await dialog.getByText("Hello, I'm an AI Assistant here to answer any questions.").waitFor();
    // The integration's default prompts are offered as suggestions.
    await dialog.getByRole('button', { name: 'What does OSHA 10 cover?' }).waitFor();

    const progress = await recordProgress(page);
    const stream = page.waitForResponse((res) => res.url().endsWith('/v1/api/content/chatEngine'));
    await ask(input, KNOWN);
    const response = await stream;
    expect(response.headers()['content-type']).toBe('text/event-stream; charset=utf-8');

    const answer = dialog.locator('.pc-as__answer[data-state="done"]');
    await answer.waitFor();
    expect(await answer.locator('blockquote').first().textContent()).toContain(
      'Before you clear a jam, change a belt or reach into any machine',
    );
    const source = answer.locator('.pc-as__sources a').first();
    expect(await source.textContent()).toBe('OSHA 10 safety basics');
    expect(await source.getAttribute('href')).toBe(`${baseUrl}/examples/assistant.html#osha`);
    const steps = await answer.locator('.pc-as__meta').textContent();
    expect(steps).toMatch(/^Retrieved \d+ files & (\d+) nodes · Answer composed from \1 nodes$/);

    const seen = await progress();
    const nodes = /(\d+) nodes$/.exec(steps!)![1];
    const order = [
      seen.indexOf('Retrieving relevant info...'),
      seen.findIndex((t) => /^Retrieved \d+ files & \d+ nodes · Composing answer from \d+ nodes$/.test(t)),
      seen.indexOf('streaming'),
      seen.indexOf(steps!),
    ];
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(steps).toContain(`Answer composed from ${nodes} nodes`);
    // The question box is cleared and keeps the focus for the next question.
    expect(await input.inputValue()).toBe('');
    await expect.poll(() => input.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);

    // Escape closes the chat and gives the focus back to the launcher.
    await input.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const launcher = page.locator('pathcraft-assistant').getByRole('button', { name: 'Chat with Ava' });
    await expect
      .poll(() => launcher.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el))
      .toBe(true);
  });

  it("opens with the chat alone; the conversation's parts (Markdown, sources, forward form) come with the first question, styled (issue 29 goal 7)", async () => {
    const page = await newPage();
    const chunks: string[] = [];
    page.on('request', (req) => {
      const chunk = /\/chunks\/(.+)-[\w-]{6}\.js$/.exec(req.url());
      if (chunk) chunks.push(chunk[1]!);
    });
    const { dialog, input } = await openAssistant(page);
    await dialog.getByText("Hello, I'm an AI Assistant here to answer any questions.").waitFor();
    // The open chat is plain DOM: no UI runtime, no Preact panel until the first question.
    expect(chunks).toContain('assistant-open');
    expect(chunks).not.toContain('runtime');
    expect(chunks).not.toContain('assistant-app');
    // Nor the streamed answer's reader: it comes with the parts.
    expect(chunks).not.toContain('conversation-parts');
    expect(chunks).not.toContain('sse');

    await ask(input, KNOWN);
    const answer = dialog.locator('.pc-as__answer[data-state="done"]');
    await answer.waitFor();
    expect(chunks.filter((c) => c === 'conversation-parts')).toHaveLength(1);
    expect(chunks).toContain('sse');
    expect(chunks).toContain('runtime');
    expect(chunks.filter((c) => c === 'assistant-app')).toHaveLength(1);
    // The answer's Markdown as elements, with the parts' styles in the shadow root.
    const quote = answer.locator('blockquote').first();
    expect(await quote.textContent()).toContain('Before you clear a jam');
    expect(await quote.evaluate((el) => getComputedStyle(el).borderLeftWidth)).toBe('3px');
    expect(await answer.locator('.pc-as__sources-title').textContent()).toBe('Sources');
    expect(await answer.locator('.pc-as__sources').evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px');

    // A second question loads nothing more; the forward form (in the same parts) opens at once and is styled.
    await ask(input, 'What does OSHA 10 cover?');
    await expect.poll(() => answer.count()).toBe(2);
    await dialog.getByRole('button', { name: 'Send us an e-mail' }).click();
    const form = dialog.getByRole('form', { name: 'Forward your question' });
    expect(await form.evaluate((el) => getComputedStyle(el).flexDirection)).toBe('column');
    expect(await form.getByRole('button', { name: 'Cancel' }).evaluate((el) => getComputedStyle(el).minHeight)).toBe(
      '36px',
    );
    expect(chunks.filter((c) => c === 'conversation-parts')).toHaveLength(1);
  });

  it('takes a question sent before the rest of the chat has loaded, with the search options chosen meanwhile, in the conversation it opened (issue 29 goal 7)', async () => {
    const page = await newPage();
    // The Preact panel's chunk waits until released, as on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/chunks\/assistant-app-[\w-]{6}\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const sessions: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/v1/assistant/sessions')) sessions.push(req.url());
    });
    const { dialog, input } = await openAssistant(page);

    // The open chat answers what it can itself: an empty question, the search options.
    await input.press('Enter');
    await dialog.getByText('Please enter a question so I can better assist you.').waitFor();
    await dialog.getByRole('button', { name: 'Search options' }).click();
    const traditional = dialog.getByLabel('Traditional search (list what was found, without an answer)');
    await traditional.check();
    await ask(input, KNOWN);
    // The question shows at once; Send and New conversation wait for it, the suggestions are gone.
    await dialog.locator('.pc-as__msg--user', { hasText: KNOWN }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'New conversation' }).isDisabled()).toBe(true);
    expect(await dialog.locator('.pc-as__prompts').count()).toBe(0);
    expect(await dialog.locator('.pc-as__results').count()).toBe(0);

    release();
    // A traditional search, as chosen: what was found, listed without an answer.
    const results = dialog.locator('.pc-as__results');
    await results.waitFor();
    expect(await results.locator('li').count()).toBeGreaterThan(0);
    expect(await dialog.locator('.pc-as__answer').count()).toBe(0);
    // Nothing twice, the options as they were, the question box cleared and focused.
    expect(await dialog.locator('.pc-as__msg--user').count()).toBe(1);
    expect(await dialog.getByText('Please enter a question so I can better assist you.').count()).toBe(1);
    expect(await traditional.isChecked()).toBe(true);
    await expect.poll(() => input.inputValue()).toBe('');
    await expect.poll(() => input.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    // One conversation: the one the open chat started.
    expect(sessions).toHaveLength(1);

    // Escape closes the chat the Preact panel now draws, and the launcher opens it again as it was.
    await input.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('pathcraft-assistant').getByRole('button', { name: 'Chat with Ava' }).click();
    await dialog.waitFor();
    expect(await dialog.locator('.pc-as__msg--user').count()).toBe(1);
  });

  it('shows the failure text when the rest of the chat cannot load, and keeps the question', async () => {
    const page = await newPage();
    await page.route(/\/chunks\/assistant-app-[\w-]{6}\.js$/, (route) => route.abort());
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const { dialog, input } = await openAssistant(page);
    await ask(input, KNOWN);
    await dialog.getByText("We've been notified that something went wrong, please try again.").waitFor();
    expect(await dialog.locator('.pc-as__msg--user', { hasText: KNOWN }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(false);
    expect(await input.inputValue()).toBe(KNOWN);
    expect(errors.some((e) => e.includes('could not load <pathcraft-assistant>'))).toBe(true);
  });

  it('keeps a chat in the page (chatBox) usable when the rest cannot load: the failure text, still state="ready"', async () => {
    const page = await newPage();
    await page.route(/\/chunks\/assistant-app-[\w-]{6}\.js$/, (route) => route.abort());
    const { region } = await openChatBox(page);
    await ask(region.getByPlaceholder('Ask a question...'), KNOWN);
    await region.getByText("We've been notified that something went wrong, please try again.").waitFor();
    expect(await region.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(false);
    expect(await page.locator('pathcraft-assistant').getAttribute('state')).toBe('ready');
  });

  it('closes the open chat before any question with the close button, telling the page (pathcraft:assistantClose)', async () => {
    const page = await newPage();
    const { dialog } = await openAssistant(page);
    await dialog.getByRole('button', { name: 'Close Ava' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const launcher = page.locator('pathcraft-assistant').getByRole('button', { name: 'Chat with Ava' });
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => launcher.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el))
      .toBe(true);
    expect(await page.locator('#events li').textContent()).toBe(
      'pathcraft:assistantClose {"v":1,"integrationId":"demo-assistant","reason":"user"}',
    );
  });

  it.each(['launcher', 'chatBox'] as const)(
    'draws the open chat (%s) as the Preact panel draws it: the same elements, attributes and texts',
    async (display) => {
      /** The open panel as elements, attributes sorted, generated ids left out, with its search options open. */
      const drawn = async (page: Page) => {
        const chat = display === 'launcher' ? (await openAssistant(page)).dialog : (await openChatBox(page)).region;
        await chat.and(page.locator('[data-state="ready"]')).waitFor();
        await chat.getByRole('button', { name: 'Search options' }).click();
        return chat.evaluate((section) => {
          const generated = new Set(['id', 'for', 'aria-labelledby', 'aria-controls']);
          const walk = (node: Node): string => {
            if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
            if (!(node instanceof Element)) return '';
            const attributes = [...node.attributes]
              .filter((a) => !generated.has(a.name))
              .map((a) => `${a.name}="${a.value}"`)
              .sort();
            const state = node instanceof HTMLInputElement ? ` value="${node.value}" checked=${node.checked}` : '';
            return `<${node.localName} ${attributes.join(' ')}${state}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
          };
          return walk(section.parentElement!);
        });
      };
      const plain = await drawn(await newPage());
      // A conversation kept over a reload opens the Preact panel at once: keep one with the welcome only.
      const page = await newPage();
      await page.goto('/examples/');
      await page.evaluate(async () => {
        const res = await fetch('/v1/assistant/sessions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ integrationId: 'demo-assistant' }),
        });
        const state = {
          entries: [
            { id: 'welcome', kind: 'welcome', text: "Hello, I'm an AI Assistant here to answer any questions." },
          ],
          misses: 0,
          strikes: 0,
        };
        sessionStorage.setItem(
          'pathcraft:assistant:demo-assistant',
          JSON.stringify({ session: await res.json(), state }),
        );
      });
      const chunks: string[] = [];
      page.on('request', (req) => req.url().includes('/chunks/assistant-app-') && chunks.push(req.url()));
      const preact = await drawn(page);
      expect(chunks).toHaveLength(1);
      expect(plain).toContain('Ask Ava a question');
      expect(plain).toBe(preact);
    },
  );

  it('shows the chat in the page at once with display="chatBox", without the UI runtime until its first question', async () => {
    const page = await newPage();
    const chunks: string[] = [];
    page.on('request', (req) => {
      const chunk = /\/chunks\/(.+)-[\w-]{6}\.js$/.exec(req.url());
      if (chunk) chunks.push(chunk[1]!);
    });
    const { region } = await openChatBox(page);
    await region.getByText("Hello, I'm an AI Assistant here to answer any questions.").waitFor();
    await region.getByRole('button', { name: 'What does OSHA 10 cover?' }).waitFor();
    expect(chunks).toContain('assistant-open');
    expect(chunks).not.toContain('runtime');
    expect(chunks).not.toContain('assistant-app');
    expect(await region.getByRole('button', { name: 'Close Ava' }).count()).toBe(0);
    expect(await page.locator('pathcraft-assistant').getByRole('button', { name: 'Chat with Ava' }).count()).toBe(0);

    const input = region.getByPlaceholder('Ask a question...');
    await ask(input, KNOWN);
    const answer = region.locator('.pc-as__answer[data-state="done"]');
    await answer.waitFor();
    expect(await answer.locator('blockquote').first().textContent()).toContain('Before you clear a jam');
    expect(await region.locator('.pc-as__msg--user').count()).toBe(1);
    expect(chunks).toContain('runtime');
    expect(await page.locator('pathcraft-assistant').getAttribute('state')).toBe('ready');
  });

  it('speaks Spanish on a Spanish page, in the open chat and after its first question', async () => {
    const page = await newPage();
    await page.route('**/examples/assistant.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<html lang="en">', '<html lang="es">');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/examples/assistant.html');
    const element = page.locator('pathcraft-assistant');
    await element.and(page.locator('[state="ready"]')).waitFor({ state: 'attached' });
    await element.getByRole('button', { name: 'Chat with Ava' }).click();
    const dialog = element.getByRole('dialog', { name: 'Ava' });
    const welcome = 'Hola, soy un asistente de inteligencia artificial y estoy aquí para responder sus preguntas.';
    await dialog.getByText(welcome).waitFor();
    const input = dialog.getByPlaceholder('Haga una pregunta...');
    await input.fill(KNOWN);
    await input.press('Enter');
    const answer = dialog.locator('.pc-as__answer[data-state="done"]');
    await answer.waitFor();
    expect(await answer.locator('.pc-as__meta').textContent()).toMatch(/^Se encontraron \d+ archivos/);
    expect(await dialog.getByText(welcome).count()).toBe(1);
    expect(await input.count()).toBe(1);
  });

  it('after two questions it cannot answer, forwards the conversation by e-mail to the service address', async () => {
    const page = await newPage();
    const { dialog, input } = await openAssistant(page);
    await ask(input, 'What is the weather like on Mars today?');
    await dialog.getByText(GAP).first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Forward my question' }).count()).toBe(0);
    // Content shares its words ("training center") but does not answer: a gap too, with no sources (issue 25 #14).
    await ask(input, 'Is there parking at the training center?');
    await expect.poll(() => dialog.getByText(GAP).count()).toBe(2);
    expect(await dialog.locator('.pc-as__sources').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Forward my question' }).click();
    const email = dialog.getByLabel('Your e-mail address');
    await expect.poll(() => email.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    await email.fill('jordan@example');
    const form = dialog.getByRole('form', { name: 'Forward your question' });
    await form.getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('alert').getByText('Enter a valid e-mail address.').waitFor();
    const visitor = `jordan.reyes+${Date.now()}@example.org`;
    await email.fill(visitor);
    await form.getByRole('button', { name: 'Send' }).click();
    // The message is required (issue 25 #16).
    await dialog.getByRole('alert').getByText('Enter a message for our team.').waitFor();
    const message = dialog.getByLabel('Your message');
    await expect.poll(() => message.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    await message.fill('Is there somewhere to park near Smallman Street?');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.locator('pathcraft-assistant .pc-toast__message', { hasText: 'Message sent!' }).waitFor();

    const mail = await helpRequestTo(visitor);
    expect(mail!.to).toBe('help.workforce@demo.pathcraft.test');
    expect(mail!.replyTo).toBe(visitor);
    for (const part of [
      'Assistant: Ava',
      'Assistant ID: demo-assistant',
      'Message\nIs there somewhere to park near Smallman Street?',
      'Visitor (no answer found): What is the weather like on Mars today?',
      'Visitor (no answer found): Is there parking at the training center?',
    ]) {
      expect(mail!.text).toContain(part);
    }
  });

  it('keeps the conversation over a reload, in the same server conversation, until New conversation (issue 25 #17)', async () => {
    const page = await newPage();
    const { dialog, input } = await openAssistant(page);
    await ask(input, KNOWN);
    await dialog.locator('.pc-as__answer[data-state="done"]').waitFor();
    const stored = () =>
      page.evaluate(
        () =>
          JSON.parse(sessionStorage.getItem('pathcraft:assistant:demo-assistant') ?? 'null') as {
            session: { sessionId: string };
          } | null,
      );
    const before = (await stored())!.session.sessionId;

    await page.reload();
    const reopened = await openAssistant(page);
    await reopened.dialog.getByText(KNOWN).waitFor();
    expect(await reopened.dialog.locator('.pc-as__answer blockquote').first().textContent()).toContain(
      'Before you clear a jam',
    );
    expect(await reopened.dialog.locator('.pc-as__sources a').first().textContent()).toBe('OSHA 10 safety basics');
    // The next question goes on in the same server conversation.
    const asked = page.waitForRequest(
      (req) => /\/v1\/assistant\/sessions\/[^/]+\/messages$/.test(req.url()) && req.method() === 'POST',
    );
    await ask(reopened.input, 'What does OSHA 10 cover?');
    expect((await asked).url()).toContain(`/v1/assistant/sessions/${before}/messages`);
    await expect.poll(() => reopened.dialog.locator('.pc-as__answer[data-state="done"]').count()).toBe(2);

    await reopened.dialog.getByRole('button', { name: 'New conversation' }).click();
    await expect.poll(() => reopened.dialog.locator('.pc-as__msg--user').count()).toBe(0);
    await expect.poll(async () => (await stored())?.session.sessionId ?? null).toBeNull();
    await page.reload();
    const fresh = await openAssistant(page);
    await fresh.dialog.getByText("Hello, I'm an AI Assistant here to answer any questions.").waitFor();
    expect(await fresh.dialog.locator('.pc-as__msg--user').count()).toBe(0);
  });

  it("'Send us an e-mail' before any question sends the visitor's message (issue 25 #16)", async () => {
    const page = await newPage();
    const { dialog } = await openAssistant(page);
    await dialog.getByRole('button', { name: 'Send us an e-mail' }).click();
    const form = dialog.getByRole('form', { name: 'Forward your question' });
    const visitor = `casey.lee+${Date.now()}@example.org`;
    await dialog.getByLabel('Your e-mail address').fill(visitor);
    await form.getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('alert').getByText('Enter a message for our team.').waitFor();
    await dialog.getByLabel('Your message').fill('Do you run the CNC class on weekends?');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.locator('pathcraft-assistant .pc-toast__message', { hasText: 'Message sent!' }).waitFor();
    const mail = await helpRequestTo(visitor);
    expect(mail.text).toContain(
      'Message\nDo you run the CNC class on weekends?\n\nChat history\nThe visitor wrote before asking the assistant anything.',
    );
    expect(mail.html).toContain('Do you run the CNC class on weekends?');
  });

  it('a double tap on Send forwards the message once: one e-mail to the team, one "Message sent!"', async () => {
    // Both taps came before the button was disabled, and each sent the e-mail.
    const page = await newPage();
    const forwards: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/v1\/assistant\/sessions\/[^/]+\/forward$/.test(r.url())) forwards.push(r.url());
    });
    const { dialog } = await openAssistant(page);
    await dialog.getByRole('button', { name: 'Send us an e-mail' }).click();
    const form = dialog.getByRole('form', { name: 'Forward your question' });
    const visitor = `dana.ruiz+${Date.now()}@example.org`;
    await dialog.getByLabel('Your e-mail address').fill(visitor);
    await dialog.getByLabel('Your message').fill('Is there parking at the training center?');
    await clickTwiceAtOnce(form.getByRole('button', { name: 'Send' }));
    await page.locator('pathcraft-assistant .pc-toast__message', { hasText: 'Message sent!' }).first().waitFor();
    expect(forwards).toHaveLength(1);
    expect(await page.locator('pathcraft-assistant .pc-toast__message', { hasText: 'Message sent!' }).count()).toBe(1);
    expect(await helpRequestsTo(visitor)).toHaveLength(1);
  });

  it('closes after the third profane message', async () => {
    const page = await newPage();
    const { element, dialog, input } = await openAssistant(page);
    await ask(input, 'this is shit');
    await dialog.getByText("Let's keep it clean, try again.").waitFor();
    await ask(input, 'what the fuck');
    await expect.poll(() => dialog.getByText("Let's keep it clean, try again.").count()).toBe(2);
    await ask(input, 'this is shit');
    await dialog.waitFor({ state: 'hidden' });
    await element.getByRole('status').getByText('Please refrain from using profanity.').waitFor();
    expect(await page.locator('#events li').textContent()).toBe(
      'pathcraft:assistantClose {"v":1,"integrationId":"demo-assistant","reason":"profanity"}',
    );
    // Opening it again starts a new conversation.
    await element.getByRole('button', { name: 'Chat with Ava' }).click();
    await dialog.waitFor();
    expect(await dialog.getByText("Let's keep it clean, try again.").count()).toBe(0);
  });
});

describe('the hosted assistant page and the origin rules', () => {
  it("shows the close button only in 'external' mode, and may be framed by the allowed domains only", async () => {
    const page = await newPage();
    // Someone signed in on this browser is signed out first.
    await page.goto('/examples/');
    await page.evaluate(() =>
      localStorage.setItem(
        'pathcraft.session',
        JSON.stringify({ token: 'x', refreshToken: 'y', expiresAt: Date.now() + 600_000 }),
      ),
    );
    const response = await page.goto('/external/assistant?integrationId=demo-assistant');
    expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'self' http://localhost:3000;");
    const region = page.getByRole('region', { name: 'Ava' });
    await region.waitFor();
    await page.getByRole('button', { name: 'Close Ava' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pathcraft.session'))).toBeNull();
    await page.getByPlaceholder('Ask a question...').fill('OSHA lockout');
    await page.getByPlaceholder('Ask a question...').press('Enter');
    await region.locator('.pc-as__answer[data-state="done"]').waitFor();
    await page.getByRole('button', { name: 'Close Ava' }).click();
    await page.getByText('The assistant is closed.').waitFor();

    await page.goto('/external/assistant?integrationId=demo-assistant&ecosystem=internal');
    await page.getByRole('region', { name: 'Ava' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close Ava' }).count()).toBe(0);
  });

  it('refuses to start a conversation from a site the assistant does not allow, or without an Origin', async () => {
    const start = (headers: Record<string, string>) =>
      fetch(`${baseUrl}/v1/assistant/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ integrationId: 'demo-assistant' }),
      });
    const evil = await start({ origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('vary')).toMatch(/Origin/);
    expect((await start({})).status).toBe(403);
    expect((await start({ origin: baseUrl })).status).toBe(201);
  });
});
