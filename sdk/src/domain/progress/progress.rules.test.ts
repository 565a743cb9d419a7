import { describe, expect, it } from 'vitest';
import {
  agreementThatCounts,
  approvalOverdueCutoff,
  checkReview,
  instructionHoursOf,
  instructionHoursProblem,
  checkWeekLog,
  isApprovalOverdue,
  isInstructionDayHours,
  latestDayAt,
  localDayOf,
  mondayOf,
  typedHours,
  PROGRESS_MESSAGES as M,
  type ProgressInput,
  type ProgressLog,
  percentOf,
  progressFromTotals,
  progressOf,
  requiredHoursOf,
  reviewCommentOf,
  totalsOfLogs,
  wagePosition,
  wageStepsCrossed,
  weekChangeRefusal,
  instructionChangeRefusal,
  weekTotal,
  workProcessesOf,
} from './progress.rules.ts';

const context = {
  now: new Date('2026-11-28T12:00:00Z'), // a Saturday: the week of 2026-11-23 is the current one
  startDate: '2026-09-02', // a Wednesday
  workProcessIds: ['safety', 'wiring'],
  loggedWeeks: ['2026-11-09'],
};
const week = (weekStart: string, ...hours: [string, number][]) => ({
  weekStart,
  entries: hours.map(([workProcessId, h]) => ({ workProcessId, hours: h })),
});

describe('checkWeekLog', () => {
  it.each([
    ['a full week', week('2026-11-16', ['safety', 8], ['wiring', 32]), []],
    ['the current week', week('2026-11-23', ['wiring', 40]), []],
    ['the week the apprenticeship starts in (start on a Wednesday)', week('2026-08-31', ['wiring', 24]), []],
    ['exactly 168 hours', week('2026-11-16', ['safety', 100], ['wiring', 68]), []],
    ['quarter hours', week('2026-11-16', ['wiring', 7.25], ['safety', 0.75]), []],
    ['more than 7×24 hours', week('2026-11-16', ['safety', 100], ['wiring', 68.25]), [M.tooManyHours(168.25)]],
    ['a week in the future', week('2026-11-30', ['wiring', 8]), [M.futureWeek]],
    ['a week before the start date', week('2026-08-24', ['wiring', 8]), [M.beforeStart('2026-09-02')]],
    ['a work process outside the program', week('2026-11-16', ['plumbing', 8]), [M.unknownWorkProcess('plumbing')]],
    ['a second log for the same week', week('2026-11-09', ['wiring', 8]), [M.duplicateWeek('2026-11-09')]],
    ['a day that is not a Monday', week('2026-11-18', ['wiring', 8]), [M.weekStart]],
    ['not a day', week('2026-02-30', ['wiring', 8]), [M.weekStart]],
    ['no hours', week('2026-11-16', ['wiring', 0]), [M.noHours]],
    ['no entries', week('2026-11-16'), [M.noHours]],
    ['negative hours', week('2026-11-16', ['wiring', -2]), [M.badHours]],
    ['hours not in quarters', week('2026-11-16', ['wiring', 1.1]), [M.badHours]],
    ['a work process twice', week('2026-11-16', ['wiring', 4], ['wiring', 4]), [M.repeatedWorkProcess('wiring')]],
  ])('%s', (_name, draft, messages) => {
    expect(checkWeekLog(draft, context).map((p) => p.message)).toEqual(messages);
  });

  it('has no start-date rule without a start date', () => {
    expect(checkWeekLog(week('2020-01-06', ['wiring', 8]), { ...context, startDate: null })).toEqual([]);
  });

  it('names each field', () => {
    expect(checkWeekLog(week('2026-11-30', ['plumbing', 8]), context).map((p) => p.field)).toEqual([
      'weekStart',
      'entries',
    ]);
  });
});

