/**
 * The material side sheet (docs/rules.md#materials-and-files): a material's read
 * view, and for its editors the edit mode, AI drafts and the move to the
 * assistant's resources. Loaded when a reader opens a material; the editor is a
 * further chunk, loaded only when an author clicks Edit.
 */
import type { MaterialFile, MaterialView } from '@pathcraft/sdk';
import { useEffect, useId, useState, type ComponentType } from 'react';
import confirmDialogCss from '../ui/confirm-dialog.css';
import toastCss from '../ui/toast.css';
import { ToastProvider, useToast } from '../ui/Toast.tsx';
import type { LoadEditor } from './editor-props.ts';
import type { GenerateDraftProps } from './GenerateDraft.tsx';
import type { MaterialApi } from './materials.api.ts';
import materialCss from './materials.css';
import type { NewMaterial } from './MaterialEditForm.tsx';
import { MaterialReadView } from './MaterialReadView.tsx';
import { SheetMenu } from './SheetMenu.tsx';
import { SideSheet } from './SideSheet.tsx';
import { text as T } from './materials.messages.ts';

/** Hosts that load this chunk lazily make the sheet's calls with it. */
export { createMaterialApi } from './materials.api.ts';

/** Every stylesheet the read view needs beyond the theme, buttons and modal (which every element has); edit mode brings its own. */
/** The sheet's Spanish (issue 28), fetched from this chunk so it shares the catalogue with it. */
export const loadSpanish = () => import('./materials.es.ts');

export const materialSheetCss = [confirmDialogCss, toastCss, materialCss].join('\n');

type EditModule = typeof import('./material-edit.ts');

/** The drafts chunk: the menu and its styles. */
export type LoadGenerateDraft = () => Promise<{
  GenerateDraft: ComponentType<GenerateDraftProps>;
  generateDraftCss?: string;
}>;

const loadEditorChunk: LoadEditor = () => import('./editor/MaterialEditor.tsx');
const loadGenerateDraftChunk: LoadGenerateDraft = () => import('./GenerateDraft.tsx');

export interface MaterialSheetProps {
  api: MaterialApi;
  /** The material shown; null closes the sheet (unless `newIn` opens it on a new one). */
  materialId: string | null;
  /** Opens the sheet on a new, empty material of this organization, in edit mode (the console's 'New material'). */
  newIn?: { orgId: string } | null;
  onClose: () => void;
  /** Where relative file urls resolve (the API's origin; '' on the platform's own pages). */
  base?: string;
  /** Puts a lazily loaded chunk's styles where the sheet renders (the element's shadow root, or the hosted document). */
  addStyles: (css: string) => void;
  loadEditor?: LoadEditor;
  loadGenerateDraft?: LoadGenerateDraft;
}

export function MaterialSheet({ materialId, newIn = null, onClose, ...rest }: MaterialSheetProps) {
  const titleId = useId();
  // The last material stays on screen while the sheet slides out.
  const [shownId, setShownId] = useState(materialId);
  useEffect(() => {
    if (materialId) setShownId(materialId);
  }, [materialId]);
  return (
    <ToastProvider>
      <SideSheet
        open={materialId !== null || newIn !== null}
        onClose={onClose}
        labelledBy={titleId}
        className="pc-msheet"
      >
        {newIn ? (
          <SheetContent
            key={`new:${newIn.orgId}`}
            materialId={null}
            newIn={newIn}
            titleId={titleId}
            onClose={onClose}
            {...rest}
          />
        ) : shownId ? (
          <SheetContent key={shownId} materialId={shownId} titleId={titleId} onClose={onClose} {...rest} />
        ) : null}
      </SideSheet>
    </ToastProvider>
  );
}

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; view: MaterialView };
type Mode = { kind: 'read' } | { kind: 'edit' } | { kind: 'new'; material: NewMaterial };

