import { describe, expect, it } from 'vitest';
import { inviteIsOpen, inviteStatus } from './invites.rules.ts';

const NOW = Date.parse('2027-03-01T12:00:00.000Z');

describe('inviteStatus', () => {
  it.each([
    [{}, 'sent'],
    [{ viewedAt: '2027-03-01T11:00:00.000Z' }, 'viewed'],
    [{ viewedAt: '2027-03-01T11:00:00.000Z', lockedUntil: '2027-03-01T12:10:00.000Z' }, 'locked'],
    [{ viewedAt: '2027-03-01T11:00:00.000Z', lockedUntil: '2027-03-01T11:59:59.000Z' }, 'viewed'],
    [{ lockedUntil: '2027-03-01T12:00:00.000Z' }, 'sent'],
    [{ usedAt: '2027-03-01T11:30:00.000Z', lockedUntil: '2027-03-01T12:10:00.000Z' }, 'used'],
    [{ usedAt: null, viewedAt: null, lockedUntil: null }, 'sent'],
  ] as const)('%j is %s', (invite, status) => {
    expect(inviteStatus(invite, NOW)).toBe(status);
  });
});

describe('inviteIsOpen', () => {
  it.each([
    [{}, true],
    [{ usedAt: null }, true],
    [{ usedAt: '2027-03-01T11:30:00.000Z' }, false],
  ] as const)('%j is open: %s', (invite, open) => {
    expect(inviteIsOpen(invite)).toBe(open);
  });
});
