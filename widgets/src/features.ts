/**
 * Every custom element embed.js can load: element tag -> entry module,
 * relative to this folder. Each entry becomes `dist/chunks/<tag without
 * "pathcraft-">.js`, imported by the loader when the element appears.
 */
export const features = {
  'pathcraft-training-plan': './training-plans/training-plans.element.ts',
  'pathcraft-wage-schedules': './wage-schedules/wage-schedules.element.ts',
  'pathcraft-user-profile': './user-profiles/user-profiles.element.ts',
  'pathcraft-signature': './signatures/signatures.element.ts',
  'pathcraft-enroll': './enrollments/enrollments.element.ts',
  'pathcraft-assistant': './assistant/assistant.element.ts',
  'pathcraft-page': './public-pages/public-pages.element.ts',
  'pathcraft-progress': './progress/progress.element.ts',
} as const satisfies Record<`pathcraft-${string}`, `./${string}.element.ts`>;

export type FeatureTag = keyof typeof features;
