import { PathcraftError, publicPageTitle, type PublicLinkCard, type PublicPageView } from '@pathcraft/sdk';
import {
  publicPageCss,
  createPublicPageApi,
  linkTokens,
  openedLinks,
  trackVisit,
  PublicPageView as View,
  type PublicPageApi,
} from '@pathcraft/widgets/public-pages';
import { LazyMaterialSheet } from '@pathcraft/widgets/materials';
import { Button, LoadingScreen } from '@pathcraft/widgets/ui';
import { createElement, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { AuthCard } from '../../components/AuthCard.tsx';
import { navigateWhenLoaded } from '../../navigate-loaded.ts';
import { fetchTakingPreloads } from '../../preloaded-fetch.ts';
import { navigate, type RouteProps } from '../../router.tsx';
import { sessionStore } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { loadEmbedScript, usePublicHead } from '../../components/public-head.ts';
import { isDevMode } from './public-page-head.ts';
import { text } from './public-pages.messages.ts';

// A staff member's link card settings (and the schema they are checked with) load when opened: visitors never need them.
const LinkSettingsDialog = lazy(() =>
  import('./LinkSettingsDialog.tsx').then((m) => ({ default: m.LinkSettingsDialog })),
);

/** Same origin; a signed-in visitor's token goes along (staff manage cards, link urls get their e-mail). */
export const publicPageApi: PublicPageApi = createPublicPageApi('', {
  session: sessionStore,
  fetch: fetchTakingPreloads,
});
// Keyed by the text: the sheet's chunk adds its styles, then the editor's and the drafts' chunks theirs.
const addMaterialSheetCss = (css: string) => adoptCss(css, css);

type Loaded = { kind: 'loading' } | { kind: 'ready'; view: PublicPageView } | { kind: 'missing' } | { kind: 'failed' };

/** The verified code's token of the link this session opened the page through, if any. */
function linkTokenOf(pageId: string): string | null {
  const opened = openedLinks.get(pageId);
  return opened ? linkTokens.get(opened) : null;
}

/**
 * /o/:orgSlug/page/:pageId (docs/rules.md#public-pages). A page behind a page
 * link that this session did not come through goes to that link with ?nt=true.
 */
export default function PublicPagePage({ params }: RouteProps) {
  const orgSlug = params.orgSlug!;
  const pageId = params.pageId!;
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [materialId, setMaterialId] = useState<string | null>(null);
  const closeMaterial = useCallback(() => setMaterialId(null), []);
  const [settings, setSettings] = useState<PublicLinkCard | null>(null);
  const view = loaded.kind === 'ready' ? loaded.view : null;
  usePublicHead(
    publicPageTitle(view?.page.title, view?.organization.name),
    view?.organization ?? null,
    view?.organization.searchEnginesEnabled ?? false,
  );

  const load = useCallback(() => {
    return publicPageApi.page(pageId, { orgSlug, accessToken: linkTokenOf(pageId) }).then(
      (v) => setLoaded({ kind: 'ready', view: v }),
      (err: unknown) => {
        const details =
          err instanceof PathcraftError ? (err.details as { pageLinkId?: string } | undefined) : undefined;
        if (details?.pageLinkId) {
          // A stale or foreign token would send the visitor round in circles: drop it first.
          linkTokens.clear(details.pageLinkId);
          // Its code came with this page's (scripts/build/hosted.ts LEADS_TO): shown without a loading screen.
          void navigateWhenLoaded(`/link/${encodeURIComponent(details.pageLinkId)}?nt=true`, { replace: true });
        } else if (err instanceof PathcraftError && err.code === 'not_found') setLoaded({ kind: 'missing' });
        else setLoaded({ kind: 'failed' });
        return null;
      },
    );
  }, [orgSlug, pageId]);

  useEffect(() => {
    adoptCss('public-page', publicPageCss);
    setLoaded({ kind: 'loading' });
    void load();
  }, [load]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page shown (its id), not per reload of the view after a settings change
  useEffect(() => {
    if (!view) return;
    if (view.dashboard?.zones.flat().some((m) => m.moduleType === 'ASSISTANT' && m.integrationId)) loadEmbedScript();
    trackVisit(publicPageApi, 'pages', view.page.id, isDevMode());
  }, [view?.page.id]);

  if (loaded.kind === 'loading') return <LoadingScreen />;
  if (loaded.kind === 'missing')
    return (
      <AuthCard title={text.notFoundTitle}>
        <p data-testid="page-message">{text.notFoundText}</p>
        <p>{text.notFoundNext}</p>
        <p className="muted" data-testid="page-reference">
          {text.reference(text.noPage)}
        </p>
      </AuthCard>
    );
  if (loaded.kind === 'failed')
    return (
      <AuthCard title={text.failedTitle}>
        <p>{text.failedNext}</p>
        <Button
          variant="primary"
          onClick={() => {
            setLoaded({ kind: 'loading' });
            void load();
          }}
        >
          {text.tryAgain}
        </Button>
      </AuthCard>
    );
  return (
    <main>
      <View
        view={loaded.view}
        base=""
        onOpenMaterial={(m) => setMaterialId(m.id)}
        renderAssistant={(integrationId, display) =>
          createElement('pathcraft-assistant', { 'integration-id': integrationId, display: display ?? undefined })
        }
        onLinkSettings={setSettings}
        onReorder={(zone, index) =>
          navigate(
            `/o/${encodeURIComponent(orgSlug)}/page/${encodeURIComponent(pageId)}/reorder/${zone + 1}/${index + 1}`,
          )
        }
      />
      {/* The session goes along so an author of the material sees Edit. */}
      {/* The page's verified code opens its materials too (the server hides them otherwise). */}
      <LazyMaterialSheet
        materialId={materialId}
        onClose={closeMaterial}
        addStyles={addMaterialSheetCss}
        base=""
        session={sessionStore}
        accessToken={linkTokenOf(pageId)}
      />
      {settings ? (
        <Suspense fallback={null}>
          <LinkSettingsDialog
            cardId={settings.id}
            onClose={() => setSettings(null)}
            onSaved={() => {
              setSettings(null);
              void load();
            }}
          />
        </Suspense>
      ) : null}
      <footer className="pc-pp__footer" aria-hidden="true" />
    </main>
  );
}
