import { describe, expect, it } from 'vitest';
import {
  chatHistory,
  chatReducer,
  handedOverState,
  initialChatState,
  type ChatAction,
  type ChatEntry,
  type ChatState,
} from './assistant.state.ts';

const run = (actions: ChatAction[], from: ChatState = initialChatState()) => actions.reduce(chatReducer, from);
const kinds = (s: ChatState) => s.entries.map((e) => e.kind);
const texts = (s: ChatState) => s.entries.map((e) => ('text' in e ? e.text : e.kind));
const source = {
  n: 1,
  kind: 'resource' as const,
  id: 'r1',
  title: 'OSHA 10 safety basics',
  url: '/examples/assistant.html#osha',
  snippet: '…',
};
const miss: ChatAction = { type: 'missed', serviceDelayCount: 2, hasServiceEmail: true };

describe('chatReducer', () => {
  it('starts with the welcome only', () => {
    expect(texts(initialChatState())).toEqual(["Hello, I'm an AI Assistant here to answer any questions."]);
  });

  it('streams an answer: the question, progress, text pieces, sources, then done', () => {
    const asking = run([
      { type: 'asked', id: 'q1', text: 'What does OSHA 10 cover?' },
      { type: 'progress', text: 'Retrieving relevant info...' },
    ]);
    expect(asking).toMatchObject({ busy: true, progress: 'Retrieving relevant info...' });
    const streaming = run(
      [
        { type: 'progress', text: 'Retrieved 1 files & 2 nodes' },
        {
          type: 'answerStarted',
          id: 'a1',
          retrieved: 'Retrieved 1 files & 2 nodes',
          composing: 'Composing answer from 2 nodes',
        },
        { type: 'answerText', id: 'a1', text: 'Here is ' },
        { type: 'answerText', id: 'a1', text: 'what I found.' },
      ],
      asking,
    );
    expect(streaming.entries.at(-1)).toMatchObject({
      kind: 'answer',
      text: 'Here is what I found.',
      streaming: true,
      steps: ['Retrieved 1 files & 2 nodes', 'Composing answer from 2 nodes'],
    });
    const done = run(
      [
        { type: 'answerSources', id: 'a1', sources: [source] },
        { type: 'answerDone', id: 'a1', composed: 'Answer composed from 2 nodes' },
      ],
      streaming,
    );
    expect(done.entries.at(-1)).toMatchObject({
      streaming: false,
      sources: [source],
      steps: ['Retrieved 1 files & 2 nodes', 'Answer composed from 2 nodes'],
    });
    expect(done.busy).toBe(false);
    expect(chatHistory(done)).toEqual([
      { role: 'user', content: 'What does OSHA 10 cover?' },
      { role: 'assistant', content: 'Here is what I found.' },
    ]);
  });

  it('answers a miss with the knowledge-gap reply, and offers to forward after serviceDelayCount misses', () => {
    const once = run([{ type: 'asked', id: 'q1', text: 'Night shift?' }, miss]);
    expect(once.misses).toBe(1);
    expect(kinds(once)).toEqual(['welcome', 'question', 'notice']);
    expect(texts(once)[2]).toBe(
      "I can't give an accurate or relevant response to your query. I'll try again, if you rephrase it.",
    );
    const twice = run([{ type: 'asked', id: 'q2', text: 'Own tools?' }, miss], once);
    expect(kinds(twice)).toEqual(['welcome', 'question', 'notice', 'question', 'notice', 'forwardOffer']);
    expect(run([miss], initialChatState()).entries.some((e) => e.kind === 'forwardOffer')).toBe(false);
    expect(run([miss, { ...miss, hasServiceEmail: false }]).entries.some((e) => e.kind === 'forwardOffer')).toBe(false);
    expect(run([{ ...miss, serviceDelayCount: 1 }]).entries.some((e) => e.kind === 'forwardOffer')).toBe(true);
  });

  it('counts an answer that turned out to be the gap reply as a miss: the notice replaces it (issue 25 #14)', () => {
    const streamed = run([
      { type: 'asked', id: 'q1', text: 'Is there parking?' },
      {
        type: 'answerStarted',
        id: 'a1',
        retrieved: 'Retrieved 1 files & 1 nodes',
        composing: 'Composing answer from 1 nodes',
      },
      {
        type: 'answerText',
        id: 'a1',
        text: "I can't give an accurate or relevant response to your query. I'll try again, if you rephrase it.",
      },
    ]);
    const missed = run([{ ...miss, answerId: 'a1' }], streamed);
    expect(kinds(missed)).toEqual(['welcome', 'question', 'notice']);
    expect(missed).toMatchObject({ misses: 1, busy: false });
    expect(chatHistory(missed)).toEqual([{ role: 'user', content: 'Is there parking?' }]);
    expect(kinds(run([{ type: 'asked', id: 'q2', text: 'Childcare?' }, miss], missed)).at(-1)).toBe('forwardOffer');
  });

  it('warns twice about profanity, and the third strike closes', () => {
    const one = run([{ type: 'profanity', strikes: 1 }]);
    expect(one).toMatchObject({ strikes: 1, closed: false });
    expect(texts(one).at(-1)).toBe("Let's keep it clean, try again.");
    const three = run(
      [
        { type: 'profanity', strikes: 2 },
        { type: 'profanity', strikes: 3 },
      ],
      one,
    );
    expect(three).toMatchObject({ strikes: 3, closed: true });
    expect(texts(three).at(-1)).toBe('Please refrain from using profanity.');
  });

  it("shows the failure text for a failed question, and after a failed answer's text", () => {
    expect(texts(run([{ type: 'asked', id: 'q', text: 'x' }, { type: 'failed' }])).at(-1)).toBe(
      "We've been notified that something went wrong, please try again.",
    );
    const partial = run([
      { type: 'answerStarted', id: 'a', retrieved: 'r', composing: 'c' },
      { type: 'answerText', id: 'a', text: 'Lock out' },
      { type: 'answerFailed', id: 'a' },
    ]);
    expect(partial.entries.at(-1)).toMatchObject({
      text: "Lock out\n\nWe've been notified that something went wrong, please try again.",
      failed: true,
      streaming: false,
    });
    expect(chatHistory(partial)).toEqual([]);
  });

  it('lists the records of a traditional search, and opens and closes the forward form', () => {
    expect(
      run([{ type: 'results', id: 'r', sources: [source], retrieved: 'Retrieved 1 files & 1 nodes' }]).entries.at(-1),
    ).toMatchObject({ kind: 'results', sources: [source] });
    const open = run([{ type: 'forwardForm', open: true }]);
    expect(open.forwardOpen).toBe(true);
    expect(run([{ type: 'forwarded' }], open).forwardOpen).toBe(false);
  });
});

