import { z } from 'zod';
import { humanIssueMessage } from './human-messages.ts';

/**
 * Installs the plain-sentence messages (human-messages.ts) for every zod schema, once. Each module
 * that builds input schemas imports this (through common.schema.ts, or itself), so the messages
 * are in place wherever a schema is, and a start that builds none loads no zod.
 */
z.config({ customError: humanIssueMessage });
