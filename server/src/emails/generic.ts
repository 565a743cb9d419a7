import { type Branding, htmlToText, renderEmail } from './render.ts';

/** The generic branded e-mail (docs/rules.md#e-mails): logo, title, body and a 'Powered by' footer. */
export interface GenericEmailProps {
  title: string;
  /** Trusted HTML written by the platform (never raw user input). */
  bodyHtml: string;
}

export const genericEmailSample: GenericEmailProps = {
  title: 'Welcome to Three Rivers Workforce Partnership',
  bodyHtml: '<p>Your account is ready. Sign in to see your courses and your apprenticeship paperwork.</p>',
};

export function genericEmail(props: GenericEmailProps, branding?: Branding) {
  const html = renderEmail('generic', props.title, props, branding);
  return { subject: props.title, html, text: htmlToText(html) };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Plain text from a caller becomes safe paragraphs. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
