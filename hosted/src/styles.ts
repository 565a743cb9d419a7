import { uiCss } from '@pathcraft/widgets/ui';
import appCss from './app.css';

const canAdopt = (doc: Document) =>
  'adoptedStyleSheets' in doc && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;

/** Widget components carry their styles as strings; hosted pages put them in the document once. */
export function injectStyles(doc: Document = document): void {
  addCss(doc, `${uiCss}\n${appCss}`);
}

const adopted = new Set<string>();

/** A page's own widget styles (the training plan's), added to the document once per key. */
export function adoptCss(key: string, css: string, doc: Document = document): void {
  if (adopted.has(key)) return;
  adopted.add(key);
  addCss(doc, css);
}

function addCss(doc: Document, css: string) {
  if (canAdopt(doc)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  const style = doc.createElement('style');
  style.textContent = css;
  doc.head.append(style);
}
