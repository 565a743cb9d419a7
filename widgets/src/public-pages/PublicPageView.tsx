import {
  zoneWidths,
  type PublicLinkCard,
  type PublicMaterial,
  type PublicMedia,
  type PublicModule,
  type PublicPageView as View,
} from '@pathcraft/sdk';
import type { ReactNode } from 'react';
import { text as T } from './public-pages.messages.ts';

export interface PublicPageViewProps {
  view: View;
  /** Where relative urls (logos, images, '/o/…' links) resolve: the API's origin ('' on the platform's own pages). */
  base: string;
  /** The assistant module's content: the <pathcraft-assistant> element, defined by whoever renders the page. */
  renderAssistant: (integrationId: string, display: string | null) => ReactNode;
  onOpenMaterial: (material: PublicMaterial) => void;
  /** Staff actions on link cards (only when the view says canManage). */
  onLinkSettings?: (card: PublicLinkCard) => void;
  onReorder?: (zone: number, index: number) => void;
  /** 1 on a page of its own, 2 inside a customer's page. */
  headingLevel?: 1 | 2;
}

const absolute = (url: string | null, base: string) =>
  url?.startsWith('/') && !url.startsWith('//') ? base + url : url;

/** A public page (docs/rules.md#public-pages): the header, then three zones of modules in the dashboard's layout. */
export function PublicPageView({ view, base, headingLevel = 1, ...actions }: PublicPageViewProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const widths = zoneWidths(view.dashboard?.activeLayout);
  const logo = view.page.showOrgLogo ? absolute(view.organization.orgLogo, base) : null;
  return (
    <div className="pc-pp">
      {logo || view.page.showTitle ? (
        <header className="pc-pp__header">
          {logo ? <img className="pc-pp__logo" src={logo} alt={view.organization.name} /> : null}
          {view.page.showTitle ? <Heading className="pc-pp__title">{view.page.title}</Heading> : null}
        </header>
      ) : (
        <Heading className="pc-visually-hidden">{view.page.title}</Heading>
      )}
      {view.dashboard ? (
        <div className="pc-pp__grid">
          {view.dashboard.zones.map((modules, zone) => (
            <section
              key={zone}
              className={`pc-pp__zone pc-pp__zone--w${widths[zone]}`}
              data-zone={zone + 1}
              aria-label={T.zone(zone + 1)}
            >
              {modules.map((module, index) => (
                <Module
                  key={index}
                  module={module}
                  base={base}
                  manage={view.canManage}
                  {...actions}
                  onReorder={actions.onReorder ? () => actions.onReorder!(zone, index) : undefined}
                />
              ))}
            </section>
          ))}
        </div>
      ) : (
        <div className="pc-pp__message">
          <p>{T.noContentYet}</p>
          <p>{T.checkBackLater}</p>
          <p className="pc-pp__reference">{T.reference(T.noDashboard)}</p>
        </div>
      )}
    </div>
  );
}

type ModuleProps = Omit<PublicPageViewProps, 'view' | 'headingLevel' | 'onReorder'> & {
  module: PublicModule;
  manage: boolean;
  onReorder?: () => void;
};

function Module({ module, ...rest }: ModuleProps) {
  switch (module.moduleType) {
    case 'LINK_WIDGETS_LIST':
      return <LinkList links={module.links ?? []} styling={module.styling} {...rest} />;
    case 'MATERIALS_LIST':
      return <MaterialList materials={module.materials ?? []} onOpen={rest.onOpenMaterial} />;
    case 'MATERIAL':
      return module.material ? (
        <MaterialBody material={module.material} onOpen={rest.onOpenMaterial} />
      ) : (
        <Empty text={T.noMaterial} />
      );
    case 'ASSISTANT':
      return module.integrationId ? (
        <div className="pc-pp__module pc-pp__assistant">
          {rest.renderAssistant(module.integrationId, module.display)}
        </div>
      ) : (
        <Empty text={T.noAssistant} />
      );
    case 'EMBED_WIDGETS_LIST':
      return <MediaList media={module.media ?? []} />;
    default:
      return null;
  }
}

const Empty = ({ text }: { text: string }) => <p className="pc-pp__module pc-pp__empty">{text}</p>;