describe('checkWeekLog: a week may be logged once it has begun somewhere (UTC+14)', () => {
  // Monday 2026-11-30 begins at UTC+14 on Sunday 2026-11-29 at 10:00 UTC.
  it.each([
    ['Sunday 09:59:59.999 UTC: Monday has begun nowhere', '2026-11-29T09:59:59.999Z', '2026-11-30', [M.futureWeek]],
    ['Sunday 10:00 UTC: Monday has begun at UTC+14', '2026-11-29T10:00:00.000Z', '2026-11-30', []],
    ['Sunday 20:00 UTC: Monday morning in Sydney', '2026-11-29T20:00:00.000Z', '2026-11-30', []],
    ['Monday 00:00 UTC', '2026-11-30T00:00:00.000Z', '2026-11-30', []],
    [
      'Sunday 10:00 UTC: the week after next is still to come',
      '2026-11-29T10:00:00.000Z',
      '2026-12-07',
      [M.futureWeek],
    ],
    [
      'Sunday 23:59 UTC: the week after next is still to come',
      '2026-11-29T23:59:59.999Z',
      '2026-12-07',
      [M.futureWeek],
    ],
    ['Sunday 10:00 UTC a week on: the next Monday begins', '2026-12-06T10:00:00.000Z', '2026-12-07', []],
    ['at the turn of a year', '2027-01-03T10:00:00.000Z', '2027-01-04', []],
    ['just before the turn of a year', '2027-01-03T09:59:59.999Z', '2027-01-04', [M.futureWeek]],
  ])('%s', (_name, now, weekStart, messages) => {
    const at = { ...context, now: new Date(now), loggedWeeks: [] };
    expect(checkWeekLog(week(weekStart, ['wiring', 8]), at).map((p) => p.message)).toEqual(messages);
  });
});

describe('weekChangeRefusal', () => {
  it.each([
    ['waiting', false, null],
    ['returned', false, null],
    ['approved', false, M.approvedLocked],
    ['waiting', true, M.completedLocked],
    ['returned', true, M.completedLocked],
    ['approved', true, M.approvedLocked],
  ] as const)('a %s week, completed %s: %s', (status, completed, refusal) =>
    expect(weekChangeRefusal(status, completed)).toBe(refusal),
  );
});

describe('instructionChangeRefusal', () => {
  it.each([
    ['record', false, null],
    ['change', false, null],
    ['record', true, M.completedInstruction],
    ['change', true, M.completedInstructionLocked],
  ] as const)('%s hours, completed %s: %s', (change, completed, refusal) =>
    expect(instructionChangeRefusal(change, completed)).toBe(refusal),
  );
});

describe('reviewCommentOf', () => {
  it.each([
    [
      'a returned week: the comment is current',
      'returned',
      'Split the welding out.',
      { text: 'Split the welding out.', earlier: false },
    ],
    [
      'a week sent again after its return: the comment is the earlier one',
      'waiting',
      'Split the welding out.',
      { text: 'Split the welding out.', earlier: true },
    ],
    ['an approved week with a comment: current', 'approved', ' Good. ', { text: 'Good.', earlier: false }],
    ['a waiting week never returned: none', 'waiting', null, null],
    ['a blank comment: none', 'returned', '  ', null],
  ] as const)('%s', (_name, status, reviewComment, read) =>
    expect(reviewCommentOf({ status, reviewComment })).toEqual(read),
  );
});

describe('requiredHoursOf', () => {
  const program = { ojtHours: 2000, instructionHours: 144 };
  it.each([
    [
      "the agreement's hours, where they differ from the program's",
      { ojtHours: 4000, instructionHours: 288 },
      program,
      { ojt: 4000, rti: 288 },
    ],
    ["no agreement: the program's", null, program, { ojt: 2000, rti: 144 }],
    [
      "an agreement without hours: the program's",
      { ojtHours: null, instructionHours: null },
      program,
      { ojt: 2000, rti: 144 },
    ],
    ['each field on its own', { ojtHours: 3000, instructionHours: null }, program, { ojt: 3000, rti: 144 }],
    ["an agreement's 0 is its answer", { ojtHours: 2000, instructionHours: 0 }, program, { ojt: 2000, rti: 0 }],
    ['neither: none', null, { ojtHours: null, instructionHours: null }, { ojt: null, rti: null }],
    ['no program either', undefined, undefined, { ojt: null, rti: null }],
  ] as const)('%s', (_name, agreement, apprenticeship, hours) =>
    expect(requiredHoursOf(agreement, apprenticeship)).toEqual(hours),
  );
});

