import { LINK_STYLES, MATERIAL_HTML } from '@pathcraft/sdk';

export type LinkStyle = (typeof LINK_STYLES)[number]['value'];

/** The class a link of this button style carries: `pc-btn pc-btn--{value}`, or none for a plain link. */
export function linkStyleClass(style: LinkStyle): string | null {
  return style ? `pc-btn pc-btn--${style}` : null;
}

/** The button style of a link from its class (what the dialog shows when an author edits a link). */
export function linkStyleOf(className: string | null | undefined): LinkStyle {
  const classes = className?.split(/\s+/) ?? [];
  return LINK_STYLES.find((s) => s.value && classes.includes(`pc-btn--${s.value}`))?.value ?? '';
}

/** Keeps only the link classes the material allow-list knows (pasted or loaded links keep nothing else). */
export function allowedLinkClass(className: string | null | undefined): string | null {
  const allowed = MATERIAL_HTML.classes.a ?? [];
  const kept = (className?.split(/\s+/) ?? []).filter((c) => allowed.includes(c));
  return kept.length ? kept.join(' ') : null;
}

/** Addresses an author may type in the link dialog: http, https and mailto. */
export function isLinkDialogUrl(url: string): boolean {
  return /^(https?:\/\/[^\s/]+|mailto:[^\s@]+@[^\s@]+)/i.test(url.trim());
}

/** Addresses a link in a material may hold (loaded or pasted content): relative, or a scheme of the allow-list. */
export function hasAllowedScheme(url: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\nscript:"), so they go first.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters browsers skip in a scheme
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ''))?.[1]?.toLowerCase();
  return scheme === undefined || (MATERIAL_HTML.schemes as readonly string[]).includes(scheme);
}
