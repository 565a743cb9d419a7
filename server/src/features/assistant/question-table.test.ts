import { ASSISTANT_TEXT } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../db/first.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The assistant held to a table of questions over the demo content (issue 25, item 14), through
 * the widget's own calls on the real app: start a conversation with Ava (the workforce
 * organization's assistant), store the question, vectorSearch, then chatEngine. An answerable
 * question must be answered from the right source (the first one cited) and, where the row says
 * so, contain the fact asked for; every other question (nothing in the content answers it, or
 * only the community organization's content does) must be a knowledge gap: the gap reply, no
 * sources, and the question marked knowledgeGap, as when nothing is found (docs/rules.md#assistant).
 */

const SITE = 'http://localhost:3000';
const AVA = 'demo-assistant';

const APPLY = 'How to apply for the maintenance apprenticeship';
const OSHA = 'OSHA 10 safety basics';
const AID = 'Financial aid for training';
const OSHA_COURSE = 'OSHA 10 for General Industry';
const MAINTENANCE_COURSE = 'Industrial Maintenance Fundamentals';
const CNC_COURSE = 'CNC Machining I: Setup and Operation';
const ORIENTATION = 'Apprentice Orientation: Mon Valley Manufacturing';

type Expected = { cites: string[]; says?: string };
const from = (cites: string | string[], says?: string): Expected => ({
  cites: [cites].flat(),
  ...(says ? { says } : {}),
});

/** Questions the workforce organization's content answers, with the source(s) that answer them. */
const ANSWERABLE: [string, Expected][] = [
  ['How do I apply for the maintenance apprenticeship?', from(APPLY)],
  ['What does OSHA 10 cover?', from([OSHA, OSHA_COURSE])],
  ['How can I pay for training?', from(AID)],
  ['When does the CNC Machining class meet?', from(CNC_COURSE, 'Mondays and Wednesdays, 6:00 PM - 9:00 PM')],
  [
    'When does Industrial Maintenance Fundamentals meet?',
    from(MAINTENANCE_COURSE, 'Tuesdays and Thursdays, 5:30 PM - 8:30 PM'),
  ],
  ['What is the schedule of the OSHA 10 course?', from(OSHA_COURSE, 'Two Saturdays, 8:00 AM - 2:30 PM')],
  [
    'What should I do before I clear a jam or change a belt?',
    from(OSHA, 'every energy source must be isolated and locked'),
  ],
  ['When is the mechanical aptitude assessment?', from(APPLY, 'every other Tuesday at 9:00 AM')],
  ['How long does the aptitude test take?', from(APPLY, 'about 90 minutes')],
  ['What should I bring to the aptitude assessment?', from(APPLY, 'Bring a photo ID')],
  ['Can I retake the aptitude test?', from(APPLY, 'retake it after 30 days')],
  ['Do I need a high school diploma to apply?', from(APPLY, 'high school diploma or GED')],
  ['What is the starting wage for the maintenance apprenticeship?', from([AID, APPLY], '$13.40')],
  ['What is the apprentice to journeyworker ratio?', from(APPLY, 'one apprentice for one to four journeyworkers')],
  ['How long is the probationary period?', from(APPLY, 'the first 500 hours')],
  [
    'How many hours of related technical instruction are required?',
    from(APPLY, '144 hours of related technical instruction'),
  ],
  ['What do apprentices receive when they finish?', from(APPLY, 'Certificate of Completion')],
  ['Is my Social Security Number safe?', from(APPLY, 'encrypted')],
  ['What is the phone number of the partnership office?', from(APPLY, '412-555-0100')],
  ['Where is the Strip District Training Center?', from(APPLY, '2100 Smallman Street')],
  ['What is WIOA?', from(AID, 'Workforce Innovation and Opportunity Act')],
  ['Can I get a Pell Grant?', from(AID, 'Pell Grants')],
  ['Will my employer reimburse tuition?', from(AID, 'reimburse tuition')],
  ['What are my rights under OSHA?', from(OSHA, 'the right to a safe workplace')],
  ['When do I need fall protection?', from(OSHA, 'above four feet')],
  ['What should I do if a machine guard is missing?', from(OSHA, 'tag the machine out of service')],
  ['Who teaches the maintenance courses?', from('Ray Dombrowski')],
  ['Who is the apprenticeship program manager?', from('Gloria Santos')],
  ['What credential does CNC Machining prepare me for?', from(CNC_COURSE, 'NIMS Measurement, Materials and Safety')],
  [
    'What will I learn in Industrial Maintenance Fundamentals?',
    from(MAINTENANCE_COURSE, 'mechanical power transmission'),
  ],
  ['Who can attend the apprentice orientation?', from(ORIENTATION, 'newly indentured apprentices')],
  [
    'What is in the conveyor line 3 preventive maintenance plan?',
    from('Conveyor line 3 preventive maintenance plan', 'belt tension'),
  ],
  ['Is there a welding class?', from('Welding Fundamentals')],
  ['When is the welding class?', from('Welding Fundamentals', 'Saturdays, 8:00 AM - 4:00 PM')],
  ['Do you offer forklift certification?', from('Forklift Operator Certification')],
  // Keyword searches (fewer than three spaces).
  ['lockout tagout', from([OSHA, OSHA_COURSE], 'every energy source must be isolated and locked')],
  ['Pell Grants', from(AID)],
  ['aptitude test', from(APPLY, '90 minutes')],
];

/** Questions on the workforce organization's subjects that its content does not answer. */
const UNANSWERABLE: string[] = [
  'Is there a nursing program for registered nurses?',
  'What is the weather like on Mars today?',
  'Who won the world cup in 1998?',
  'Do you offer a commercial truck driving course?',
  'Is there parking at the training center?',
  'Can I bring my children to the assessment?',
  'Do you offer a plumbing apprenticeship?',
  'How much does the CNC Machining class cost?',
  'What is the Plant Leadership Academy?', // a private course: not for visitors
  'nursing',
  'Do you help with immigration paperwork?',
];

/** Questions only the community organization's content answers: Ava must not answer them from the workforce content. */
const OTHER_ORGANIZATION: string[] = [
  'What are the computer lab hours?',
  'Can I print my resume for free at the Learning Commons?',
  'When does the Digital Literacy Basics class meet?',
  'Is a digital navigator on duty in the afternoon?',
  'What does the Financial Wellness Workshop cover?',
  'How do I join the Job Search Bootcamp?',
  'When is the Millvale Riverfront Annex lab open?',
  'Who is the digital skills instructor?',
  'How do I avoid predatory loans?',
  'Can I use the scanner in the computer lab?',
  'computer lab printing',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
interface Answer {
  gap: boolean;
  text: string;
  cited: string[];
  markedGap: boolean;
}

/** One question as the widget asks it, in a conversation of its own. */
async function askAva(question: string): Promise<Answer> {
  const ip = `10.25.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const started = await t.call('POST', '/v1/assistant/sessions', null, { integrationId: AVA }, { origin: SITE }, ip);
  const visitor = { origin: SITE, 'x-chat-token': started.body.token };
  const contentTypes = started.body.integration.contentTypes;
  const asked = await t.call(
    'POST',
    `/v1/assistant/sessions/${started.body.sessionId}/messages`,
    null,
    { content: question, contentTypes },
    visitor,
    ip,
  );
  const { id, promptType } = asked.body.message;
  const markedGap = async () =>
    (await first(t.deps.db.select().from(chatMessages).where(eq(chatMessages.id, id))))!.knowledgeGap;
  const found = (
    await t.call(
      'POST',
      '/v1/api/content/vectorSearch',
      null,
      {
        ...(promptType === 'prompt' ? { prompt: question } : { searchText: question }),
        contentTypes,
        chatMessageId: id,
        saveSearch: true,
      },
      visitor,
      ip,
    )
  ).body;
  if (found.items.length === 0)
    return { gap: true, text: ASSISTANT_TEXT.knowledgeGap, cited: [], markedGap: await markedGap() };
  const res = await t.call(
    'POST',
    '/v1/api/content/chatEngine',
    null,
    {
      prompt: question,
      promptType,
      chatMessageId: found.assistantMessageId,
      resourceVecIds: found.resourceVecIds,
      includeCitations: true,
    },
    { ...visitor, accept: 'text/event-stream' },
    ip,
  );
  const events = (res.body as string)
    .trim()
    .split('\n\n')
    .map((frame) => {
      const [event, data] = frame.split('\n');
      return { event: event!.slice('event: '.length), data: JSON.parse(data!.slice('data: '.length)) };
    });
  const text = events
    .filter((e) => e.event === 'text')
    .map((e) => e.data.text)
    .join('');
  const cited = (events.find((e) => e.event === 'sources')?.data.sources ?? []).map((s: { title: string }) => s.title);
  return { gap: text === ASSISTANT_TEXT.knowledgeGap, text, cited, markedGap: await markedGap() };
}

describe('the assistant answers what the content answers, and admits a gap otherwise', () => {
  it.each(ANSWERABLE)('answers %j from its source', async (question, expected) => {
    const answer = await askAva(question);
    expect(answer.gap, answer.text).toBe(false);
    expect(expected.cites, `cited ${JSON.stringify(answer.cited)}`).toContain(answer.cited[0]);
    if (expected.says) expect(answer.text.replaceAll('\\', '')).toContain(expected.says);
    expect(answer.markedGap).toBe(false);
  });

  it.each(UNANSWERABLE)('admits a gap for %j (nothing in the content answers it)', async (question) => {
    const answer = await askAva(question);
    expect(answer, answer.text).toMatchObject({ gap: true, cited: [], markedGap: true });
  });

  it.each(OTHER_ORGANIZATION)(
    "admits a gap for %j (only another organization's content answers it)",
    async (question) => {
      const answer = await askAva(question);
      expect(answer, answer.text).toMatchObject({ gap: true, cited: [], markedGap: true });
    },
  );

  it('holds at least 40 questions of the three kinds', () => {
    expect(ANSWERABLE.length + UNANSWERABLE.length + OTHER_ORGANIZATION.length).toBeGreaterThanOrEqual(40);
    expect(Math.min(ANSWERABLE.length, UNANSWERABLE.length, OTHER_ORGANIZATION.length)).toBeGreaterThanOrEqual(10);
  });
});
