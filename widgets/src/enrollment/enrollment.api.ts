import type { EnrollClass, EnrollCohort, EnrollmentRequest, PathcraftClient } from '@pathcraft/sdk';

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

export function createEnrollmentApi(client: Pick<PathcraftClient, 'request'>): EnrollmentApi {
  return {
    getClass: (classId) => client.request<{ item: EnrollableClass }>('GET', `/v1/enrollments/classes/${encodeURIComponent(classId)}`).then((r) => r.item),
    enroll: (request) => client.request<{ redirectUrl: string }>('POST', '/v1/enrollments', { body: request }),
  };
}
