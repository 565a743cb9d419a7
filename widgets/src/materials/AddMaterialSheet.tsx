import type { MaterialView } from '@pathcraft/sdk';
import { useEffect, useId, useState } from 'react';
import { FormField } from '../ui/FormField.tsx';
import { useToast } from '../ui/Toast.tsx';
import type { MaterialApi, ResourceGroupOption } from './materials.api.ts';
import { SideSheet } from './SideSheet.tsx';
import { text as T } from './materials.messages.ts';

export interface AddMaterialSheetProps {
  api: MaterialApi;
  /** The material just created; null when the sheet is closed. */
  view: MaterialView | null;
  onClose: () => void;
  /** After the move, with the material as the server now has it. */
  onMoved: (view: MaterialView) => void;
}

/**
 * 'Add Material' (docs/rules.md#materials-and-files): after a new material's first save, offers to move
 * it to one of the organization's resource groups, which the assistant answers from.
 */
export function AddMaterialSheet({ api, view, onClose, onMoved }: AddMaterialSheetProps) {
  const toast = useToast();
  const titleId = useId();
  const [groups, setGroups] = useState<ResourceGroupOption[] | null>(null);
  const [groupId, setGroupId] = useState('');
  const [busy, setBusy] = useState(false);
  const orgId = view?.material.orgId;

  useEffect(() => {
    if (!orgId) return;
    let live = true;
    setGroups(null);
    api.resourceGroups(orgId).then(
      (list) => {
        if (!live) return;
        setGroups(list);
        setGroupId(list[0]?.id ?? '');
      },
      (err: unknown) => {
        if (!live) return;
        setGroups([]);
        toast.error((err as Error).message);
      },
    );
    return () => {
      live = false;
    };
  }, [api, orgId, toast]);

  const move = async () => {
    if (!view || !groupId || busy) return;
    const { material } = view;
    setBusy(true);
    try {
      const resource = await api.createResource({
        orgId: material.orgId,
        name: material.title,
        body: material.body ?? '',
        parentId: groupId,
      });
      await api.update(material.id, { resourceId: resource.id, isEmbedded: true });
      toast.info(T.embedding);
      await api.embed({ materialId: material.id, resourceId: resource.id, orgId: material.orgId });
      onMoved(await api.get(material.id));
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SideSheet open={view !== null} onClose={onClose} labelledBy={titleId} className="pc-msheet pc-msheet--add">
      <header className="pc-msheet__header">
        <h2 id={titleId} className="pc-msheet__title">
          {T.addMaterial}
        </h2>
      </header>
      <div className="pc-msheet__content">
        <p>{T.addMaterialText}</p>
        {groups === null ? (
          <p role="status">{T.loading}</p>
        ) : groups.length ? (
          <FormField label={T.resourceGroupLabel}>
            {(p) => (
              <select {...p} value={groupId} onChange={(e) => setGroupId(e.currentTarget.value)}>
                {groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.title}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : (
          <p>{T.noResourceGroups}</p>
        )}
        <div className="pc-msheet__actions">
          <button type="button" className="pc-button pc-button--secondary" onClick={onClose}>
            {T.notNow}
          </button>
          <button
            type="button"
            className="pc-button pc-button--primary"
            disabled={!groupId || busy}
            aria-busy={busy}
            onClick={() => void move()}
          >
            {T.moveToResources}
          </button>
        </div>
      </div>
    </SideSheet>
  );
}
