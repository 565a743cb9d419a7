import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

const require = createRequire(import.meta.url);
let loaded: typeof SanitizeHtml | undefined;
const library = () => (loaded ??= require('sanitize-html') as typeof SanitizeHtml);

export type { SanitizeHtml };

/**
 * sanitize-html and the HTML parser under it load on the first call, not with the server
 * (~70 ms of every start otherwise). They are CommonJS, so they load synchronously and
 * every caller stays synchronous.
 */
export const sanitizeHtml = (html: string, options?: SanitizeHtml.IOptions): string => library()(html, options);

/** The library's default allowed tags. */
export const defaultAllowedTags = (): readonly string[] => library().defaults.allowedTags;
