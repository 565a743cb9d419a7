import * as z from 'zod/mini';
import { atMostMessage, fieldErrors } from '../form-checks.ts';

/**
 * The personal details a user edits about themself (docs/rules.md#users): the
 * user-profile widget checks its General tab with this schema and the server checks the same
 * input with it. Written in zod/mini for the widget's size budget (see form-checks.ts); import
 * nothing here from a module that imports full zod.
 */

/** A text of at most `max` characters (counted before trimming, as stored). */
const atMost = (max: number) => z.string().check(z.maxLength(max, atMostMessage(max)));
/** Required: at most `max` characters, then not blank once trimmed. */
const required = (max: number, message: string) =>
  z.string().check(z.maxLength(max, atMostMessage(max)), z.trim(), z.minLength(1, message));
const optional = (max: number) => z.optional(z.nullable(atMost(max)));

export const ZUserDetails = z.object({
  firstName: required(100, 'First name is required.'),
  lastName: required(100, 'Last name is required.'),
  middleName: optional(100),
  suffix: optional(20),
  phone: optional(40),
  phoneExt: optional(10),
  mobilePhone: optional(40),
});
export type UserDetailsInput = z.input<typeof ZUserDetails>;
export type UserDetailsErrors = Partial<Record<keyof UserDetailsInput, string>>;

/** First and last name required; the optional fields only have lengths. */
export const checkUserDetails = (input: UserDetailsInput): UserDetailsErrors =>
  fieldErrors<keyof UserDetailsInput>(ZUserDetails, input);
