import { localSessionStore, PathcraftError, type PublicPageView } from '@pathcraft/sdk';
import { PATHCRAFT_ELEMENTS } from '@pathcraft/sdk/embed';
import { createElement, useCallback, useEffect, useMemo, useState } from 'react';
import type { AttributeProps, ElementProps } from '../lib/define-element.ts';
import { LazyMaterialSheet } from '../materials/LazyMaterialSheet.tsx';
import { createPublicPageApi, linkTokens, openedLinks, trackVisit, type PublicPageApi } from './public-pages.api.ts';
import { text as T } from './public-pages.messages.ts';
import { PublicPageView as View } from './PublicPageView.tsx';

export const attributes = PATHCRAFT_ELEMENTS['pathcraft-page'].attributes;

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; view: PublicPageView }
  | { kind: 'gated'; pageLinkId: string }
  | { kind: 'error'; message: string };

export type PageElementProps = AttributeProps<typeof attributes> &
  ElementProps & { defaultApiBase: string; createApi?: (base: string) => PublicPageApi };

/** Nested elements are not seen by embed.js (they live in this shadow root): the page defines the assistant itself. */
const defineAssistant = () => import('../assistant/assistant.element.ts');

/**
 * <pathcraft-page page-id="…">: the public page inside a customer's page. A page
 * behind a page link with an access code shows a way to that link's screen.
 */
export function PageElement({
  pageId,
  orgSlug,
  apiBase,
  setState,
  addStyles,
  defaultApiBase,
  createApi = createPublicPageApi,
}: PageElementProps) {
  const base = apiBase || defaultApiBase;
  const api = useMemo(() => createApi(base), [createApi, base]);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [materialId, setMaterialId] = useState<string | null>(null);
  // The platform's stored session exists when the page runs on the platform's origin: its authors may edit.
  const session = useMemo(() => localSessionStore(), []);
  const linkToken = useMemo(() => {
    const opened = pageId ? openedLinks.get(pageId) : null;
    return opened ? linkTokens.get(opened) : null;
  }, [pageId]);
  const closeMaterial = useCallback(() => setMaterialId(null), []);

  useEffect(() => {
    if (!pageId) {
      setLoaded({ kind: 'error', message: T.noPage });
      setState('error');
      return;
    }
    let live = true;
    setLoaded({ kind: 'loading' });
    const opened = openedLinks.get(pageId);
    api
      .page(pageId, { orgSlug, accessToken: opened ? linkTokens.get(opened) : null })
      .then((view) => {
        if (!live) return;
        setLoaded({ kind: 'ready', view });
        setState('ready');
        if (view.dashboard?.zones.flat().some((m) => m.moduleType === 'ASSISTANT' && m.integrationId))
          void defineAssistant();
        trackVisit(api, 'pages', view.page.id);
      })
      .catch((err: unknown) => {
        if (!live) return;
        const pageLinkId =
          err instanceof PathcraftError ? (err.details as { pageLinkId?: string } | undefined)?.pageLinkId : undefined;
        setLoaded(
          pageLinkId
            ? { kind: 'gated', pageLinkId }
            : {
                kind: 'error',
                message: err instanceof PathcraftError && err.code === 'not_found' ? T.noPage : (err as Error).message,
              },
        );
        setState('error');
      });
    return () => {
      live = false;
    };
  }, [api, pageId, orgSlug, setState]);

  if (loaded.kind === 'loading')
    return (
      <p className="pc-pp__message" role="status">
        {T.loading}
      </p>
    );
  if (loaded.kind === 'error') return <p className="pc-pp__message">{loaded.message}</p>;
  if (loaded.kind === 'gated')
    return (
      <div className="pc-pp__gate">
        <p>{T.accessCodeText}</p>
        <a
          className="pc-button pc-button--primary"
          href={`${base}/link/${encodeURIComponent(loaded.pageLinkId)}`}
          target="_blank"
          rel="noopener"
        >
          {T.accessCodeTitle}
        </a>
      </div>
    );
  return (
    <>
      <View
        view={loaded.view}
        base={base}
        headingLevel={2}
        onOpenMaterial={(m) => setMaterialId(m.id)}
        renderAssistant={(integrationId, display) =>
          createElement('pathcraft-assistant', {
            'integration-id': integrationId,
            display: display ?? undefined,
            'api-base': base,
          })
        }
      />
      <LazyMaterialSheet
        materialId={materialId}
        onClose={closeMaterial}
        addStyles={addStyles}
        base={base}
        session={session}
        accessToken={linkToken}
      />
    </>
  );
}
