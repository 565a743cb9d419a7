/** Wage schedules' public entry for hosted pages: the editor, its client and styles. */
export { WageSchedules } from './WageSchedules.tsx';
export { createWageSchedulesApi, type WageSchedule, type WageSchedulesApi } from './wage-schedules.api.ts';
export { default as wageSchedulesCss } from './wage-schedules.css';
