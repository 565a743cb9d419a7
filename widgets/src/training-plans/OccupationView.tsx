import { useEffect, useRef } from 'react';
import { LIST_PREVIEW_COUNT, type OccupationSummary, type WageInfo } from '@pathcraft/sdk';
import { LocationCard } from './LocationCard.tsx';
import { PlanPanel } from './PlanPanel.tsx';
import { SummaryCard } from './SummaryCard.tsx';
import { text } from './training-plans.messages.ts';
import type { Category, PlanItems, PlanLocation } from './training-plans.state.ts';
import { WagesCard } from './WagesCard.tsx';

export interface OccupationViewProps {
  occupation: OccupationSummary;
  location: PlanLocation;
  wages: WageInfo | null;
  selected: PlanItems;
  viewOnly?: boolean;
  busy?: boolean;
  /** Move the focus to the title when the occupation shows (after a visitor's choice, not on a page's first load). */
  focusTitle?: boolean;
  mapUrl: (zip: string) => string;
  onSearchLocation: (zip: string) => Promise<string | null> | string | null;
  onChangeOccupation: () => void;
  onChoose: (category: Category) => void;
  onAddSkill: () => void;
  onAddCertificate: () => void;
}

/** The plan of one occupation (docs/rules.md#training-plans): description, place, summary, wages and the four panels. */
export function OccupationView(props: OccupationViewProps) {
  const { occupation, location, wages, selected, viewOnly, busy, mapUrl } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // A new occupation moves the focus to its title, so keyboard and screen-reader users land on the plan.
  useEffect(() => {
    if (props.focusTitle) heading.current?.focus();
  }, [occupation.OnetCode, props.focusTitle]);
  const choose = (category: Category) => (viewOnly ? undefined : () => props.onChoose(category));

  return (
    <div className="pc-tp-occupation">
      <div className="pc-tp-occupation__head">
        <h3 ref={heading} tabIndex={-1} className="pc-tp-occupation__title">
          {occupation.OnetTitle}
        </h3>
        <span className="pc-tp-code">{occupation.OnetCode}</span>
        {occupation.OccupationDescription ? (
          <p className="pc-tp-occupation__text">{occupation.OccupationDescription}</p>
        ) : null}
      </div>
      <div className="pc-tp-grid">
        <LocationCard
          location={location}
          mapUrl={mapUrl}
          onSearch={props.onSearchLocation}
          disabled={busy}
          viewOnly={viewOnly}
        />
        <div className="pc-tp-stack">
          <SummaryCard selected={selected} viewOnly={viewOnly} onChange={props.onChangeOccupation} />
          <WagesCard wages={wages} />
        </div>
      </div>
      <div className="pc-tp-grid">
        <PlanPanel
          title={text.panels.skills}
          category="skills"
          items={selected.skills}
          limit={LIST_PREVIEW_COUNT}
          viewOnly={viewOnly}
          onChoose={choose('skills')}
          onAdd={props.onAddSkill}
        />
        <PlanPanel
          title={text.panels.knowledge}
          category="knowledge"
          items={selected.knowledge}
          limit={LIST_PREVIEW_COUNT}
          viewOnly={viewOnly}
          onChoose={choose('knowledge')}
        />
        <PlanPanel
          title={text.panels.certs}
          category="certs"
          items={selected.certs}
          viewOnly={viewOnly}
          onChoose={choose('certs')}
          onAdd={props.onAddCertificate}
        />
        <PlanPanel
          title={text.panels.programs(selected.programs.length)}
          category="programs"
          items={selected.programs}
          viewOnly={viewOnly}
          onChoose={choose('programs')}
        />
      </div>
    </div>
  );
}
