/** The calls of the personal and private information dialog. */
import {
  type Answer,
  getUserProfilesByUserId,
  getUsersByIdDetails,
  type PrivateInfo,
  putUserProfilesByUserId,
  putUsersByIdDetails,
  type Requester,
  type UserDetailsInput,
} from '@pathcraft/sdk';

/** The personal information as the API answers it (userSignatureUrl: a signed, hour-long URL of the signature image). */
export type UserDetails = Answer<'getUsersByIdDetails'>['item'];

/** The private information as the API answers it: the SSN only masked. */
export type PrivateInfoView = Answer<'getUserProfilesByUserId'>['item'];

export interface UserProfileApi {
  getDetails(userId: string): Promise<UserDetails>;
  saveDetails(userId: string, input: UserDetailsInput): Promise<UserDetails>;
  getPrivateInfo(userId: string): Promise<PrivateInfoView>;
  savePrivateInfo(userId: string, info: PrivateInfo): Promise<PrivateInfoView>;
  /**
   * A refused save the page answers itself (an invitation's access that expired: the page asks for
   * the code again): the dialog then says nothing of it and keeps what was typed, to Save again.
   */
  refusalForPage?(err: unknown): boolean;
}

export function createUserProfileApi(client: Requester): UserProfileApi {
  return {
    getDetails: (userId) => getUsersByIdDetails(client, { id: userId }).then((r) => r.item),
    saveDetails: (userId, input) => putUsersByIdDetails(client, { id: userId }, { body: input }).then((r) => r.item),
    getPrivateInfo: (userId) => getUserProfilesByUserId(client, { userId }).then((r) => r.item),
    savePrivateInfo: (userId, info) => putUserProfilesByUserId(client, { userId }, { body: info }).then((r) => r.item),
  };
}
