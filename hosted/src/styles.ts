import { uiCss } from '@pathcraft/widgets/ui/index.ts';
import appCss from './app.css';

/** Widget components carry their styles as strings; hosted pages put them in the document once. */
export function injectStyles(doc: Document = document): void {
  const css = `${uiCss}\n${appCss}`;
  if ('adoptedStyleSheets' in doc && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  const style = doc.createElement('style');
  style.textContent = css;
  doc.head.append(style);
}