describe('latestDayAt', () => {
  it.each([
    ['2026-11-29T09:59:59.999Z', '2026-11-29'],
    ['2026-11-29T10:00:00.000Z', '2026-11-30'],
    ['2026-12-31T10:00:00.000Z', '2027-01-01'],
    ['2028-02-28T12:00:00.000Z', '2028-02-29'],
  ])('%s → %s', (now, day) => expect(latestDayAt(new Date(now))).toBe(day));
});

describe('mondayOf', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-28', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('%s → %s', (day, monday) => expect(mondayOf(day)).toBe(monday));
});

describe('localDayOf', () => {
  it('is the day on the local clock, late evening and just past midnight alike', () => {
    expect(localDayOf(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(localDayOf(new Date(2026, 10, 23, 0, 1))).toBe('2026-11-23');
    expect(localDayOf(new Date(2027, 0, 3, 12))).toBe('2027-01-03');
  });
});

describe('typedHours', () => {
  it.each([
    ['7.5', 7.5],
    ['7,5', 7.5],
    [' 40 ', 40],
    [',25', 0.25],
    ['8.', 8],
  ])('%s → %s', (typed, hours) => expect(typedHours(typed)).toBe(hours));
  it.each(['-5', '8h', '1,2,5', '1e3', '', '+4'])('%s is not hours', (typed) => expect(typedHours(typed)).toBeNaN());
});

describe('weekTotal', () => {
  it.each([
    [[0.1, 0.2], 0.25], // quarters are counted, so floats never drift
    [[7.25, 0.75], 8],
    [[40, 8.5], 48.5],
  ])('%j → %s', (hours, total) => expect(weekTotal(hours.map((h) => ({ hours: h })))).toBe(total));
});

describe('checkReview', () => {
  it.each([
    ['waiting', 'approve', null, null],
    ['waiting', 'return', 'Split the safety hours out.', null],
    ['waiting', 'return', '  ', M.returnNeedsComment],
    ['waiting', 'return', null, M.returnNeedsComment],
    ['approved', 'approve', null, M.approvedLocked],
    ['approved', 'return', 'x', M.approvedLocked],
    ['returned', 'approve', null, M.notWaiting],
  ] as const)('%s, %s, %j', (status, decision, comment, message) =>
    expect(checkReview(status, decision, comment)).toBe(message),
  );

  // Once the certificate of completion is issued, no week is approved or returned any more.
  it.each([
    ['waiting', 'approve', null, M.completedReview],
    ['waiting', 'return', 'Split the safety hours out.', M.completedReview],
    ['waiting', 'return', null, M.completedReview],
    ['returned', 'approve', null, M.completedReview],
    ['approved', 'approve', null, M.approvedLocked],
    ['approved', 'return', 'x', M.approvedLocked],
  ] as const)('completed: %s, %s, %j', (status, decision, comment, message) =>
    expect(checkReview(status, decision, comment, true)).toBe(message),
  );
});

describe('approvalOverdueCutoff', () => {
  it('is 7 days before now: a week sent at that moment is overdue, a second later is not', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(approvalOverdueCutoff(now)).toBe('2026-11-21T12:00:00.000Z');
    expect(isApprovalOverdue({ status: 'waiting', submittedAt: '2026-11-21T12:00:00.000Z' }, now)).toBe(true);
    expect(isApprovalOverdue({ status: 'waiting', submittedAt: '2026-11-21T12:00:01.000Z' }, now)).toBe(false);
  });
});

describe('isApprovalOverdue', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it.each([
    ['waiting 7 days', 'waiting', '2026-11-21T12:00:00Z', true],
    ['waiting 6 days 23 hours', 'waiting', '2026-11-21T13:00:00Z', false],
    ['returned long ago', 'returned', '2026-10-01T00:00:00Z', false],
    ['approved long ago', 'approved', '2026-10-01T00:00:00Z', false],
  ] as const)('%s', (_name, status, submittedAt, overdue) =>
    expect(isApprovalOverdue({ status, submittedAt }, now)).toBe(overdue),
  );
});

