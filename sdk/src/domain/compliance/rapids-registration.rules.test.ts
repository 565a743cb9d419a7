import { describe, expect, it } from 'vitest';
import {
  asksStudentStatus,
  RAPIDS_CAREER_CONNECTIONS,
  RAPIDS_CAREER_LINKAGES,
  RAPIDS_STUDENT_STATUSES,
  RAPIDS_WIOA_TYPES,
  REGISTRATION_MESSAGES,
  wioaTypeProblem,
  ZApprenticeRegistration,
} from './rapids-registration.rules.ts';

/** The upload's categories (tableschema.json fields 35, 37, 38, 41), table by table. */
describe('the registration code sets are the agency’s', () => {
  it.each([
    ['Career Connection', RAPIDS_CAREER_CONNECTIONS, ['P', 'T', 'M', 'J', 'Y', 'H', 'C', 'S', 'N']],
    ['Type', RAPIDS_WIOA_TYPES, ['IW', 'AD', 'YT', 'DI']],
    ['Career Linkage or Direct Entry', RAPIDS_CAREER_LINKAGES, ['N', 'JC', 'HD', 'SR', 'DE']],
    ['Student Status', RAPIDS_STUDENT_STATUSES, ['WBLRA', 'YRA', 'NA']],
  ])('%s', (_field, codes, agency) => {
    expect([...codes]).toEqual(agency);
  });
});

describe('ZApprenticeRegistration', () => {
  it.each([
    [{ careerConnection: 'P' }, true],
    [{ careerConnection: 'X' }, false],
    [{ careerLinkage: 'JC', wioaType: 'YT', studentStatus: 'YRA' }, true],
    [{ wioaType: 'XX' }, false],
    [{ studentStatus: 'va' }, false],
    [{ wioaParticipant: 1 }, false],
    [{ taaParticipant: true, wioaParticipant: false }, true],
    [{ ojtFundingSources: 'x'.repeat(255) }, true],
    [{ ojtFundingSources: 'x'.repeat(256) }, false],
    [{ careerConnection: null, ojtFundingSources: null }, true],
  ])('%j is accepted: %s', (input, ok) => {
    expect(ZApprenticeRegistration.safeParse(input).success).toBe(ok);
  });

  it('keeps blank funding sources as none, and says why a long one is refused', () => {
    expect(ZApprenticeRegistration.parse({ ojtFundingSources: '   ' }).ojtFundingSources).toBeNull();
    const refused = ZApprenticeRegistration.safeParse({ ojtFundingSources: 'x'.repeat(256) });
    expect(refused.error?.issues[0]?.message).toBe(REGISTRATION_MESSAGES.fundingTooLong);
  });
});

describe('wioaTypeProblem', () => {
  it.each([
    [{ wioaParticipant: true, wioaType: 'AD' }, null],
    [{ wioaParticipant: false, wioaType: 'AD' }, REGISTRATION_MESSAGES.wioaTypeWithoutWioa],
    [{ wioaParticipant: null, wioaType: 'IW' }, REGISTRATION_MESSAGES.wioaTypeWithoutWioa],
    [{ wioaParticipant: false, wioaType: null }, null],
    [{}, null],
  ] as const)('%j: %j', (registration, problem) => {
    expect(wioaTypeProblem(registration)).toBe(problem);
  });
});

describe('asksStudentStatus', () => {
  it.each([
    ['VA', true],
    [' va ', true],
    ['PA', false],
    ['Virginia', false],
    [null, false],
    ['', false],
  ])('%j: %s', (state, asked) => {
    expect(asksStudentStatus(state)).toBe(asked);
  });
});
