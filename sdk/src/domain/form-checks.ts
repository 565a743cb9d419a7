import { safeParse } from 'zod/mini';
import type * as core from 'zod/v4/core';

/**
 * Form checks in the browser and the server's input checks are one schema: the schemas a widget's
 * form shares with a route are written in zod/mini (a few KB, where full zod would be most of a
 * widget's size budget); the server reads them as classic schemas (server/src/http/classic-schema.ts).
 * Import nothing here, or in a form schema's module, from a module that imports full zod.
 */

/** The first problem of each field, with the message to show under it. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message of each field the schema finds wrong; {} when the value passes. */
export function fieldErrors<K extends string>(schema: core.$ZodType, value: unknown): FieldErrors<K> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of safeParse(schema, value).error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** True when a form check found nothing. */
export const isValid = (errors: Record<string, string | undefined>) => Object.keys(errors).length === 0;

/**
 * '10,000': a whole number as US English writes it, for limits named in messages built at load time.
 * Not through Intl: the process's first number format loads ICU's data, about 20 ms of a server start
 * (issue 29 goal 5). Anything but a safe integer is left to toLocaleString.
 */
export function wholeNumberText(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/** The text the server's readable messages give a string over its limit (human-messages.ts). */
export const atMostMessage = (max: number) => `Use at most ${wholeNumberText(max)} characters.`;
