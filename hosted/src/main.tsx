import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { preloadRoute } from './router.tsx';
import { NotFound, routes } from './routes.tsx';
import { injectStyles } from './styles.ts';

/** The server's HTML shell has `<div id="root">` and a module script for this entry (see hosted/dist/manifest.json). */
injectStyles();
const render = () => createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(<App />);
// The page's chunk first, then the first render: no loading screen, no Suspense throttle. A failed load renders anyway (and suspends, as before).
preloadRoute(routes, NotFound, location.pathname).then(render, render);