describe('handedOverState (the plain open chat hands over)', () => {
  const welcome: ChatEntry = { id: 'welcome', kind: 'welcome', text: 'Hello' };
  const refused: ChatEntry = {
    id: 'n1',
    kind: 'notice',
    text: 'Please enter a question so I can better assist you.',
    tone: 'error',
  };
  const question: ChatEntry = { id: 'q1', kind: 'question', text: 'What does OSHA 10 cover?' };
  it.each([
    {
      case: 'a question being sent',
      entries: [welcome, question],
      question: question.text,
      forwardOpen: false,
      busy: true,
    },
    { case: 'the forward form asked for', entries: [welcome], question: null, forwardOpen: true, busy: false },
    {
      case: 'a refused question, then one sent',
      entries: [welcome, refused, question],
      question: question.text,
      forwardOpen: false,
      busy: true,
    },
    {
      case: 'a question and the forward form',
      entries: [welcome, question],
      question: question.text,
      forwardOpen: true,
      busy: true,
    },
  ])('$case: busy $busy, its entries as they were', ({ entries, question: asked, forwardOpen, busy }) => {
    const state = handedOverState({ entries, question: asked, forwardOpen });
    expect(state).toEqual({ ...initialChatState(), entries, busy, forwardOpen });
  });
});
