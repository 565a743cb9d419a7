import type { Certificate, OccupationElement, SchoolProgram } from '@pathcraft/sdk';
import { text } from './training-plans.messages.ts';
import type { Category, PlanItem } from './training-plans.state.ts';

const isWebLink = (url: string | undefined) => typeof url === 'string' && /^https?:\/\//i.test(url);

/** A skill or knowledge item: its name, importance (1-100), difficulty (1-5) and description. */
export function ElementItem({ item }: { item: OccupationElement }) {
  return (
    <div className="pc-tp-item">
      <span className="pc-tp-item__name">{item.ElementName}</span>
      <span className="pc-tp-item__meta">{text.item.scores(item.Importance, item.DataValue)}</span>
      {item.ElementDescription ? <span className="pc-tp-item__text">{item.ElementDescription}</span> : null}
    </div>
  );
}

/** `links` off inside a choice's label, where a click should tick the box rather than leave the page. */
export function CertItem({ item, links = true }: { item: Certificate; links?: boolean }) {
  return (
    <div className="pc-tp-item">
      <span className="pc-tp-item__name">
        {links && isWebLink(item.Url) ? (
          <a href={item.Url} target="_blank" rel="noopener noreferrer">
            {item.Name}
          </a>
        ) : (
          item.Name
        )}
        {item.Acronym && item.Acronym !== item.Name ? ` (${item.Acronym})` : ''}
      </span>
      <span className="pc-tp-item__meta">{[item.Type, item.Organization].filter(Boolean).join(' · ')}</span>
    </div>
  );
}

/**
 * A school's name, or, when the organization's plan hides it (docs/rules.md#training-plans: the
 * server then sends no real name), a blurred stand-in and 'Upgrade to view school name'.
 */
export function SchoolName({ program }: { program: SchoolProgram }) {
  if (!program.SchoolNameHidden) return <span className="pc-tp-school">{program.SchoolName}</span>;
  return (
    <span className="pc-tp-school pc-tp-school--hidden">
      <span className="pc-tp-blur" aria-hidden="true">
        {text.item.hiddenSchool}
      </span>{' '}
      <span className="pc-tp-upgrade">{text.item.upgrade}</span>
    </span>
  );
}

export function ProgramItem({ item }: { item: SchoolProgram }) {
  const place = [item.City, item.StateAbbr].filter(Boolean).join(', ');
  const distance = typeof item.Distance === 'number' ? text.item.miles(Math.round(item.Distance)) : '';
  return (
    <div className="pc-tp-item">
      <span className="pc-tp-item__name">{item.ProgramName}</span>
      <SchoolName program={item} />
      <span className="pc-tp-item__meta">{[place, distance].filter(Boolean).join(' · ')}</span>
    </div>
  );
}

/** The item of any category. */
export function PlanItemView({ category, item, links }: { category: Category; item: PlanItem; links?: boolean }) {
  if (category === 'certs') return <CertItem item={item as Certificate} links={links} />;
  if (category === 'programs') return <ProgramItem item={item as SchoolProgram} />;
  return <ElementItem item={item as OccupationElement} />;
}
