import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { LoadingOverlay } from '../ui/Spinner.tsx';
import { CreateCertificateModal } from './CreateCertificateModal.tsx';
import { CreateSkillModal } from './CreateSkillModal.tsx';
import { DataCredit } from './DataCredit.tsx';
import { EditOccupationModal } from './EditOccupationModal.tsx';
import { MAP_SIZE } from './LocationCard.tsx';
import { Nearby } from './Nearby.tsx';
import { OccupationResults } from './OccupationResults.tsx';
import { OccupationSearch } from './OccupationSearch.tsx';
import { OccupationView } from './OccupationView.tsx';
import { SharePlanModal } from './SharePlanModal.tsx';
import type { TrainingPlanApi } from './training-plans.api.ts';
import { text } from './training-plans.messages.ts';
import type { PlanState } from './training-plans.state.ts';
import { useTrainingPlan, type TrainingPlanActions, type TrainingPlanOptions } from './use-training-plan.ts';

export interface TrainingPlanProps extends TrainingPlanOptions {
  /** Hides the change, choose and add buttons (docs/rules.md#training-plans). */
  viewOnly?: boolean | undefined;
  hideHeaderTitle?: boolean | undefined;
}

/**
 * The training-plan and career-pathway tool (docs/rules.md#training-plans). Needs a
 * <ToastProvider> above it; the element and the hosted pages give one.
 */
export function TrainingPlan(props: TrainingPlanProps) {
  const { state, actions } = useTrainingPlan(props);
  return (
    <TrainingPlanView
      state={state}
      actions={actions}
      api={props.api}
      orgId={props.orgId}
      jobProfileId={props.jobProfileId}
      viewOnly={props.viewOnly}
      hideHeaderTitle={props.hideHeaderTitle}
    />
  );
}

export interface TrainingPlanViewProps {
  state: PlanState;
  actions: TrainingPlanActions;
  api: Pick<TrainingPlanApi, 'staticMapUrl' | 'planUrl' | 'apprenticeshipSponsors' | 'stateLicenses'>;
  orgId?: string | undefined;
  jobProfileId?: string | undefined;
  viewOnly?: boolean | undefined;
  hideHeaderTitle?: boolean | undefined;
}

/**
 * Which header buttons show (docs/rules.md#training-plans): Save with an organization, Share without one, neither for a saved
 * plan. A plan this visitor just saved is that job profile: no Save until it changes.
 */
export function headerButtons({
  hasOccupation,
  orgId,
  jobProfileId,
  savedDocId,
}: {
  hasOccupation: boolean;
  orgId?: string | undefined;
  jobProfileId?: string | undefined;
  savedDocId?: string | null | undefined;
}) {
  const fresh = hasOccupation && !jobProfileId;
  return { save: fresh && Boolean(orgId) && !savedDocId, share: fresh && !orgId, reset: fresh };
}

