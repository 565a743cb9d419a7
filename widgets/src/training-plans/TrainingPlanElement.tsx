import { useCallback, useMemo } from 'react';
import { getEmbedConfig, PATHCRAFT_ELEMENTS } from '@pathcraft/sdk/embed';
import type { AttributeProps, ElementProps } from '../lib/define-element.ts';
import { ToastProvider } from '../ui/Toast.tsx';
import { notifyParent } from './notify-parent.ts';
import { createTrainingPlanApi } from './training-plans.api.ts';
import { TrainingPlan } from './TrainingPlan.tsx';
import type { JobProfileCreated } from './use-training-plan.ts';

/** The element's attributes, as the sdk declares them (see the element file for what each does). */
export const attributes = PATHCRAFT_ELEMENTS['pathcraft-training-plan'].attributes;

export type TrainingPlanElementProps = AttributeProps<typeof attributes> & ElementProps & { defaultApiBase: string };

/** The element's component: attributes in, a toast region in the shadow root, jobProfileCreate out. */
export function TrainingPlanElement({
  orgId,
  locationId,
  jobProfileId,
  viewOnly,
  keyword,
  apiBase,
  debug,
  emit,
  setState,
  defaultApiBase,
}: TrainingPlanElementProps) {
  const base = apiBase || defaultApiBase;
  const api = useMemo(() => createTrainingPlanApi(base), [base]);
  // An element without org-id takes the script tag's data-org.
  const org = orgId || getEmbedConfig().org || undefined;

  const created = useCallback(
    (detail: JobProfileCreated) => {
      emit('jobProfileCreate', detail);
      const posted = notifyParent(detail);
      if (debug)
        console.info('[pathcraft] jobProfileCreate', detail, posted ? 'posted to the parent window' : 'not framed');
    },
    [emit, debug],
  );
  const ready = useCallback((ok: boolean) => setState(ok ? 'ready' : 'error'), [setState]);

  return (
    <ToastProvider>
      <TrainingPlan
        api={api}
        orgId={org}
        locationId={locationId || undefined}
        jobProfileId={jobProfileId || undefined}
        keyword={keyword || undefined}
        // On a customer's page the plan keeps one parameter of its own in the address.
        urlState="namespaced"
        viewOnly={viewOnly}
        debug={debug}
        onJobProfileCreate={created}
        onReady={ready}
      />
    </ToastProvider>
  );
}
