import {
  fileKind,
  MATERIAL_EDITOR_HEIGHT,
  MATERIAL_MAX_CHARS,
  type MaterialFile,
  type MaterialUpdate,
  type MaterialView,
  type PromptPreset,
} from '@pathcraft/sdk';
import { useEffect, useRef, useState, type ChangeEvent, type ComponentType } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Tabs, type TabItem } from '../ui/Tabs.tsx';
import { useToast } from '../ui/Toast.tsx';
import type { LoadEditor, MaterialEditorHandle, MaterialEditorProps, MaterialEditorState } from './editor-props.ts';
import { FileTable } from './FileTable.tsx';
import type { MaterialApi } from './materials.api.ts';
import { text as T } from './materials.messages.ts';

/** A material being written from an AI draft: created (as a draft) on its first save. */
export interface NewMaterial {
  orgId: string;
  title: string;
  promptType: string | null;
  resourceId: string | null;
  /** The body as it streams in. */
  chunks: AsyncIterable<string> | null;
}

export interface MaterialEditFormProps {
  api: MaterialApi;
  /** The material edited, or what a new one starts from. */
  editing: { kind: 'existing'; view: MaterialView } | { kind: 'new'; material: NewMaterial };
  base: string;
  loadEditor: LoadEditor;
  /** Puts the editor chunk's styles where the sheet renders. */
  addStyles: (css: string) => void;
  /** After a save, with the material as the server now has it. */
  onSaved: (view: MaterialView, created: boolean) => void;
  onCancel: () => void;
  /** Files added or deleted here (the read view shows them without a reload). */
  onFilesChange: (files: MaterialFile[]) => void;
}

const CLEAN: MaterialEditorState = { chars: 0, overLimit: false, dirty: false };