/** The tool drawn from plain state; every change goes through `actions`. */
export function TrainingPlanView({
  state,
  actions,
  api,
  orgId,
  jobProfileId,
  viewOnly,
  hideHeaderTitle,
}: TrainingPlanViewProps) {
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  /** The step that waits for the visitor's yes before it drops their choices. */
  const [discarding, setDiscarding] = useState<'change' | 'reset' | null>(null);
  const { occupation, modal, loading } = state;
  // A plan saved as the organization's job profile is that profile: read-only, with its link, until copied.
  const savedProfile = orgId && !jobProfileId ? state.savedDocId : null;
  const askFirst = (step: 'change' | 'reset') => () => {
    if (state.edited && !state.savedDocId) return setDiscarding(step);
    if (step === 'change') actions.changeOccupation();
    else actions.reset();
  };
  const show = headerButtons({ hasOccupation: Boolean(occupation), orgId, jobProfileId, savedDocId: state.savedDocId });
  // Results fix the keyword (Change edits it again); after none, the box stays open for another try.
  const keywordFixed = Boolean(state.results?.length);
  const mapUrl = (zip: string) => api.staticMapUrl(zip, MAP_SIZE.width, MAP_SIZE.height);
  const section = useRef<HTMLElement>(null);
  const hadOccupation = useRef(Boolean(occupation));

  // Reset and Change remove the button that had the focus: move it to where the visitor goes on.
  useEffect(() => {
    if (hadOccupation.current && !occupation) {
      const to = state.results
        ? section.current?.querySelector<HTMLElement>('.pc-tp-card button')
        : section.current?.querySelector<HTMLElement>('input[name="keyword"]');
      to?.focus();
    }
    hadOccupation.current = Boolean(occupation);
  }, [occupation, state.results]);

  const save = async () => {
    if (saving) return;
    setSaving(true);
    const docId = await actions.save();
    setSaving(false);
    // Save goes away once the plan is saved: the focus goes on from the plan's title.
    if (docId) section.current?.querySelector<HTMLElement>('.pc-tp-occupation__title')?.focus();
  };

  return (
    <section ref={section} className="pc-tp" aria-labelledby={titleId} aria-busy={loading ? true : undefined}>
      <header className="pc-tp-header">
        <h2 id={titleId} className={hideHeaderTitle ? 'pc-visually-hidden' : 'pc-tp-header__title'}>
          {text.title}
        </h2>
        <div className="pc-tp-row">
          {show.reset ? <Button onClick={askFirst('reset')}>{text.reset}</Button> : null}
          {show.share ? (
            <Button variant="primary" onClick={() => actions.openModal({ key: 'pathwaysPrint' })}>
              {text.share}
            </Button>
          ) : null}
          {show.save ? (
            <Button variant="primary" disabled={saving} aria-busy={saving} onClick={() => void save()}>
              {text.save}
            </Button>
          ) : null}
        </div>
      </header>

      {occupation && savedProfile ? (
        <p className="pc-tp-saved" role="status">
          {text.saved.text}{' '}
          <a href={api.planUrl(savedProfile)} target="_blank" rel="noopener">
            {text.saved.open}
          </a>{' '}
          <Button variant="link" onClick={actions.editCopy}>
            {text.saved.editCopy}
          </Button>
        </p>
      ) : null}

      {occupation ? (
        <OccupationView
          occupation={occupation}
          location={state.location}
          wages={state.wages}
          selected={state.selected}
          viewOnly={viewOnly || Boolean(savedProfile)}
          busy={Boolean(loading)}
          focusTitle={!jobProfileId}
          mapUrl={mapUrl}
          onSearchLocation={actions.searchLocation}
          onChangeOccupation={askFirst('change')}
          onChoose={(category) => actions.openModal({ key: 'editOccupation', category })}
          onAddSkill={() => actions.openModal({ key: 'manageSkill' })}
          onAddCertificate={() => actions.openModal({ key: 'manageCertificate' })}
        />
      ) : jobProfileId ? null : (
        <>
          <OccupationSearch
            keyword={state.keyword}
            searched={keywordFixed}
            onSearch={actions.search}
            onChange={actions.changeSearch}
            disabled={Boolean(loading)}
          />
          {state.results ? (
            <OccupationResults
              results={state.results}
              onSelect={actions.selectOccupation}
              disabled={Boolean(loading)}
            />
          ) : null}
        </>
      )}
      {occupation ? <Nearby api={api} code={occupation.OnetCode} location={state.location} /> : null}

      <DataCredit />

      {loading ? <LoadingOverlay text={loading} /> : null}

      {modal?.key === 'editOccupation' ? (
        <EditOccupationModal
          key={modal.category}
          category={modal.category}
          available={state.available[modal.category]}
          selected={state.selected[modal.category]}
          onSave={(items) => actions.choose(modal.category, items)}
          onClose={actions.closeModal}
        />
      ) : null}
      {modal?.key === 'manageSkill' ? (
        <CreateSkillModal onCreate={actions.createSkill} onClose={actions.closeModal} />
      ) : null}
      {modal?.key === 'manageCertificate' ? (
        <CreateCertificateModal onCreate={actions.createCertificate} onClose={actions.closeModal} />
      ) : null}
      {modal?.key === 'pathwaysPrint' ? <SharePlanModal onShare={actions.share} onClose={actions.closeModal} /> : null}
      <ConfirmDialog
        open={discarding !== null}
        title={text.discard.title}
        text={text.discard.text}
        primaryText={text.discard.confirm}
        secondaryText={text.discard.keep}
        danger
        onPrimary={() => {
          if (discarding === 'change') actions.changeOccupation();
          else actions.reset();
          setDiscarding(null);
        }}
        onSecondary={() => setDiscarding(null)}
      />
    </section>
  );
}
