/**
 * The material side sheet's texts, limits and rules, without zod: the widgets import these
 * (the read view stays small), the schemas beside them import them too.
 */
import { formatNumber } from '../../i18n/i18n.ts';
import { isAdminLike } from '../identity/roles.rules.ts';

/** Editor body limit (docs/rules.md#materials-and-files) and height. */
export const MATERIAL_MAX_CHARS = 50_000;
export const MATERIAL_EDITOR_HEIGHT = 500;

/** The texts of the material side sheet, its editor and the file table (docs/rules.md#materials-and-files). */
export const MATERIAL_TEXT = {
  menuResource: 'Material Resource',
  menu: 'Material',
  edit: 'Edit',
  close: 'Close',
  draft: 'draft',
  author: 'Author:',
  transcript: 'Transcript',
  settingsTab: 'Settings',
  filesTab: 'Files',
  titleLabel: 'Title',
  titleRequired: 'Title is required.',
  charactersRemaining: (n: number) => `${formatNumber(n)} characters remaining`,
  overLimit: (max: number) => `This field exceeds the maximum number of characters (${max}) allowed.`,
  save: 'Save',
  saving: 'Saving...',
  saved: 'Material saved!',
  embedding: 'Embedding...',
  addMaterial: 'Add Material',
  uploadingImage: 'Uploading image...',
  optimizingImage: 'Optimizing image...',
  imageUploaded: 'Image uploaded',
  imageUploadFailed: (error: string) => `Image upload failed ${error}`,
  uploadPdf: 'Upload/Embed PDF',
  chooseFile: 'Choose File',
  pdfTypes: 'Supported File types: .pdf',
  importMarkdown: 'Import Markdown',
  convertMarkdown: 'Convert Markdown to HTML',
  fileUploaded: 'File uploaded!',
  fileColumn: 'File',
  sizeColumn: 'Size',
  actionsColumn: 'Actions',
  delete: 'Delete',
  deleteTitle: (name: string) => `Delete ${name}`,
  cannotUndo: 'This action cannot be undone',
  yes: 'Yes',
  no: 'No',
  deleted: (name: string) => `${name} deleted!`,
  menuButton: 'Material actions',
  loading: 'Loading...',
  newMaterial: 'New material',
  draftLabel: 'Draft: not shown on public pages or to the assistant until published',
  noMaterial: 'No Material.',
  cancel: 'Cancel',
  discardTitle: 'Discard changes?',
  discardText: 'Your changes to this material have not been saved.',
  discard: 'Discard',
  keepEditing: 'Keep editing',
  uploadFile: 'Upload file',
  transcriptOf: (name: string) => `Transcript of ${name}`,
  editorLabel: 'Material body',
  addMaterialText: "Move this material to the assistant's resources so the assistant can answer questions from it.",
  resourceGroupLabel: 'Resource group',
  noResourceGroups: 'This organization has no resource groups yet.',
  moveToResources: 'Move to resources',
  notNow: 'Not now',
} as const;

/** Button styles a link in a material can take (docs/rules.md#materials-and-files); the class is `pc-btn pc-btn--{value}`. */
export const LINK_STYLES = [
  { value: '', label: 'None' },
  { value: 'primary', label: 'Primary' },
  { value: 'secondary', label: 'Secondary' },
  { value: 'info', label: 'Info' },
  { value: 'warning', label: 'Warning' },
  { value: 'danger', label: 'Danger' },
  { value: 'link', label: 'Link' },
] as const;

/** AI prompt presets an author can start a draft material from (docs/rules.md#materials-and-files, materials.promptType). */
export const PROMPT_PRESETS = [
  { value: 'qaPairs', label: '3 question/answer pairs' },
  { value: 'mainPoints', label: 'main points and observations' },
  { value: 'linkedInPost', label: 'LinkedIn post' },
  { value: 'email', label: 'email' },
] as const;
export type PromptPreset = (typeof PROMPT_PRESETS)[number]['value'];
/** Plain-text length the editor counts against the limit. */
export function materialTextLength(plainText: string): number {
  return [...plainText].length;
}

/** Who may edit a material: an admin-like role of its organization, the super admin, or its author (docs/rules.md#materials-and-files). */
export function canEditMaterial(
  user: { id: string; roles: readonly string[]; orgId: string | null } | null,
  material: { orgId: string; userId: string | null },
): boolean {
  if (!user) return false;
  if (user.roles.includes('superAdmin')) return true;
  if (material.userId && material.userId === user.id) return true;
  return user.orgId === material.orgId && isAdminLike(user.roles);
}

/** Human file size: 999 B, 1.2 KB, 3.4 MB. */
export function humanFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1000) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let n = bytes / 1000;
  let i = 0;
  while (n >= 1000 && i < units.length - 1) {
    n /= 1000;
    i++;
  }
  return `${n < 10 ? n.toFixed(1) : Math.round(n)} ${units[i]}`;
}

export type FileKind = 'pdf' | 'image' | 'audio' | 'video' | 'doc' | 'sheet' | 'other';

/** What a file is, for its icon in the file table: by content type, else by the name's extension. */
export function fileKind(type: string | null | undefined, name = ''): FileKind {
  const t = (type ?? '').toLowerCase();
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  if (t === 'application/pdf' || ext === 'pdf') return 'pdf';
  for (const kind of ['image', 'audio', 'video'] as const) if (t.startsWith(`${kind}/`)) return kind;
  if (/spreadsheet|excel|csv/.test(t) || ['xls', 'xlsx', 'csv', 'ods'].includes(ext)) return 'sheet';
  if (/word|document|msword|rtf|text\/plain/.test(t) || ['doc', 'docx', 'odt', 'rtf', 'txt'].includes(ext))
    return 'doc';
  if (['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'].includes(ext)) return 'image';
  if (['mp3', 'wav', 'm4a', 'ogg', 'oga', 'aac', 'flac'].includes(ext)) return 'audio';
  if (['mp4', 'webm', 'mov', 'm4v'].includes(ext)) return 'video';
  return 'other';
}
