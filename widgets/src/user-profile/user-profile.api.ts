/** The calls of the personal and private information dialog. */
import type { PathcraftClient, PrivateInfo, UserDetailsInput } from '@pathcraft/sdk';

export interface UserDetails extends UserDetailsInput {
  id: string;
  name: string | null;
  email: string | null;
  userSignature: string | null;
  /** A signed, hour-long URL of the signature image. */
  userSignatureUrl: string | null;
}

/** The private information as the API answers it: the SSN only masked. */
export type PrivateInfoView = Omit<PrivateInfo, 'ssn'> & { id: string | null; userId: string; ssn: string | null; hasSsn: boolean };

export interface UserProfileApi {
  getDetails(userId: string): Promise<UserDetails>;
  saveDetails(userId: string, input: UserDetailsInput): Promise<UserDetails>;
  getPrivateInfo(userId: string): Promise<PrivateInfoView>;
  savePrivateInfo(userId: string, info: PrivateInfo): Promise<PrivateInfoView>;
}

type Requester = Pick<PathcraftClient, 'request'>;
const id = encodeURIComponent;

export function createUserProfileApi(client: Requester): UserProfileApi {
  return {
    getDetails: (userId) => client.request<{ item: UserDetails }>('GET', `/v1/users/${id(userId)}/details`).then((r) => r.item),
    saveDetails: (userId, input) => client.request<{ item: UserDetails }>('PUT', `/v1/users/${id(userId)}/details`, { body: input }).then((r) => r.item),
    getPrivateInfo: (userId) => client.request<{ item: PrivateInfoView }>('GET', `/v1/userProfiles/${id(userId)}`).then((r) => r.item),
    savePrivateInfo: (userId, info) => client.request<{ item: PrivateInfoView }>('PUT', `/v1/userProfiles/${id(userId)}`, { body: info }).then((r) => r.item),
  };
}
