import { languageOf, resolveLanguage, type ResolvedLanguage, type UiLanguage } from '@pathcraft/sdk';

/** Where a hosted page remembers the visitor's choice from the language switch. */
export const LANGUAGE_STORAGE_KEY = 'pathcraft-lang';
/** The address parameter that sets the language (a shared link, a framing site, the switch). */
export const LANGUAGE_PARAM = 'lang';

function remembered(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage may be blocked (a third-party frame, privacy settings): the choice lasts for this address only.
    return null;
  }
}

/**
 * A hosted page's language: `?lang=` (remembered from then on), else the remembered choice, else
 * the browser's languages. The shell's `<html lang="en">` is ours, not the visitor's, so it is not asked.
 */
export function hostedLanguage(): ResolvedLanguage {
  const asked = languageOf(new URLSearchParams(location.search).get(LANGUAGE_PARAM));
  if (asked) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, asked);
    } catch {
      // As above.
    }
  }
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return resolveLanguage({ choice: asked ?? remembered(), browser });
}

/** This page's address in `language`, other parameters and the hash kept. */
export function addressIn(language: UiLanguage, href = location.href): string {
  const url = new URL(href);
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.pathname + url.search + url.hash;
}

/** The pages a visitor, invitee, apprentice, mentor or employer sees, which show the language switch; the console, /org and program import offer the other language in their account menu (ConsoleShell), the API explorer and link reordering stay English. */
export const isVisitorPath = (pathname: string) =>
  /^\/(login|sso|external|link|enroll|account|apprentices)(\/|$)/.test(pathname) ||
  /^\/o\/[^/]+\/(courses|pathways)(\/|$)/.test(pathname) ||
  /^\/o\/[^/]+\/page\/[^/]+\/?$/.test(pathname) ||
  /^\/apprenticeships\/[^/]+\/wage-schedules\/?$/.test(pathname);
