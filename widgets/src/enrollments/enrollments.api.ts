import {
  type EnrollClass,
  type EnrollCohort,
  type EnrollmentRequest,
  getEnrollmentsClassesByClassId,
  postEnrollments,
  type Requester,
} from '@pathcraft/sdk';

/** A class with the cohorts open for enrolment, as the enrol dialog needs it. */
export interface EnrollableClass extends EnrollClass {
  orgSlug: string;
  cohorts: EnrollCohort[];
}

export interface EnrollmentApi {
  getClass(classId: string): Promise<EnrollableClass>;
  /** Enrols the signed-in user; answers where to go next. */
  enroll(request: EnrollmentRequest): Promise<{ redirectUrl: string }>;
}

export function createEnrollmentApi(client: Requester): EnrollmentApi {
  return {
    getClass: (classId) => getEnrollmentsClassesByClassId(client, { classId }).then((r) => r.item),
    enroll: (request) => postEnrollments(client, { body: request }),
  };
}
