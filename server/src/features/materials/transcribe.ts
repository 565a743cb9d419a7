import type { Deps } from '../../platform/deps.ts';

/** Long recordings take a while to transcribe; past this the author types the transcript. */
export const TRANSCRIPTION_TIMEOUT_MS = 120_000;

/**
 * The transcript of an audio file from the configured OpenAI-compatible transcription endpoint
 * (`POST {base}/audio/transcriptions`, multipart `file` and `model`, answer `{ text }`), or null
 * when none is configured or it fails: the upload still succeeds and the author types the transcript.
 */
export async function transcribeAudio(
  deps: Pick<Deps, 'config' | 'log'>,
  audio: { bytes: Uint8Array; name: string; contentType: string },
  { timeoutMs = TRANSCRIPTION_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<string | null> {
  const endpoint = deps.config.transcription;
  if (!endpoint) return null;
  const form = new FormData();
  form.append('file', new Blob([audio.bytes as Uint8Array<ArrayBuffer>], { type: audio.contentType }), audio.name);
  form.append('model', endpoint.model);
  form.append('response_format', 'json');
  try {
    const res = await fetch(`${endpoint.baseUrl.replace(/\/$/, '')}/audio/transcriptions`, {
      method: 'POST',
      headers: endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {},
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      // The status only: an error body may echo the request or the key.
      deps.log.error('transcription failed', { status: res.status, file: audio.name });
      return null;
    }
    const text = ((await res.json()) as { text?: unknown }).text;
    if (typeof text !== 'string') {
      deps.log.error('transcription answered without text', { file: audio.name });
      return null;
    }
    return text.trim() || null;
  } catch (err) {
    deps.log.error('transcription failed', {
      reason: (err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message,
      file: audio.name,
    });
    return null;
  }
}
