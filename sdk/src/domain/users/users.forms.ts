/**
 * The General tab's check without zod, for the widget bundle. It gives the
 * same answers and messages as ZUserDetails (users.schema.ts), which the
 * server uses; users.forms.test.ts holds the two together on one table.
 */
export interface UserDetailsInput {
  firstName: string;
  lastName: string;
  middleName?: string | null;
  suffix?: string | null;
  phone?: string | null;
  phoneExt?: string | null;
  mobilePhone?: string | null;
}

export type UserDetailsErrors = Partial<Record<keyof UserDetailsInput, string>>;

const LIMITS: Record<keyof UserDetailsInput, number> = {
  firstName: 100,
  lastName: 100,
  middleName: 100,
  suffix: 20,
  phone: 40,
  phoneExt: 10,
  mobilePhone: 40,
};

/** First and last name required; the optional fields only have lengths (docs/rules.md#users). */
export function checkUserDetails(input: UserDetailsInput): UserDetailsErrors {
  const errors: UserDetailsErrors = {};
  for (const [field, max] of Object.entries(LIMITS) as [keyof UserDetailsInput, number][]) {
    const value = input[field] ?? '';
    if (value.length > max) errors[field] = `Use at most ${max} characters.`;
  }
  if (!errors.firstName && !input.firstName.trim()) errors.firstName = 'First name is required.';
  if (!errors.lastName && !input.lastName.trim()) errors.lastName = 'Last name is required.';
  return errors;
}