const RATES = [
  { wageAmount: 15, duration: 1000 },
  { wageAmount: 18, duration: 1000 },
  { wageAmount: 21, duration: 1000 },
];

describe('wagePosition', () => {
  it.each([
    [0, 1, 15, { period: 2, wageAmount: 18, startsAtHours: 1000, hoursLeft: 1000 }],
    [999.75, 1, 15, { period: 2, wageAmount: 18, startsAtHours: 1000, hoursLeft: 0.25 }],
    [1000, 2, 18, { period: 3, wageAmount: 21, startsAtHours: 2000, hoursLeft: 1000 }],
    [1960, 2, 18, { period: 3, wageAmount: 21, startsAtHours: 2000, hoursLeft: 40 }],
    [2000, 3, 21, null],
    [3500, 3, 21, null],
  ])('%s hours: period %s at $%s', (hours, period, wage, next) =>
    expect(wagePosition(RATES, hours)).toEqual({ period, wageAmount: wage, next }),
  );

  it('has no period without a schedule', () =>
    expect(wagePosition([], 500)).toEqual({ period: 0, wageAmount: null, next: null }));
});

describe('wageStepsCrossed', () => {
  it.each([
    ['a week inside a period', 960, 1000 - 0.25, []],
    ['a week ending exactly on the boundary', 960, 1000, [2]],
    ['a week crossing the boundary', 980, 1020, [2]],
    ['a week starting on the boundary (already due)', 1000, 1040, []],
    ['a large correction crossing two', 990, 2010, [2, 3]],
    ['past the last period', 3000, 3040, []],
    ['from zero: the first period is never a step', 0, 40, []],
  ])('%s', (_name, before, after, periods) => expect(wageStepsCrossed(RATES, before, after)).toEqual(periods));
});

describe('workProcessesOf', () => {
  it('is the competencies, or one general process when there are none', () => {
    expect(workProcessesOf([{ id: 'a', description: 'A', totalHours: 10 }])).toEqual([
      { id: 'a', description: 'A', totalHours: 10 },
    ]);
    expect(workProcessesOf(null).map((w) => w.id)).toEqual(['ojt']);
    expect(workProcessesOf([]).map((w) => w.id)).toEqual(['ojt']);
  });
});

const log = (weekStart: string, status: ProgressLog['status'], safety: number, wiring = 0): ProgressLog => ({
  weekStart,
  status,
  entries: [
    { workProcessId: 'safety', hours: safety },
    { workProcessId: 'wiring', hours: wiring },
  ],
});
const base: ProgressInput = {
  ojtHoursRequired: 3000,
  rtiHoursRequired: 144,
  workProcesses: [
    { id: 'safety', description: 'Safety', totalHours: 500 },
    { id: 'wiring', description: 'Wiring', totalHours: 2500 },
  ],
  logs: [],
  rtiHours: 0,
  hoursProbationary: 500,
  wageRates: RATES,
  signoffs: [],
  competencyBased: true,
};
const SIGNED = [
  { competencyId: 'safety', signedOffAt: '2026-10-01', signedOffBy: 'u-mentor' },
  { competencyId: 'wiring', signedOffAt: '2026-11-01', signedOffBy: 'u-mentor' },
];

