/**
 * US ZIP codes, as every form and schema takes them: five digits, or ZIP+4 (five digits, a hyphen
 * and four more), which US users copy from their mail. Pure: the zod/mini forms import it too.
 */
export const ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;

/** The message where a ZIP code is stored (a profile's or a location's address). */
export const ZIP_MESSAGE = 'Enter a 5-digit ZIP code.';

/** Whether a value (spaces around it ignored) is a ZIP code or a ZIP+4. */
export function isZipCode(value: string | null | undefined): boolean {
  return ZIP_CODE_PATTERN.test(value?.trim() ?? '');
}

/**
 * The five-digit ZIP of a ZIP or ZIP+4 (what a place look-up and the agency's 5-digit column take),
 * or null. Reads stored values, so a ZIP+4 saved without its hyphen gives its first five too.
 */
export function zip5(value: string | null | undefined): string | null {
  const match = /^(\d{5})(?:-?\d{4})?$/.exec(value?.trim() ?? '');
  return match ? match[1]! : null;
}
