/**
 * O*NET scale conversions (Scales Reference: IM Importance 1-5, LV Level 0-7).
 * O*NET OnLine standardizes both to 0-100: score = (value - min) / (max - min) * 100.
 */

/** Importance 1-100: the 0-100 standardized IM score, rounded, with 0 lifted to 1 (the product's scale starts at 1). */
export function importanceScore(im: number): number {
  return clamp(Math.round(((im - 1) / 4) * 100), 1, 100);
}

/** Difficulty 1-5: the level (0-7) mapped linearly onto 1-5 and rounded: round(1 + LV / 7 * 4). */
export function levelDifficulty(lv: number): number {
  return clamp(Math.round(1 + (lv / 7) * 4), 1, 5);
}

/** The 0-100 standardized level score (LV / 7 * 100), for reference. */
export function levelScore(lv: number): number {
  return clamp(Math.round((lv / 7) * 100), 0, 100);
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}
