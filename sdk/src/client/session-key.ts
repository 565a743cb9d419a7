/**
 * Where the hosted pages keep the sign-in (read too by the console shell's early reads). Its own
 * module so the server's early-reads script does not load the client and its every operation.
 */
export const SESSION_STORAGE_KEY = 'pathcraft.session';
