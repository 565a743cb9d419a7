import { PathcraftError, type PublicLinkCard } from '@pathcraft/sdk';
import { publicPageCss } from '@pathcraft/widgets/public-pages';
import { Button, LoadingScreen, useToast } from '@pathcraft/widgets/ui';
import { useEffect, useState } from 'react';
import { navigate, type RouteProps } from '../../router.tsx';
import { api, loginUrl } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { publicPageApi } from './PublicPagePage.tsx';
import { text } from './public-pages.messages.ts';

/**
 * The link-widget reorder screen (docs/rules.md#public-pages):
 * /o/:orgSlug/page/:pageId/reorder/:zone/:index for staff of the page's
 * organization. Move up / Move down, then Save sets each card's position.
 */
export default function ReorderLinksPage({ params }: RouteProps) {
  const { orgSlug, pageId } = params as { orgSlug: string; pageId: string };
  const zone = Number(params.zone) - 1;
  const index = Number(params.index) - 1;
  const back = `/o/${encodeURIComponent(orgSlug)}/page/${encodeURIComponent(pageId)}`;
  const toast = useToast();
  const [cards, setCards] = useState<PublicLinkCard[] | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    adoptCss('public-page', publicPageCss);
    if (!api.isSignedIn()) return void (location.href = loginUrl());
    publicPageApi
      .page(pageId, { orgSlug })
      .then((view) => {
        if (!view.canManage) throw new PathcraftError('forbidden', text.reorder.staffOnly);
        const module = view.dashboard?.zones[zone]?.[index];
        if (module?.moduleType !== 'LINK_WIDGETS_LIST') throw new PathcraftError('not_found', text.reorder.noLinks);
        setTitle(view.page.title);
        setCards(module.links ?? []);
      })
      .catch((err: Error) => setError(err.message));
  }, [orgSlug, pageId, zone, index]);

  useEffect(() => {
    document.title = text.reorder.pageTitle(title);
  }, [title]);

  const move = (from: number, to: number) =>
    setCards((list) => {
      if (!list || to < 0 || to >= list.length) return list;
      const next = [...list];
      const [card] = next.splice(from, 1);
      next.splice(to, 0, card!);
      return next;
    });

  const save = async () => {
    if (!cards) return;
    setBusy(true);
    try {
      for (const [position, card] of cards.entries())
        if (card.position !== position) await api.update('widgets', { id: card.id, position });
      toast.success(text.reorder.reordered);
      navigate(back);
    } catch (err) {
      toast.error((err as Error).message);
      setBusy(false);
    }
  };

  if (error)
    return (
      <main className="pc-pp">
        <h1>{text.reorder.title}</h1>
        <p role="alert">{error}</p>
        <a href={back}>{text.reorder.backToPage}</a>
      </main>
    );
  if (!cards) return <LoadingScreen />;
  return (
    <main className="pc-pp">
      <h1 className="pc-pp__title">{text.reorder.title}</h1>
      <p className="muted">{title}</p>
      <ol className="pc-pp__cards pc-pp__reorder">
        {cards.map((card, i) => (
          <li key={card.id} className="pc-pp__card">
            <span className="pc-pp__card-title">{card.title}</span>
            <div className="pc-pp__card-actions">
              <Button
                onClick={() => move(i, i - 1)}
                disabled={i === 0}
                aria-label={text.reorder.moveUpCard(card.title)}
              >
                {text.reorder.moveUp}
              </Button>
              <Button
                onClick={() => move(i, i + 1)}
                disabled={i === cards.length - 1}
                aria-label={text.reorder.moveDownCard(card.title)}
              >
                {text.reorder.moveDown}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="pc-pp__settings-actions">
        <Button onClick={() => navigate(back)}>{text.cancel}</Button>
        <Button variant="primary" onClick={() => void save()} disabled={busy}>
          {busy ? text.saving : text.save}
        </Button>
      </div>
    </main>
  );
}
