/** User profiles' public entry for hosted pages: the dialog, its client and styles. */
export { UserProfileDialog } from './UserProfileDialog.tsx';
export {
  createUserProfileApi,
  type PrivateInfoView,
  type UserDetails,
  type UserProfileApi,
} from './user-profiles.api.ts';
export { default as userProfileCss } from './user-profiles.css';
