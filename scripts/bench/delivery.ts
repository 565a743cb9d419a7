/**
 * The delivery part of `npm run bench`: bytes on the wire per page (compressed, as Chromium
 * received them) with readiness on a slow-mobile profile, the assistant's closed launcher, an
 * API list with and without compression. The start-up numbers are bench.ts's `start` part.
 */
import { BROWSER_ACCEPT_ENCODING } from './list-ceiling.ts';
import { formatPageLoads, launchChromium, measurePageLoads, PAGE_LOAD_PATHS } from '../page-load.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Bytes of one answer as sent, for an Accept-Encoding. */
async function wireBytes(
  url: string,
  headers: Record<string, string>,
  acceptEncoding: string,
): Promise<{ bytes: number; encoding: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...headers, 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function reportDelivery(
  base: string,
  token: string,
  { lists, pages }: { lists: boolean; pages: boolean },
): Promise<void> {
  if (lists) {
    const list = `${base}/v1/external/supabase/users?limit=100`;
    const plain = await wireBytes(list, { authorization: `Bearer ${token}` }, 'identity');
    const br = await wireBytes(list, { authorization: `Bearer ${token}` }, BROWSER_ACCEPT_ENCODING);
    console.log(
      `\nGET /v1/external/supabase/users?limit=100 on the wire: ${kb(plain.bytes)} identity, ${kb(br.bytes)} ${br.encoding} (${(plain.bytes / br.bytes).toFixed(1)}× smaller)`,
    );
  }

  if (!pages) return;
  const browser = await launchChromium();
  try {
    const rows = await measurePageLoads(browser, base, [...PAGE_LOAD_PATHS, '/examples/', '/examples/assistant.html']);
    console.log(
      '\npages on a slow-mobile profile (150 ms RTT, 1.6 Mbps), bytes on the wire, Largest Contentful Paint:',
    );
    console.log(formatPageLoads(rows));
  } finally {
    await browser.close();
  }
}
