import { z } from 'zod';

/** POST /v1/external/gmail/send: the message's id and what the relay said. */
export const ZMailSent = z.object({ id: z.string(), status: z.string() });