function LinkIcon() {
  return (
    <svg
      className="pc-pp__link-icon"
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
    >
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}

function LinkList({
  links,
  styling,
  base,
  manage,
  onLinkSettings,
  onReorder,
}: Pick<ModuleProps, 'base' | 'manage' | 'onLinkSettings' | 'onReorder'> & {
  links: PublicLinkCard[];
  styling: string | null;
}) {
  return (
    <div className={`pc-pp__module pc-pp__links pc-pp__links--${styling === 'basic' ? 'basic' : 'box'}`}>
      {manage && onReorder && links.length > 1 ? (
        <div className="pc-pp__toolbar">
          <button type="button" className="pc-button pc-button--secondary" onClick={onReorder}>
            {T.reorder}
          </button>
        </div>
      ) : null}
      {links.length ? (
        <ul className="pc-pp__cards">
          {links.map((card) => (
            <li key={card.id} className="pc-pp__card">
              {card.image ? (
                <img className="pc-pp__card-image" src={absolute(card.image, base)!} alt="" width={40} height={40} />
              ) : (
                <LinkIcon />
              )}
              <div className="pc-pp__card-text">
                <h3 className="pc-pp__card-title">
                  {card.title}
                  {card.isFeatured ? <span className="pc-pp__featured">{T.featured}</span> : null}
                </h3>
                {card.body ? <p className="pc-pp__card-body">{card.body}</p> : null}
              </div>
              <div className="pc-pp__card-actions">
                {manage && onLinkSettings ? (
                  <button
                    type="button"
                    className="pc-button pc-button--secondary"
                    onClick={() => onLinkSettings(card)}
                    aria-label={T.settingsOf(card.title)}
                  >
                    {T.settings}
                  </button>
                ) : null}
                {card.url ? (
                  <a
                    className="pc-button pc-button--primary"
                    href={absolute(card.url, base)!}
                    target={card.linkTarget}
                    rel={card.linkTarget === '_blank' ? 'noopener noreferrer' : undefined}
                    aria-label={T.goTo(card.title)}
                  >
                    {T.go}
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="pc-pp__empty">{T.noLinks}</p>
      )}
    </div>
  );
}

function MaterialList({ materials, onOpen }: { materials: PublicMaterial[]; onOpen: (m: PublicMaterial) => void }) {
  if (!materials.length) return <Empty text={T.noMaterials} />;
  return (
    <ul className="pc-pp__module pc-pp__cards pc-pp__materials">
      {materials.map((m) => (
        <li key={m.id} className="pc-pp__card">
          <h3 className="pc-pp__card-title">{m.title}</h3>
          <div className="pc-pp__card-actions">
            <button
              type="button"
              className="pc-button pc-button--primary"
              onClick={() => onOpen(m)}
              aria-label={T.openNamed(m.title)}
            >
              {T.open}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A material's body: sanitized by the server before it is sent. */
/** One material's body on the page; OPEN shows it in the side sheet with its files, audio, author (and Edit for its editors). */
function MaterialBody({
  material,
  heading = true,
  onOpen,
}: {
  material: PublicMaterial;
  heading?: boolean;
  onOpen?: (m: PublicMaterial) => void;
}) {
  return (
    <article className="pc-pp__module pc-pp__material">
      {heading ? <h3 className="pc-pp__material-title">{material.title}</h3> : null}
      <div className="pc-pp__material-body" dangerouslySetInnerHTML={{ __html: material.body ?? '' }} />
      {onOpen ? (
        <div className="pc-pp__card-actions">
          <button
            type="button"
            className="pc-button pc-button--secondary"
            onClick={() => onOpen(material)}
            aria-label={T.openNamed(material.title)}
          >
            {T.open}
          </button>
        </div>
      ) : null}
    </article>
  );
}

function MediaList({ media }: { media: PublicMedia[] }) {
  if (!media.length) return <Empty text={T.noMedia} />;
  return (
    <div className="pc-pp__module pc-pp__media">
      {media.map((m) => (
        <figure key={m.id} className="pc-pp__medium">
          {m.kind === 'video' ? (
            <video src={m.src} controls preload="metadata" style={{ height: m.height }} aria-label={m.title} />
          ) : (
            <iframe
              src={m.src}
              title={m.title}
              style={{ height: m.height }}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
              // The source is another site's (the server refuses ours), so same-origin here is that site's own.
              sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
              allow="fullscreen; picture-in-picture"
            />
          )}
          <figcaption>
            <strong>{m.title}</strong>
            {m.body ? <span> {m.body}</span> : null}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