describe('progressOf', () => {
  it('counts approved weeks only, per work process; waiting and returned stand apart', () => {
    const p = progressOf({
      ...base,
      logs: [
        log('2026-09-07', 'approved', 10, 30),
        log('2026-09-14', 'returned', 40),
        log('2026-09-21', 'waiting', 0, 38),
      ],
    });
    expect(p.ojt).toEqual({ approved: 40, waiting: 38, returned: 40, required: 3000 });
    expect(p.workProcesses.map((w) => [w.id, w.approved, w.required])).toEqual([
      ['safety', 10, 500],
      ['wiring', 30, 2500],
    ]);
  });

  it.each([
    ['one hour short', [log('2026-09-07', 'approved', 499)], false, null, 1],
    ['exactly on it', [log('2026-09-07', 'approved', 460), log('2026-09-14', 'approved', 40)], true, '2026-09-14', 0],
    [
      'crossed by a week',
      [log('2026-09-07', 'approved', 480), log('2026-09-14', 'approved', 40)],
      true,
      '2026-09-14',
      0,
    ],
    [
      'a returned week does not end it',
      [log('2026-09-07', 'approved', 480), log('2026-09-14', 'returned', 40)],
      false,
      null,
      20,
    ],
    [
      'weeks counted in week order',
      [log('2026-09-14', 'approved', 40), log('2026-09-07', 'approved', 480)],
      true,
      '2026-09-14',
      0,
    ],
  ])('probation: %s', (_name, logs, ended, endedWeek, hoursLeft) => {
    expect(progressOf({ ...base, logs }).probation).toEqual({ hours: 500, ended, endedWeek, hoursLeft });
  });

  it('has no probation when the agreement sets none', () => {
    expect(progressOf({ ...base, hoursProbationary: 0 }).probation).toBeNull();
    expect(progressOf({ ...base, hoursProbationary: null }).probation).toBeNull();
  });

  it.each([
    [
      'a wage period boundary crossed by one week',
      [log('2026-09-07', 'approved', 500, 480), log('2026-09-14', 'approved', 0, 40)],
      2,
      980,
    ],
    [
      'the same week still waiting',
      [log('2026-09-07', 'approved', 500, 480), log('2026-09-14', 'waiting', 0, 40)],
      1,
      20,
    ],
    ['the same week returned', [log('2026-09-07', 'approved', 500, 480), log('2026-09-14', 'returned', 0, 40)], 1, 20],
  ])('wage period: %s', (_name, logs, period, hoursLeft) => {
    const p = progressOf({ ...base, logs });
    expect(p.wage.period).toBe(period);
    expect(p.wage.next?.hoursLeft).toBe(hoursLeft);
  });

  const allHours = [log('2026-09-07', 'approved', 500, 2500)];
  it.each([
    ['competencies complete before hours', [log('2026-09-07', 'approved', 500, 2000)], 144, SIGNED, false],
    ['hours complete before competencies', allHours, 144, SIGNED.slice(0, 1), false],
    ['OJT met, RTI short', allHours, 143.5, SIGNED, false],
    ['hours and competencies met', allHours, 144, SIGNED, true],
  ])('completion: %s', (_name, logs, rtiHours, signoffs, complete) => {
    const p = progressOf({ ...base, logs, rtiHours, signoffs });
    expect(p.complete).toBe(complete);
    expect(p.competencies).toEqual({ signedOff: signoffs.length, total: 2 });
  });

  it('a time-based program completes on hours alone', () => {
    expect(progressOf({ ...base, competencyBased: false, logs: allHours, rtiHours: 144 }).complete).toBe(true);
  });

  it('a program without an OJT total never completes', () => {
    expect(
      progressOf({ ...base, ojtHoursRequired: null, logs: allHours, rtiHours: 144, signoffs: SIGNED }).complete,
    ).toBe(false);
  });

  it('shows who signed a competency off and when', () => {
    expect(progressOf({ ...base, signoffs: SIGNED.slice(0, 1) }).workProcesses[0]!.signedOff).toEqual({
      at: '2026-10-01',
      by: 'u-mentor',
    });
  });
});

