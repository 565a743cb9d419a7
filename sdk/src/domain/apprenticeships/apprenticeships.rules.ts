/** An apprenticeship's dates (YYYY-MM-DD): it must end after it starts. */
export const END_BEFORE_START_MESSAGE = 'The expected end date must be after the start date.';

export interface ApprenticeshipDates {
  startDate?: string | null;
  expectedEndDate?: string | null;
}

/** The problem with an apprenticeship's dates, on the field to fix, or null. Calendar days compare as text. */
export function apprenticeshipDatesProblem(
  dates: ApprenticeshipDates,
): { field: 'expectedEndDate'; message: string } | null {
  const { startDate, expectedEndDate } = dates;
  if (!startDate || !expectedEndDate) return null;
  return expectedEndDate <= startDate ? { field: 'expectedEndDate', message: END_BEFORE_START_MESSAGE } : null;
}
