/** Class enrolment's public entry for hosted pages: the dialog, its client and its styles. */
export { EnrollDialog } from './EnrollDialog.tsx';
export { createEnrollmentApi, type EnrollableClass } from './enrollments.api.ts';
export { default as enrollmentCss } from './enrollments.css';
