import { describe, expect, it } from 'vitest';
import { getJobProfilesById } from './generated/operations.ts';
import type { Requester } from './operation.ts';

/** A client answering one fixed body: this test is about the check, not the transport. */
const answering = (body: unknown): Requester => ({ request: async <T>() => body as T });
const profile = {
  id: 'jp1',
  createdAt: '2026-01-01T00:00:00.000Z',
  orgId: null,
  locationId: null,
  OnetTitle: 'Electricians',
  OnetCode: '47-2111.00',
  OccupationDescription: null,
  location: null,
  occupationLocation: null,
  selectedSkills: null,
  selectedKnowledge: null,
  selectedCerts: null,
  selectedSchoolPrograms: null,
};

const { createdAt: _, ...withoutCreatedAt } = profile;

describe('answers checked against the contract outside production', () => {
  it('passes an answer that matches the operation’s schema', async () => {
    await expect(getJobProfilesById(answering({ item: profile }), { id: 'jp1' })).resolves.toEqual({ item: profile });
  });

  it.each([
    [{ item: { ...profile, OnetTitle: 42 } }, 'item/OnetTitle'],
    [{ item: withoutCreatedAt }, 'item'],
    [{ profile }, '(the answer)'],
  ])('refuses %j, naming the operation and the field', async (body, field) => {
    await expect(getJobProfilesById(answering(body), { id: 'jp1' })).rejects.toThrow(
      `The answer of getJobProfilesById does not match the API contract at ${field}:`,
    );
  });
});
