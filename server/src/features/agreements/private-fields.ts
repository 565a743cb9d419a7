import { ENCRYPTED_FIELDS } from '@pathcraft/sdk';
import { type FieldCipher, openFields, sealFields } from '../../platform/crypto.ts';

/** Section A's private fields (docs/rules.md#private-information): ciphertext in the row, clear only in memory. */
export const AGREEMENT_PRIVATE_FIELDS: readonly string[] = ENCRYPTED_FIELDS.apprenticeAgreements;

export const sealAgreementFields = <T extends object>(cipher: FieldCipher, row: T): T =>
  sealFields(cipher, row, AGREEMENT_PRIVATE_FIELDS);
export const openAgreementFields = <T extends object>(cipher: FieldCipher, row: T): T =>
  openFields(cipher, row, AGREEMENT_PRIVATE_FIELDS);
