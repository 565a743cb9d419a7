import { getOpenapiJsonUrl } from '@pathcraft/sdk';
import { useEffect, useState } from 'react';
import { text } from './api-explorer.messages.ts';
import type { OpenApiDocument } from './explorer-model.ts';

/** The platform's own contract: the explorer and the reference are built from it, never from a copy. */
export const OPENAPI_URL = getOpenapiJsonUrl({ baseUrl: '' });

let cached: Promise<OpenApiDocument> | null = null;
const load = () =>
  (cached ??= fetch(OPENAPI_URL).then((res) => {
    if (!res.ok) throw new Error(text.failure.httpError(res.status));
    return res.json() as Promise<OpenApiDocument>;
  })).catch((err: Error) => {
    cached = null;
    throw err;
  });

export function useOpenApi(): { doc: OpenApiDocument | null; error: string | null } {
  const [doc, setDoc] = useState<OpenApiDocument | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (d) => live && setDoc(d),
      (err: Error) => live && setError(err.message),
    );
    return () => {
      live = false;
    };
  }, []);
  return { doc, error };
}