function SheetContent({
  api,
  materialId,
  titleId,
  onClose,
  base = '',
  addStyles,
  loadEditor = loadEditorChunk,
  loadGenerateDraft = loadGenerateDraftChunk,
  newIn = null,
}: Omit<MaterialSheetProps, 'materialId'> & { materialId: string | null; titleId: string }) {
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [mode, setMode] = useState<Mode>(
    newIn
      ? { kind: 'new', material: { orgId: newIn.orgId, title: '', promptType: null, resourceId: null, chunks: null } }
      : { kind: 'read' },
  );
  const [adding, setAdding] = useState<MaterialView | null>(null);
  const [GenerateDraft, setGenerateDraft] = useState<ComponentType<GenerateDraftProps> | null>(null);
  const [editMode, setEditMode] = useState<EditModule | null>(null);
  const editing = mode.kind !== 'read';
  const view = loaded.kind === 'ready' ? loaded.view : null;
  const canEdit = view?.canEdit ?? false;

  useEffect(() => {
    if (!materialId) return;
    let live = true;
    api.get(materialId).then(
      (v) => live && setLoaded({ kind: 'ready', view: v }),
      (err: unknown) => live && setLoaded({ kind: 'failed', message: (err as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [api, materialId]);

  // Drafts are for editors only: readers never download that chunk.
  useEffect(() => {
    if (!canEdit) return;
    let live = true;
    loadGenerateDraft().then(
      (m) => {
        if (m.generateDraftCss) addStyles(m.generateDraftCss);
        if (live) setGenerateDraft(() => m.GenerateDraft);
      },
      // Without the drafts chunk the sheet still reads and edits.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [canEdit, loadGenerateDraft, addStyles]);

  // Edit mode is a chunk of its own (the editor a further one): readers download neither.
  useEffect(() => {
    if (!editing || editMode) return;
    let live = true;
    // The editor's chunk is fetched alongside, not after (the form asks for it again, from the cache).
    loadEditor().catch(() => undefined);
    import('./material-edit.ts').then(
      (m) => {
        addStyles(m.materialEditCss);
        if (live) setEditMode(m);
      },
      (err: unknown) => {
        if (!live) return;
        toast.error((err as Error).message);
        setMode({ kind: 'read' });
      },
    );
    return () => {
      live = false;
    };
  }, [editing, editMode, addStyles, toast, loadEditor]);

  const setView = (next: MaterialView) => setLoaded({ kind: 'ready', view: next });
  const setFiles = (files: MaterialFile[]) => view && setView({ ...view, files });
  const deleteFile = async (file: MaterialFile) => {
    if (!view) return;
    await api.deleteFile(view.material.id, file.id);
    setView({ ...view, files: view.files.filter((f) => f.id !== file.id) });
  };

  const title = mode.kind === 'new' ? mode.material.title || T.newMaterial : (view?.material.title ?? T.menu);
  const isDraft = mode.kind === 'new' || (view?.material.isDraft ?? false);
  const heading = view?.material.resourceId ? T.menuResource : T.menu;

  return (
    <>
      <header className="pc-msheet__header">
        <h2 id={titleId} className="pc-msheet__title">
          {title}
        </h2>
        {isDraft ? <span className="pc-msheet__badge">{T.draft}</span> : null}
        {view && GenerateDraft && mode.kind === 'read' ? (
          <GenerateDraft
            materialId={view.material.id}
            api={api}
            files={view.files}
            onDraft={(draft) =>
              setMode({
                kind: 'new',
                material: {
                  orgId: view.material.orgId,
                  title: draft.title,
                  promptType: draft.promptType,
                  resourceId: draft.resourceId,
                  chunks: draft.chunks,
                },
              })
            }
            onError={(message) => toast.error(message)}
          />
        ) : null}
        <SheetMenu
          heading={heading}
          onEdit={canEdit && mode.kind === 'read' ? () => setMode({ kind: 'edit' }) : null}
          onClose={onClose}
        />
      </header>
      <div className="pc-msheet__content">
        {editMode && (mode.kind === 'new' || (mode.kind === 'edit' && view)) ? (
          <editMode.MaterialEditForm
            key={mode.kind}
            api={api}
            editing={mode.kind === 'new' ? { kind: 'new', material: mode.material } : { kind: 'existing', view: view! }}
            base={base}
            loadEditor={loadEditor}
            addStyles={addStyles}
            onFilesChange={setFiles}
            // A new material that was never saved has nothing to read: cancelling closes the sheet.
            onCancel={() => (mode.kind === 'new' && !view ? onClose() : setMode({ kind: 'read' }))}
            onSaved={(saved, created) => {
              setView(saved);
              setMode({ kind: 'read' });
              if (created && !saved.material.resourceId) setAdding(saved);
            }}
          />
        ) : loaded.kind === 'failed' ? (
          <p className="pc-msheet__message" role="alert">
            {loaded.message}
          </p>
        ) : loaded.kind === 'ready' && mode.kind === 'read' ? (
          <MaterialReadView view={loaded.view} base={base} onDeleteFile={deleteFile} />
        ) : (
          <p className="pc-msheet__message" role="status">
            {T.loading}
          </p>
        )}
      </div>
      {editMode ? (
        <editMode.AddMaterialSheet
          api={api}
          view={adding}
          onClose={() => setAdding(null)}
          onMoved={(moved) => {
            setAdding(null);
            setView(moved);
          }}
        />
      ) : null}
    </>
  );
}
