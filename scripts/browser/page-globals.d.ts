/**
 * What the browser tests put on a page's window and read back through page.evaluate: typed once
 * here, so the tests' page scripts need no casts.
 */
interface Window {
  /** What embed.js installs (the sdk's embed declares it too). */
  Pathcraft?: import('@pathcraft/sdk/embed').PathcraftGlobal;
  /** CSP violations the customer page reported (csp.test.ts). */
  violations?: string[];
  /** Progress texts the assistant's chat showed, in order (assistant.test.ts). */
  progress?: string[];
  /** POSTs of a program the page has sent (program-import.test.ts). */
  savesSent?: number;
  /** axe-core, once injected (axe.ts). */
  axe?: { run: (context: Document, options: unknown) => Promise<unknown> };
}
