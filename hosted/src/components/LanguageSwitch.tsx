import type { UiLanguage } from '@pathcraft/sdk';
import { addressIn, isVisitorPath } from '../i18n/language.ts';
import { usePathname } from '../router.tsx';
import { text } from './components.messages.ts';

const inFrame = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/**
 * English / Español on the pages a visitor or invitee sees. Plain links: the page loads again in the
 * chosen language (remembered), with its address and its other parameters; a framed page leaves the
 * choice to the framing site (`?lang=`).
 */
export function LanguageSwitch({ language }: { language: UiLanguage }) {
  const pathname = usePathname();
  if (!isVisitorPath(pathname) || inFrame()) return null;
  const choices: [UiLanguage, string][] = [
    ['en', text.languageSwitch.english],
    ['es', text.languageSwitch.spanish],
  ];
  return (
    <nav className="pc-language-switch" aria-label={text.languageSwitch.label}>
      {choices.map(([code, name]) => (
        <a
          key={code}
          href={addressIn(code)}
          lang={code}
          hrefLang={code}
          aria-current={code === language ? 'true' : undefined}
          data-language={code}
        >
          {name}
        </a>
      ))}
    </nav>
  );
}
