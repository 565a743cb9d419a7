import { z } from 'zod';
import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { requirePlace } from '../locations/lookup-place.ts';
import { drawStaticMap } from './draw-static-map.ts';

const zSide = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number of pixels from 80 to 1280` })
    .int(`${name} must be a whole number of pixels from 80 to 1280`)
    .min(80, `${name} must be a whole number of pixels from 80 to 1280`)
    .max(1280, `${name} must be a whole number of pixels from 80 to 1280`)
    .default(fallback);

/** A ZIP's map never changes: caches may keep it for a month. */
const CACHE = 'public, max-age=2592000, immutable';

/** GET /v1/maps/static: the location card's map, drawn here or redirected to a configured map service. */
export function mapRoutes(deps: Deps) {
  const app = routes();
  declare(
    app,
    {
      method: 'get',
      path: '/static',
      summary: "A ZIP code's map (SVG, or a redirect to the configured map service)",
      tags: ['locations'],
      auth: 'public',
      // The ZIP is checked first (requirePlace's message), then the sizes.
      query: z.object({ zip: z.string().optional(), width: z.string().optional(), height: z.string().optional() }),
      response: { contentType: 'image/svg+xml', description: 'The map' },
    },
    async (c, { query }) => {
      const place = await requirePlace(deps.db, query.zip);
      const width = zSide('width', 600).parse(query.width);
      const height = zSide('height', 300).parse(query.height);
      const template = deps.config.staticMapUrl;
      if (template) {
        const values: Record<string, string | number> = {
          zip: place.zip,
          lat: place.latitude,
          lon: place.longitude,
          width,
          height,
        };
        const url = template.replace(/\{(zip|lat|lon|width|height)\}/g, (_, key: string) =>
          encodeURIComponent(String(values[key])),
        );
        c.header('Cache-Control', CACHE);
        return c.redirect(url, 302);
      }
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', CACHE);
      return c.body(await drawStaticMap(place, { width, height }));
    },
  );
  return app;
}
