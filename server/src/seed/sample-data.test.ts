import * as sdk from '@pathcraft/sdk';
import { describe, expect, it } from 'vitest';
import * as a from './sample-apprenticeship.ts';
import * as c from './sample-content.ts';
import * as k from './sample-courses.ts';
import { sampleInvites } from './sample-invites.ts';
import * as p from './sample-people.ts';
import * as r from './sample-ratio.ts';

/** The sample data is what a valid caller could have written: each record passes its create schema. */
const CASES: [string, sdk.EntitySchema, unknown[]][] = [
  ['organizations', sdk.ZOrganization, p.sampleOrganizations],
  ['locations', sdk.ZLocation, p.sampleLocations],
  ['users', sdk.ZUser, [...p.sampleStaff, ...p.sampleExtraStudents]],
  ['courses', sdk.ZCourse, k.sampleCourses],
  [
    'courseTopics',
    sdk.ZCourseTopic,
    Object.values(k.sampleSections)
      .flat()
      .map((t) => ({ ...t, orgId: 'o', classId: 'c' })),
  ],
  ['cohorts', sdk.ZCohort, k.sampleCohorts],
  ['pathways', sdk.ZPathway, [k.samplePathway]],
  ['jobProfiles', sdk.ZTrainingPlan, [k.sampleTrainingPlan]],
  ['employerProfiles', sdk.ZEmployerProfile, [a.sampleEmployerProfile, r.overRatioEmployerProfile]],
  ['instructionProviders', sdk.ZInstructionProvider, [a.sampleInstructionProvider]],
  ['apprenticeshipTemplates', sdk.ZApprenticeshipTemplate, [a.sampleTemplate]],
  ['apprenticeships', sdk.ZApprenticeship, [a.sampleApprenticeship, r.overRatioApprenticeship]],
  ['wageSchedules', sdk.ZWageSchedule, [...a.sampleWageSchedules, r.overRatioWageSchedule]],
  ['employerAgreements', sdk.ZEmployerAgreement, [a.sampleEmployerAgreement, r.overRatioEmployerAgreement]],
  ['apprenticeAgreements', sdk.ZApprenticeAgreement, [a.sampleApprenticeAgreement, ...r.overRatioApprenticeAgreements]],
  ['userProfiles', sdk.ZUserProfile, [{ ...a.sampleApprenticePrivateInfo, orgId: 'o', userId: 'u' }]],
  ['invites', sdk.ZInvite, sampleInvites],
  ['resourceGroups', sdk.ZResourceGroup, c.sampleResourceGroups],
  ['resources', sdk.ZResource, c.sampleResources],
  ['materials', sdk.ZMaterial, c.sampleMaterials],
  ['documents', sdk.ZDocument, c.sampleDocuments],
  ['projects', sdk.ZProject, c.sampleProjects],
  ['widgets', sdk.ZWidget, c.sampleWidgets],
  ['dashboards', sdk.ZDashboard, c.sampleDashboards],
  ['pages', sdk.ZPage, c.samplePages],
  ['pageLinks', sdk.ZPageLink, c.samplePageLinks],
  ['integrations', sdk.ZIntegration, [c.sampleIntegration]],
];

describe('demo sample data', () => {
  it.each(CASES)('every sample %s record passes its sdk create schema', (_name, schema, rows) => {
    for (const row of rows) {
      const result = schema.safeParse(row);
      expect(result.success ? [] : result.error.issues, JSON.stringify(row).slice(0, 80)).toEqual([]);
    }
  });
});
