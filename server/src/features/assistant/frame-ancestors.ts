import type { Db } from '../../db/client.ts';
import { frameAncestorsOf } from './allowed-origins.ts';
import { readIntegration } from './chat-access.ts';

/**
 * The hosted /external/assistant page may be framed by the platform and by its integration's
 * allowed domains only (CSP frame-ancestors); other paths keep the web server's default.
 */
export function assistantFrameAncestors(db: Db) {
  return async (path: string, query: URLSearchParams): Promise<string | null> => {
    if (path !== '/external/assistant' && path !== '/external/assistant/') return null;
    const id = query.get('integrationId');
    return frameAncestorsOf(id ? ((await readIntegration(db, id))?.allowedDomains ?? null) : null);
  };
}
