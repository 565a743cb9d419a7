import type { PathcraftClient } from '@pathcraft/sdk';

export interface SavedSignature {
  /** Stored on the user record (userSignature). */
  url: string;
  /** Loads for an hour. */
  signedUrl: string;
}

export interface SignatureApi {
  /** Saves a PNG data URL as the user's signature. */
  save(userId: string, dataUrl: string): Promise<SavedSignature>;
}

export function createSignatureApi(client: Pick<PathcraftClient, 'request'>): SignatureApi {
  return {
    save: (userId, dataUrl) => client.request<SavedSignature>('POST', `/v1/users/${encodeURIComponent(userId)}/signature`, { body: { dataUrl } }),
  };
}
