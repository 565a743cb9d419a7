import { type SessionStore, uiLanguage } from '@pathcraft/sdk';
import { useEffect, useMemo, useState } from 'react';

type SheetModule = typeof import('./MaterialSheet.tsx');

export interface LazyMaterialSheetProps {
  /** The material to show; the sheet's chunk is fetched the first time one is set. */
  materialId: string | null;
  /** Opens it on a new material of this organization instead (in edit mode). */
  newIn?: { orgId: string } | null;
  onClose: () => void;
  /** Puts the sheet's styles where it renders (an element's shadow root, or the hosted document). */
  addStyles: (css: string) => void;
  /** The API's origin ('' on the platform's own pages). */
  base: string;
  /** A signed-in reader's session: authors get Edit. */
  session?: SessionStore | undefined;
  /** A verified page link's token, for a page behind an access code. */
  accessToken?: string | null | undefined;
}

/**
 * Opens the material side sheet, downloading it (and its calls) only when a
 * reader first opens a material. The calls are made in the sheet's chunk, so
 * the page that opens it carries nothing of the sheet but this.
 */
export function LazyMaterialSheet({
  materialId,
  newIn = null,
  onClose,
  addStyles,
  base,
  session,
  accessToken,
}: LazyMaterialSheetProps) {
  const [sheet, setSheet] = useState<SheetModule | null>(null);
  const api = useMemo(
    () => sheet?.createMaterialApi(base, { session, accessToken }),
    [sheet, base, session, accessToken],
  );

  useEffect(() => {
    if ((!materialId && !newIn) || sheet) return;
    let live = true;
    import('./MaterialSheet.tsx')
      .then(async (m) => {
        // A page in Spanish reads the sheet in Spanish: its texts arrive before it first renders.
        if (uiLanguage() === 'es') await m.loadSpanish();
        return m;
      })
      .then(
        (m) => {
          addStyles(m.materialSheetCss);
          if (live) setSheet(m);
        },
        // The chunk (or its Spanish) did not arrive (offline, a deploy in between): nothing opens, the reader can try again.
        () => live && onClose(),
      );
    return () => {
      live = false;
    };
  }, [materialId, newIn, sheet, addStyles, onClose]);

  return sheet && api ? (
    <sheet.MaterialSheet
      api={api}
      materialId={materialId}
      newIn={newIn}
      onClose={onClose}
      base={base}
      addStyles={addStyles}
    />
  ) : null;
}
