import { describe, expect, it } from 'vitest';
import { coverage, holdsRequired, questionOf, speaksTo, stemOf } from './relevance.ts';

describe('stemOf', () => {
  it.each([
    ['meets', 'meeting'],
    ['apprentices', 'apprenticeship'],
    ['certificate', 'certification'],
    ['classes', 'class'],
    ['nurses', 'nursing'],
    ['paid', 'pay'],
    ['scheduled', 'schedule'],
    ['labs', 'lab'],
  ])('%s and %s share a stem', (a, b) => expect(stemOf(a)).toBe(stemOf(b)));

  it.each([
    ['program', 'progress'],
    ['class', 'classroom'],
    ['hour', 'hourly'],
  ])('%s and %s do not', (a, b) => expect(stemOf(a)).not.toBe(stemOf(b)));
});

const passage = (body: string, title = 'Untitled', heading: string | null = null, kind?: string) => ({
  title,
  heading,
  body,
  kind,
});

describe('coverage', () => {
  it.each([
    [
      'all its words, in the text',
      'How long is the probationary period?',
      passage('Probationary period: the first 500 hours.'),
      1,
    ],
    [
      'its words in the title and heading too',
      'What is WIOA?',
      passage('The act funds training.', 'Financial aid', 'WIOA accounts'),
      1,
    ],
    [
      'half its words',
      'Is there parking at the training center?',
      passage('Assessments run at the Strip District Training Center.'),
      2 / 3,
    ],
    [
      'a word asking for a time, held by a time',
      'When does the CNC class meet?',
      passage('Schedule: Mondays and Wednesdays, 6:00 PM - 9:00 PM.', 'CNC Machining I', null, 'course'),
      1,
    ],
    [
      'the same word without the time',
      'When does the CNC class meet?',
      passage('Blueprint reading and G-code basics.', 'CNC Machining I', null, 'course'),
      2 / 3,
    ],
    [
      '"class" held by a course, not by an article',
      'When does the CNC class meet?',
      passage('Blueprint reading and G-code basics.', 'CNC Machining I'),
      1 / 3,
    ],
    [
      'a phone number for "phone number"',
      'What is the phone number of the office?',
      passage('Call the office at 412-555-0100.'),
      1,
    ],
    ['none of its words', 'Who won the world cup in 1998?', passage('Bring a photo ID.'), 0],
  ])('%s', (_, question, p, expected) => expect(coverage(questionOf(question), p)).toBeCloseTo(expected, 5));

  it('weighs each word by the weight given (its idf): the rare word matters most', () => {
    const weights = new Map([
      ['parking', 4],
      ['training', 1],
      ['center', 3],
    ]);
    expect(
      coverage(
        questionOf('Is there parking at the training center?', weights),
        passage('The Training Center is on Smallman Street.'),
      ),
    ).toBeCloseTo(4 / 8, 5);
  });
});

describe('holdsRequired', () => {
  it.each([
    ['How much does the CNC class cost?', 'Blueprint reading and G-code basics.', false],
    ['How much does the forklift class cost?', 'The class costs $149, paid at registration.', true],
    ['What time does the lab open?', 'The lab is open weekdays.', false],
    ['What time does the lab open?', 'The lab opens at 9:00 AM.', true],
    ['When do I need fall protection?', 'Wear fall protection above four feet.', true],
    ['How long does the test take?', 'The test takes about 90 minutes.', true],
  ])('%j with %j: %s', (question, body, expected) =>
    expect(holdsRequired(questionOf(question), passage(body))).toBe(expected),
  );
});

describe('speaksTo', () => {
  it.each([
    ['When is the assessment?', 'Assessments run every other Tuesday at 9:00 AM.', true],
    ['When is the assessment?', 'Bring a photo ID.', false],
    ['When does the class meet?', 'Schedule: Saturdays, 8:00 AM - 4:00 PM.', true],
  ])('%j, %j: %s', (question, sentence, expected) => expect(speaksTo(questionOf(question), sentence)).toBe(expected));
});
