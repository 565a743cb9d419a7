/**
 * Every custom element embed.js can load: element tag -> entry module,
 * relative to this folder. Each entry becomes `dist/chunks/<tag without
 * "pathcraft-">.js`, imported by the loader when the element appears.
 */
export const features = {
  'pathcraft-training-plan': './training-plan/training-plan.element.ts',
  'pathcraft-wage-schedules': './wage-schedules/wage-schedules.element.ts',
  'pathcraft-user-profile': './user-profile/user-profile.element.ts',
  'pathcraft-signature': './signature/signature.element.ts',
  'pathcraft-enroll': './enrollment/enrollment.element.ts',
  'pathcraft-assistant': './assistant/assistant.element.ts',
  'pathcraft-page': './public-page/page.element.ts',
  'pathcraft-progress': './progress/progress.element.ts',
} as const satisfies Record<`pathcraft-${string}`, `./${string}.element.ts`>;

export type FeatureTag = keyof typeof features;
