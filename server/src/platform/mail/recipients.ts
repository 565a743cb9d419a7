import { createRequire } from 'node:module';
import type addressparserType from 'nodemailer/lib/addressparser';
import { isEmailAddress } from '@pathcraft/sdk';

/** One mailbox as the mailer takes it: what the relay checks is exactly what is delivered. */
export interface Mailbox {
  name: string;
  address: string;
}

// nodemailer's parser loads with the first address list read, not with every start (issue 29 goal 5).
const require = createRequire(import.meta.url);
let addressparser: typeof addressparserType | undefined;

/**
 * The mailboxes of an address list ('Name <a@b.org>, c@d.org', groups flattened), read by the
 * mailer's own parser (nodemailer's addressparser), so a check and the delivery can't read one
 * header two ways; null when any entry is not one valid e-mail address.
 */
export function mailboxesOf(list: string | undefined): Mailbox[] | null {
  if (list === undefined) return [];
  addressparser ??= require('nodemailer/lib/addressparser') as typeof addressparserType;
  const parsed = addressparser(list, { flatten: true });
  const boxes = parsed.map((a) => ({ name: a.name ?? '', address: (a.address ?? '').trim() }));
  return boxes.length && boxes.every((b) => isEmailAddress(b.address)) ? boxes : null;
}

/** The bare, lower-cased addresses of checked mailboxes. */
export const addressesOf = (boxes: readonly Mailbox[]) => boxes.map((b) => b.address.toLowerCase());

/** A list for the outbox row: the addresses it went to. */
export const mailboxText = (list: string | readonly Mailbox[]) =>
  typeof list === 'string' ? list : list.map((b) => b.address).join(', ');
