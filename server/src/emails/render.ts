import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type Handlebars from 'handlebars';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
/** Handlebars (CommonJS) loads with the first e-mail, not with the server: ~40 ms of every start otherwise. */
let templates: { hbs: typeof Handlebars; layout: Handlebars.TemplateDelegate } | undefined;
function engine() {
  if (!templates) {
    const hbs = (require('handlebars') as typeof Handlebars).create();
    templates = { hbs, layout: hbs.compile(readFileSync(join(here, 'layout.hbs'), 'utf8'), { strict: false }) };
  }
  return templates;
}
const bodies = new Map<string, Handlebars.TemplateDelegate>();

export interface Branding {
  brandName?: string;
  logoUrl?: string | null;
  poweredByName?: string;
  poweredByUrl?: string;
}

export const DEFAULT_BRANDING: Required<Omit<Branding, 'logoUrl'>> = {
  brandName: 'Pathcraft',
  poweredByName: 'Pathcraft',
  poweredByUrl: 'https://pathcraft.test',
};

/** Renders `<name>.hbs` inside the branded 500 px layout (docs/rules.md#e-mails). */
export function renderEmail(name: string, title: string, props: object, branding: Branding = {}): string {
  const { hbs, layout } = engine();
  let body = bodies.get(name);
  if (!body) {
    body = hbs.compile(readFileSync(join(here, `${name}.hbs`), 'utf8'));
    bodies.set(name, body);
  }
  const context = { ...DEFAULT_BRANDING, ...branding, ...props, title };
  return layout(context, { partials: { body } });
}

/** A readable plain-text twin of an HTML body. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>(?!\n)/gi, '\n')
    .replace(/<\/(p|h\d|li|tr|div)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
