import { z } from 'zod';

/** The material routes' answers as schemas, for the route declarations and the typed client derived from them. */

/** POST /v1/materials/media: the public address of an image or PDF uploaded for a material's body. */
export const ZMaterialMedia = z.object({ url: z.string(), name: z.string(), size: z.number(), type: z.string() });
/** POST /v1/embed/material: how many passages were indexed for the assistant. */
export const ZMaterialIndexed = z.object({ indexed: z.number().int() });