/** Edit mode (docs/rules.md#materials-and-files): Settings (title and body) and Files; Save sends the body only when the editor changed it. */
export function MaterialEditForm({
  api,
  editing,
  base,
  loadEditor,
  addStyles,
  onSaved,
  onCancel,
  onFilesChange,
}: MaterialEditFormProps) {
  const toast = useToast();
  const existing = editing.kind === 'existing' ? editing.view : null;
  const orgId = existing ? existing.material.orgId : editing.kind === 'new' ? editing.material.orgId : '';
  const initialTitle = existing ? existing.material.title : editing.kind === 'new' ? editing.material.title : '';
  const [Editor, setEditor] = useState<ComponentType<MaterialEditorProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [title, setTitle] = useState(initialTitle);
  // A new material starts as a draft; the author publishes it by unticking.
  const initialDraft = existing ? existing.material.isDraft : true;
  const [draft, setDraft] = useState(initialDraft);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [editorState, setEditorState] = useState<MaterialEditorState>(CLEAN);
  const [files, setFiles] = useState<MaterialFile[]>(existing?.files ?? []);
  const [transcripts, setTranscripts] = useState<Record<string, string>>({});
  const [streaming, setStreaming] = useState(editing.kind === 'new' && editing.material.chunks !== null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [tab, setTab] = useState('settings');
  const handle = useRef<MaterialEditorHandle | null>(null);
  // Set synchronously, so a double click saves once even before React re-renders.
  const busy = useRef(false);

  useEffect(() => {
    let live = true;
    loadEditor().then(
      (m) => {
        if (m.editorCss) addStyles(m.editorCss);
        if (live) setEditor(() => m.MaterialEditor);
      },
      (err: unknown) => live && setLoadFailed((err as Error).message),
    );
    return () => {
      live = false;
    };
  }, [loadEditor, addStyles]);

  const streamDraft = (editor: MaterialEditorHandle) => {
    if (editing.kind !== 'new' || !editing.material.chunks) return;
    const chunks = editing.material.chunks;
    void (async () => {
      try {
        for await (const chunk of chunks) editor.appendHtml(chunk);
      } catch (err) {
        toast.error((err as Error).message);
      } finally {
        setStreaming(false);
      }
    })();
  };

  const onReady = (editor: MaterialEditorHandle) => {
    const first = !handle.current;
    handle.current = editor;
    if (first) streamDraft(editor);
  };

  const changedTranscripts = () =>
    files
      .filter((f) => f.id in transcripts && transcripts[f.id] !== (f.transcript ?? ''))
      .map((f) => ({ fileId: f.id, transcript: transcripts[f.id]! }));
  const dirty =
    editorState.dirty ||
    title !== initialTitle ||
    draft !== initialDraft ||
    changedTranscripts().length > 0 ||
    (editing.kind === 'new' && editing.material.chunks !== null);

  const save = async () => {
    if (busy.current || !handle.current) return;
    if (!title.trim()) {
      setTitleError(T.titleRequired);
      setTab('settings');
      return;
    }
    if (editorState.overLimit) return;
    busy.current = true;
    setSaving(true);
    setTitleError(undefined);
    try {
      if (editing.kind === 'new') {
        const { material } = editing;
        const created = await api.create({
          organizationId: material.orgId,
          title: title.trim(),
          body: handle.current.getHtml(),
          isDraft: draft,
          promptType: material.promptType as PromptPreset | null,
          resourceId: material.resourceId,
        });
        handle.current.markClean();
        toast.success(T.saved);
        onSaved(await api.get(created.material.id), true);
        return;
      }
      const { material } = existing!;
      const changes: MaterialUpdate = { title: title.trim() };
      if (draft !== material.isDraft) changes.isDraft = draft;
      if (editorState.dirty) changes.body = handle.current.getHtml();
      const changed = changedTranscripts();
      if (changed.length) changes.transcripts = changed;
      await api.update(material.id, changes);
      handle.current.markClean();
      toast.success(T.saved);
      // An embedded material is indexed again, under its resource or standalone.
      if (material.isEmbedded) {
        toast.info(T.embedding);
        api
          .embed({ materialId: material.id, resourceId: material.resourceId, orgId: material.orgId })
          .catch((err: unknown) => toast.error((err as Error).message));
      }
      onSaved(await api.get(material.id), false);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const updateFiles = (next: MaterialFile[]) => {
    setFiles(next);
    onFilesChange(next);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || !existing) return;
    setUploading(true);
    try {
      const added = await api.uploadFile(existing.material.id, file);
      updateFiles([...files, added]);
      toast.success(T.fileUploaded);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      input.value = '';
      setUploading(false);
    }
  };

  const deleteFile = async (file: MaterialFile) => {
    await api.deleteFile(existing!.material.id, file.id);
    updateFiles(files.filter((f) => f.id !== file.id));
  };

  const uploadButton = existing ? (
    <label
      className={`pc-button pc-button--secondary pc-msheet__upload${uploading ? ' pc-msheet__upload--busy' : ''}`}
      aria-busy={uploading}
    >
      {T.uploadFile}
      <input className="pc-visually-hidden" type="file" disabled={uploading} onChange={upload} />
    </label>
  ) : null;

  const settings = (
    <div className="pc-msheet__settings">
      <FormField label={T.titleLabel} error={titleError} required>
        {(p) => (
          <input {...p} type="text" value={title} maxLength={300} onInput={(e) => setTitle(e.currentTarget.value)} />
        )}
      </FormField>
      <label className="pc-msheet__draft">
        <input type="checkbox" checked={draft} onChange={(e) => setDraft(e.currentTarget.checked)} />
        {T.draftLabel}
      </label>
      {Editor ? (
        <Editor
          html={existing?.material.body ?? ''}
          maxChars={existing?.maxChars ?? MATERIAL_MAX_CHARS}
          height={MATERIAL_EDITOR_HEIGHT}
          label={T.editorLabel}
          onChange={setEditorState}
          onReady={onReady}
          uploadImage={(file) => api.uploadMedia(orgId, file).then((m) => ({ url: m.url }))}
          uploadPdf={(file) => api.uploadMedia(orgId, file).then((m) => ({ url: m.url, name: m.name }))}
          toast={(kind, text) => toast[kind](text)}
        />
      ) : loadFailed ? (
        <p className="pc-msheet__message" role="alert">
          {loadFailed}
        </p>
      ) : (
        <p className="pc-msheet__message" role="status">
          {T.loading}
        </p>
      )}
      {files.length ? null : uploadButton}
    </div>
  );

  const audio = files.filter((f) => fileKind(f.type, f.name) === 'audio');
  const filesTab = (
    <div className="pc-msheet__files">
      <FileTable files={files} canDelete={existing?.canDeleteFiles ?? false} onDelete={deleteFile} base={base} />
      {uploadButton}
      {audio.map((file) => (
        <FormField key={file.id} label={T.transcriptOf(file.name)}>
          {(p) => (
            <textarea
              {...p}
              className="pc-msheet__transcript-input"
              rows={5}
              value={transcripts[file.id] ?? file.transcript ?? ''}
              onInput={(e) => setTranscripts({ ...transcripts, [file.id]: e.currentTarget.value })}
            />
          )}
        </FormField>
      ))}
    </div>
  );

  const tabs: TabItem[] = [{ id: 'settings', label: T.settingsTab, content: settings }];
  if (files.length) tabs.push({ id: 'files', label: T.filesTab, content: filesTab });

  return (
    <form
      className="pc-msheet__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Tabs tabs={tabs} selected={tab} onSelect={setTab} keepMounted label={T.edit} />
      <div className="pc-msheet__actions">
        <button
          type="button"
          className="pc-button pc-button--secondary"
          onClick={() => (dirty ? setConfirmCancel(true) : onCancel())}
        >
          {T.cancel}
        </button>
        <button
          type="submit"
          className="pc-button pc-button--primary"
          disabled={saving || streaming || editorState.overLimit || !Editor}
          aria-busy={saving}
        >
          {saving ? T.saving : T.save}
        </button>
      </div>
      <ConfirmDialog
        open={confirmCancel}
        title={T.discardTitle}
        text={T.discardText}
        primaryText={T.discard}
        secondaryText={T.keepEditing}
        danger
        onPrimary={() => {
          setConfirmCancel(false);
          onCancel();
        }}
        onSecondary={() => setConfirmCancel(false)}
      />
    </form>
  );
}
