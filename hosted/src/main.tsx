import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { injectStyles } from './styles.ts';

/** The server's HTML shell has `<div id="root">` and a module script for this entry (see hosted/dist/manifest.json). */
injectStyles();
createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(<App />);
