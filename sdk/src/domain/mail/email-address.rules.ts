/**
 * A valid e-mail address: zod's "practical" pattern, which `z.email()` uses by default. It lives
 * here, without zod, so the server's mail code checks an address without loading zod on start
 * (issue 29, goal 5); `zEmail` is built on it, so the rule is one.
 */
export const EMAIL_ADDRESS =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isEmailAddress = (text: string): boolean => EMAIL_ADDRESS.test(text);
