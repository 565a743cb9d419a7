/** The contract of the rich-text editor chunk (./editor/MaterialEditor.tsx), loaded only when an author edits. */
import type { ComponentType } from 'react';

export interface MaterialEditorState {
  /** Characters counted against maxChars. */
  chars: number;
  overLimit: boolean;
  /** Changed since the html it was given (or since markClean). */
  dirty: boolean;
}

export interface MaterialEditorHandle {
  getHtml(): string;
  setHtml(html: string): void;
  appendHtml(html: string): void;
  markClean(): void;
  focus(): void;
}

export interface MaterialEditorProps {
  html: string;
  maxChars: number;
  height: number;
  onChange(state: MaterialEditorState): void;
  onReady(handle: MaterialEditorHandle): void;
  uploadImage(file: File): Promise<{ url: string }>;
  uploadPdf(file: File): Promise<{ url: string; name: string }>;
  toast(kind: 'info' | 'success' | 'error', text: string): void;
  /** The editable area's accessible name. */
  label: string;
}

/** The chunk: the editor and its styles (with those of its dialogs), which the sheet adds where it renders. */
export type LoadEditor = () => Promise<{ MaterialEditor: ComponentType<MaterialEditorProps>; editorCss?: string }>;
