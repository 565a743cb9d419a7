/**
 * @pathcraft/react: typed React components over the Pathcraft custom elements.
 * Element names, attributes and events come from the sdk's element table.
 *
 *   <PathcraftScript src="https://pathcraft.example.org/embed.js" org="ORG_ID" />
 *   <TrainingPlan orgId="ORG_ID" viewOnly onJobProfileCreate={(e) => save(e.detail.docId)} />
 */
export { Assistant, Enroll, Page, Signature, TrainingPlan, UserProfile, WageSchedules } from './components.ts';
export {
  elementComponent,
  toAttribute,
  type CommonProps,
  type PathcraftComponent,
  type PathcraftComponentProps,
} from './element-component.ts';
export { loadPathcraft, PathcraftScript, usePathcraft, type PathcraftScriptOptions } from './script.ts';
export type {
  PathcraftElement,
  PathcraftElementProps,
  PathcraftElementTag,
  PathcraftEvent,
  PathcraftEventMap,
} from '@pathcraft/sdk/embed';
// Brings the elements' JSX declarations (`<pathcraft-training-plan org-id="…">`) to apps that use this package.
export type { PathcraftIntrinsicElements } from '@pathcraft/sdk/jsx';
