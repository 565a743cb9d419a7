import { describe, expect, it } from 'vitest';
import { type ApprenticeStanding, apprenticeStandingOf, type StandingFacts } from './apprentice-standing.rules.ts';

const signed: StandingFacts = { certified: false, agreementSigned: true, probation: null };

describe('apprenticeStandingOf', () => {
  it.each<[string, StandingFacts, ApprenticeStanding]>([
    ['signed, no probationary hours', signed, 'active'],
    ['signed, on probation', { ...signed, probation: { ended: false } }, 'probation'],
    ['signed, probation ended', { ...signed, probation: { ended: true } }, 'active'],
    ['the agency says active, on probation', { ...signed, status: 'active', probation: { ended: false } }, 'probation'],
    [
      'agreement not signed, on probation',
      { ...signed, agreementSigned: false, probation: { ended: false } },
      'notSigned',
    ],
    ['certified, on probation', { ...signed, certified: true, probation: { ended: false } }, 'complete'],
    ['certified, agreement not signed', { ...signed, certified: true, agreementSigned: false }, 'complete'],
    ['the agency says completed', { ...signed, status: 'completed' }, 'complete'],
    ['cancelled, on probation', { ...signed, status: 'cancelled', probation: { ended: false } }, 'cancelled'],
    ['cancelled, certified', { ...signed, status: 'cancelled', certified: true }, 'cancelled'],
    ['suspended, agreement not signed', { ...signed, status: 'suspended', agreementSigned: false }, 'suspended'],
  ])('%s', (_, facts, standing) => {
    expect(apprenticeStandingOf(facts)).toBe(standing);
  });
});
