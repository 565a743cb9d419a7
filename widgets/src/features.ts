/**
 * Every custom element embed.js can load: element tag -> entry module,
 * relative to this folder. Each entry becomes `dist/chunks/<tag without
 * "pathcraft-">.js`, imported by the loader when the element appears.
 */
export const features = {
  'pathcraft-training-plan': './training-plan/training-plan.element.ts',
} as const satisfies Record<`pathcraft-${string}`, `./${string}.element.ts`>;

export type FeatureTag = keyof typeof features;
