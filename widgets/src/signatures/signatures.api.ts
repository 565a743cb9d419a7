import { postUsersByIdSignature, type Requester } from '@pathcraft/sdk';

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

export function createSignatureApi(client: Requester): SignatureApi {
  return {
    save: (userId, dataUrl) => postUsersByIdSignature(client, { id: userId }, { body: { dataUrl } }),
  };
}
