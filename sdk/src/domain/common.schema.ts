import { z } from 'zod';
// Human messages for every schema's rules that have none of their own (installs zod's error map).
import './zod-messages.ts';
import { EMAIL_ADDRESS } from './mail/email-address.rules.ts';

/** Building blocks for entity schemas; limits keep one record from filling the database. */
export const zId = z.string().trim().min(1).max(64);
export const zIds = z.array(zId).max(5000);
export const zText = (max = 500) => z.string().max(max);
export const zLongText = z.string().max(200_000);
export const HTTP_URL_MESSAGE = 'Enter a valid http(s) URL.';
export const URL_MAX = 2048;

/**
 * An absolute http(s) URL with a host, or a path on this platform
 * ('/files/…', '/o/…'); blank means none. Never javascript:, data:, vbscript:
 * or another scheme, and nothing a browser would rewrite into one: no
 * whitespace, control characters or backslashes, no protocol-relative '//host'.
 */
export function isHttpUrl(value: string): boolean {
  if (value === '') return true;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** Every URL a caller stores (links, images, logos, policies) is one of these. */
export const zHttpUrl = z
  .string()
  .trim()
  .max(URL_MAX, `A URL has at most ${URL_MAX} characters.`)
  .refine(isHttpUrl, HTTP_URL_MESSAGE);
export const zEmail = z.email({ pattern: EMAIL_ADDRESS, message: 'Enter a valid e-mail address.' }).max(254);
export const zIsoDate = z.string().max(40);
export const zJson = z.unknown();
/**
 * A required string with one clear message whether it is missing, not a string or blank; too long
 * says so ('Use at most 200 characters.'), not that it is required.
 */
export const zRequired = (message: string, max = 200) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? message : undefined) })
    .trim()
    .min(1, message)
    .max(max);
export const zNullable = <T extends z.ZodType>(t: T) => t.nullable().optional();

/** Every writable entity is described by the fields a caller may send on create. */
export type EntitySchema = z.ZodObject<z.ZodRawShape>;