describe('percentOf', () => {
  it.each([
    [0, 100, 0],
    [50, 100, 50],
    [99.9, 100, 99],
    [150, 100, 100],
    [10, null, 0],
    [10, 0, 0],
  ])('%s of %s → %s', (done, total, pct) => expect(percentOf(done, total)).toBe(pct));
});

describe('isInstructionDayHours', () => {
  it.each([
    [3, true],
    [0.25, true],
    [24, true],
    [0, false],
    [-1, false],
    [24.25, false],
    [1.1, false],
    [Number.NaN, false],
  ])('%s → %s', (hours, ok) => expect(isInstructionDayHours(hours)).toBe(ok));
});

describe('instructionHoursProblem', () => {
  it.each([
    [{ date: '2026-11-24', hours: 3 }, null],
    [{ date: '2026-11-28', hours: 0.25 }, null],
    [{ date: '', hours: 3 }, M.instructionDay],
    [{ date: '11/24/2026', hours: 3 }, M.instructionDay],
    [{ date: '2026-11-24', hours: Number.NaN }, M.instructionHours],
    [{ date: '2026-11-24', hours: 0 }, M.instructionHours],
    [{ date: '2026-11-24', hours: 24.5 }, M.instructionHours],
    [{ date: '2026-11-24', hours: 1.1 }, M.instructionHours],
    [{ date: '2026-11-29', hours: 3 }, M.futureDay],
    [{ date: '2026-02-31', hours: 3 }, M.instructionDay],
    [{ date: '2026-13-01', hours: 3 }, M.instructionDay],
  ])('%j → %s', (draft, problem) => expect(instructionHoursProblem(draft, '2026-11-28')).toBe(problem));
});

describe('instructionHoursOf', () => {
  const CLASSES = [
    { courseId: 'osha', hours: 10 },
    { courseId: 'hydraulics', hours: 40.5 },
    { courseId: 'plc', hours: 60 },
  ];
  it.each([
    ['no class completed, nothing recorded', CLASSES, [], 0, 0, 0],
    ['one class completed', CLASSES, ['osha'], 0, 10, 10],
    ['classes completed and hours recorded', CLASSES, ['osha', 'hydraulics'], 3.25, 50.5, 53.75],
    ['a completed course that is not a class of the program', CLASSES, ['orientation'], 3, 0, 3],
    [
      'a class listed twice counts once, with its first hours',
      [...CLASSES, { courseId: 'osha', hours: 99 }],
      ['osha'],
      0,
      10,
      10,
    ],
    ['a class counting no hours adds nothing', [{ courseId: 'osha', hours: 0 }], ['osha'], 0, 0, 0],
    ['a program without classes', null, ['osha'], 12, 0, 12],
    ['nobody completed anything yet', CLASSES, null, 0, 0, 0],
  ])('%s', (_name, classes, completed, recorded, fromClasses, total) => {
    const rti = instructionHoursOf(classes, completed, recorded);
    expect([rti.fromClasses, rti.recorded, rti.total]).toEqual([fromClasses, recorded, total]);
  });

  it('lists each class once, whether completed', () => {
    expect(instructionHoursOf(CLASSES, ['plc'], 0).classes).toEqual([
      { courseId: 'osha', hours: 10, completed: false },
      { courseId: 'hydraulics', hours: 40.5, completed: false },
      { courseId: 'plc', hours: 60, completed: true },
    ]);
  });

  it('completes a program whose RTI comes from classes and recorded hours together', () => {
    const rti = instructionHoursOf([{ courseId: 'osha', hours: 100 }], ['osha'], 44);
    const done = progressOf({
      ...base,
      logs: [log('2026-09-07', 'approved', 500, 2500)],
      rtiHours: rti.total,
      signoffs: SIGNED,
    });
    expect(done.complete).toBe(true);
    const short = instructionHoursOf([{ courseId: 'osha', hours: 100 }], [], 44);
    expect(
      progressOf({ ...base, logs: [log('2026-09-07', 'approved', 500, 2500)], rtiHours: short.total, signoffs: SIGNED })
        .complete,
    ).toBe(false);
  });
});

