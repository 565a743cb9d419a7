import { StrictMode } from 'react';
import type { UiLanguage } from '@pathcraft/sdk';
import { ToastProvider } from '@pathcraft/widgets/ui';
import { LanguageSwitch } from './components/LanguageSwitch.tsx';
import { Router } from './router.tsx';
import { NotFound, routes } from './routes.tsx';

export function App({ language = 'en' }: { language?: UiLanguage }) {
  return (
    <StrictMode>
      <div className="pc-theme">
        <LanguageSwitch language={language} />
        <ToastProvider>
          <Router routes={routes} fallback={NotFound} />
        </ToastProvider>
      </div>
    </StrictMode>
  );
}
