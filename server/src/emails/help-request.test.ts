import { describe, expect, it } from 'vitest';
import { helpRequestEmail, helpRequestSample as sample } from './help-request.ts';

describe('the help-request e-mail', () => {
  const mail = helpRequestEmail(sample, {
    brandName: 'Three Rivers Workforce Partnership',
    logoUrl: 'https://cdn.example.org/logo.png',
  });

  it("is 'Website Visitor Needs Assistance', 500 px wide, branded", () => {
    expect(mail.subject).toBe('Website Visitor Needs Assistance');
    expect(mail.html).toContain('width="500"');
    expect(mail.html).toContain('<img src="https://cdn.example.org/logo.png" alt="Three Rivers Workforce Partnership"');
    expect(mail.html).toContain('Powered by');
  });

  it("gives the visitor's e-mail, the assistant's name and id, and the chat history", () => {
    expect(mail.html).toMatch(/Visitor e-mail<\/td><td[^>]*><a href="mailto:jordan.reyes@example.org"/);
    expect(mail.html).toMatch(/Assistant<\/td><td[^>]*>Ava</);
    expect(mail.html).toMatch(/Assistant ID<\/td><td[^>]*>demo-assistant</);
    expect(mail.text).toBe(
      [
        'Website Visitor Needs Assistance',
        '',
        'Visitor e-mail: jordan.reyes@example.org',
        'Assistant: Ava',
        'Assistant ID: demo-assistant',
        'Site: https://www.threeriversworkforce.example',
        '',
        'Message',
        'I work nights at a warehouse. Could I still do the maintenance apprenticeship?',
        '',
        'Chat history',
        "Ava: Hello, I'm an AI Assistant here to answer any questions.",
        'Visitor (no answer found): Is there a night-shift option for the maintenance apprenticeship?',
        "Ava: I can't give an accurate or relevant response to your query. I'll try again, if you rephrase it.",
        'Visitor (no answer found): Can I bring my own tools to the assessment?',
        "Ava: I can't give an accurate or relevant response to your query. I'll try again, if you rephrase it.",
        '',
        'Reply to this e-mail to answer the visitor.',
      ].join('\n'),
    );
  });

  it('escapes what the visitor typed', () => {
    const html = helpRequestEmail({
      ...sample,
      message: '<b>hi</b>',
      chatHistory: [{ role: 'user', text: '<script>alert(1)</script>' }],
    }).html;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;hi&lt;/b&gt;');
  });

  it("carries the visitor's message, and says so when they asked nothing before writing (issue 25 #16)", () => {
    const mail = helpRequestEmail({ ...sample, chatHistory: [] });
    expect(mail.html).toMatch(/<h3[^>]*>Message<\/h3>\s*<p[^>]*>I work nights at a warehouse\./);
    expect(mail.html).toContain('The visitor wrote before asking the assistant anything.');
    expect(mail.text).toContain(
      'Message\nI work nights at a warehouse. Could I still do the maintenance apprenticeship?\n\nChat history\nThe visitor wrote before asking the assistant anything.',
    );
  });
});
