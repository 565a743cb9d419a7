import { pageLocale, uiLanguage } from '@pathcraft/sdk';
import { text } from './agreements.messages.ts';

/**
 * Agreements and their PDFs stay in English whatever the page's language (issue 28): the agreement
 * says `lang="en"`, and on a page in another language this note, in that language, says so.
 */
export function InEnglishNotice() {
  if (uiLanguage() === 'en') return null;
  return (
    <p className="pc-alert agreement-in-english" role="note" lang={pageLocale()} data-testid="agreement-in-english">
      {text.inEnglish}
    </p>
  );
}
