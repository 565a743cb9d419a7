/**
 * Compile-time checks (tsc -b): what the components and the sdk's element
 * declarations accept and refuse. Never imported.
 */
import type {} from '@pathcraft/sdk/jsx';
import { Assistant, TrainingPlan } from './index.ts';

export const accepted = [
  <TrainingPlan key="a" orgId="org" viewOnly keyword="CNC" onJobProfileCreate={(e) => e.detail.docId.toUpperCase()} />,
  <Assistant
    key="b"
    integrationId="demo"
    display="chatBox"
    onAssistantClose={(e) => e.detail.reason === 'profanity'}
  />,
  <pathcraft-training-plan key="c" org-id="org" view-only="" />,
  <pathcraft-enroll key="d" class-id="class" />,
];

export const refused = [
  // @ts-expect-error not an attribute of the training plan
  <TrainingPlan key="a" integrationId="demo" />,
  // @ts-expect-error booleans are booleans
  <TrainingPlan key="b" viewOnly="yes" />,
  // @ts-expect-error the training plan does not fire assistantClose
  <TrainingPlan key="c" onAssistantClose={() => {}} />,
  // @ts-expect-error attributes in JSX are kebab-case
  <pathcraft-training-plan key="d" orgId="org" />,
];

export function typedDom() {
  const plan: HTMLElement | null = document.querySelector('pathcraft-training-plan');
  document.addEventListener('pathcraft:jobProfileCreate', (e) => e.detail.orgId satisfies string | null);
  // @ts-expect-error the detail is typed
  document.addEventListener('pathcraft:assistantClose', (e) => e.detail.docId);
  return plan;
}
