import type { IncomingMessage } from 'node:http';

/** The whole body of a request a test's local server received (an LLM, transcription or SMTP stand-in). */
export async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}