describe('totalsOfLogs and progressFromTotals (the sums the server reads by SQL)', () => {
  it.each([
    ['no weeks', [], 500, { approved: 0, waiting: 0, returned: 0 }, {}, null],
    [
      'approved, waiting and returned weeks',
      [log('2026-09-07', 'approved', 10, 30), log('2026-09-14', 'returned', 40), log('2026-09-21', 'waiting', 0, 38)],
      500,
      { approved: 40, waiting: 38, returned: 40 },
      { safety: 10, wiring: 30 },
      null,
    ],
    [
      'probation reached exactly by the second week, counted in week order',
      [log('2026-09-14', 'approved', 40), log('2026-09-07', 'approved', 460)],
      500,
      { approved: 500, waiting: 0, returned: 0 },
      { safety: 500, wiring: 0 },
      '2026-09-14',
    ],
    [
      'a returned week never ends probation',
      [log('2026-09-07', 'approved', 480), log('2026-09-14', 'returned', 40)],
      500,
      { approved: 480, waiting: 0, returned: 40 },
      { safety: 480, wiring: 0 },
      null,
    ],
    [
      'no probation set',
      [log('2026-09-07', 'approved', 480)],
      null,
      { approved: 480, waiting: 0, returned: 0 },
      { safety: 480, wiring: 0 },
      null,
    ],
  ] as const)('%s', (_name, logs, probationary, hours, byProcess, endedWeek) => {
    const totals = totalsOfLogs(logs, probationary);
    expect(totals).toEqual({ hours, approvedByProcess: byProcess, probationEndedWeek: endedWeek });
    // The progress from the sums is the progress from the weeks.
    const { logs: _logs, ...rest } = { ...base, logs, hoursProbationary: probationary };
    expect(progressFromTotals({ ...rest, totals })).toEqual(
      progressOf({ ...base, logs, hoursProbationary: probationary }),
    );
  });
});

describe('agreementThatCounts', () => {
  const a = (id: string, createdAt: string, signedAt: string | null = null) => ({ id, createdAt, signedAt });
  it.each([
    ['none', [], undefined],
    ['the only one, unsigned', [a('one', '2026-01-01')], 'one'],
    ['the latest made when none is signed', [a('first', '2026-01-01'), a('reinvited', '2026-03-01')], 'reinvited'],
    [
      'a signed one over an unsigned later one (a re-invitation not yet signed)',
      [a('signed', '2026-01-01', '2026-01-05'), a('reinvited', '2026-03-01')],
      'signed',
    ],
    [
      'a signed later one over an unsigned first one',
      [a('first', '2026-01-01'), a('signed', '2026-03-01', '2026-03-02')],
      'signed',
    ],
    [
      'among the signed, the one signed last (re-signed)',
      [a('old', '2026-01-01', '2026-01-05'), a('resigned', '2026-03-01', '2026-03-09'), a('offer', '2026-05-01')],
      'resigned',
    ],
    [
      'signed last even when made first',
      [a('made-first', '2026-01-01', '2026-06-01'), a('made-later', '2026-03-01', '2026-03-09')],
      'made-first',
    ],
    [
      'signed at the same moment: the later made',
      [a('x', '2026-03-01', '2026-06-01'), a('y', '2026-01-01', '2026-06-01')],
      'x',
    ],
    [
      'made at the same moment: the greater id',
      [a('b', '2026-01-01'), a('c', '2026-01-01'), a('a', '2026-01-01')],
      'c',
    ],
  ] as const)('%s', (_case, agreements, id) => {
    expect(agreementThatCounts(agreements)?.id).toBe(id);
    // The order they are read in does not matter.
    expect(agreementThatCounts([...agreements].reverse())?.id).toBe(id);
  });
});
