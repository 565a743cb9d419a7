import { answerLanguageOf, spanishMessage, type UiLanguage } from '@pathcraft/sdk';
import type { Context } from 'hono';

export interface ErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const inSpanish = (message: string) => spanishMessage(message) ?? message;
const textInSpanish = (value: unknown) => (typeof value === 'string' ? inSpanish(value) : value);

/**
 * The words of a refusal in Spanish: its message, and the messages a form shows beside its fields
 * (`details.fields`, `details.problems[].message`). A message with no Spanish yet stays English;
 * codes, field names and the zod issues (for developers) are left as they are.
 */
function errorInSpanish(error: ErrorBody): ErrorBody {
  const details = error.details;
  if (!isRecord(details)) return { ...error, message: inSpanish(error.message) };
  const { fields, problems } = details;
  return {
    ...error,
    message: inSpanish(error.message),
    details: {
      ...details,
      ...(isRecord(fields)
        ? { fields: Object.fromEntries(Object.entries(fields).map(([field, m]) => [field, textInSpanish(m)])) }
        : {}),
      ...(Array.isArray(problems)
        ? {
            problems: problems.map((p) =>
              isRecord(p) ? { ...p, message: textInSpanish(p.message) } : textInSpanish(p),
            ),
          }
        : {}),
    },
  };
}

const errorIn = (language: UiLanguage, error: ErrorBody): ErrorBody =>
  language === 'es' ? errorInSpanish(error) : error;

/**
 * An error answer in the language the request asks for (Accept-Language; English unless it asks
 * for Spanish, so API-key callers keep the specification's English). The hosted pages and widgets
 * send their page's language (sdk client). `Vary: Accept-Language` keeps a cache from giving one
 * caller's language to another; Content-Language says which it is.
 */
export function errorAnswer(c: Context, error: ErrorBody, status: number): Response {
  const language = answerLanguageOf(c.req.header('accept-language'));
  c.header('Vary', 'Accept-Language', { append: true });
  c.header('Content-Language', language);
  return c.json({ error: errorIn(language, error) }, status as 400);
}
