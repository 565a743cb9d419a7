import { createRoot } from 'react-dom/client';
import { setUiLocale } from '@pathcraft/sdk';
import { App } from './App.tsx';
import { hostedLanguage } from './i18n/language.ts';
import { preloadRoute } from './router.tsx';
import { NotFound, routes } from './routes.tsx';
import { injectStyles } from './styles.ts';

/** The server's HTML shell has `<div id="root">` and a module script for this entry (see hosted/dist/manifest.json). */
injectStyles();
const { language, locale } = hostedLanguage();
document.documentElement.lang = locale;
setUiLocale(locale);
const render = () =>
  createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(
    <App language={language} />,
  );
// Spanish texts before the page's modules run (English pages never load them); then the page's chunk, then the first render:
// no loading screen, no Suspense throttle. A failed load renders anyway (and suspends, as before).
const translated = language === 'es' ? import('./i18n/spanish.ts').catch(() => {}) : Promise.resolve();
translated.then(() => preloadRoute(routes, NotFound, location.pathname)).then(render, render);
