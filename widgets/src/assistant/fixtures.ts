/** Plain data for the assistant's happy-dom tests: the calls' answers as the server gives them. */
import { vi } from 'vitest';
import { promptTypeOf, type AssistantLook, type ChatSource, type VectorSearchAnswer } from '@pathcraft/sdk';
import type { AnswerEvent, AssistantApi } from './assistant.api.ts';

export const ava: AssistantLook = {
  id: 'demo-assistant',
  name: 'Ava',
  agentImage: null,
  colorBtnBkg: '#1d4ed8',
  defaultPrompts: ['How do I apply for the maintenance apprenticeship?', 'What does OSHA 10 cover?'],
  contentTypes: ['resources', 'users', 'projects', 'courses'],
  serviceDelayCount: 2,
  hasServiceEmail: true,
};

export const oshaSource: ChatSource = {
  n: 1,
  kind: 'resource',
  id: 'demo-resource-osha',
  title: 'OSHA 10 safety basics',
  url: '/examples/assistant.html#osha',
  snippet: 'Before you clear a jam…',
};

export const found: VectorSearchAnswer = {
  items: [
    { id: '14', similarity: 0.72 },
    { id: '15', similarity: 0.7 },
  ],
  resourceVecIds: ['14', '15'],
  resourceIds: ['demo-resource-osha'],
  users: [],
  projects: [],
  courses: [],
  groups: [{ id: 'demo-rg-training', title: 'Safety and Paying for Training' }],
  cdnFiles: [],
  sources: [oshaSource],
  assistantMessageId: 'a1',
  parentMessageId: 'm1',
};

export const nothingFound: VectorSearchAnswer = {
  ...found,
  items: [],
  resourceVecIds: [],
  resourceIds: [],
  groups: [],
  sources: [],
};

export const ANSWER: AnswerEvent[] = [
  { type: 'text', text: 'Here is what I found in our content:\n\n' },
  {
    type: 'text',
    text: '**OSHA 10 safety basics** [1]\n> Before you clear a jam, every energy source must be locked.',
  },
  { type: 'sources', sources: [oshaSource] },
];

/** An answer stream that yields its events one by one, each when `next()` is called (or all at once). */
export function answerStream(events: AnswerEvent[] = ANSWER, gated = false) {
  const waiters: (() => void)[] = [];
  let released = 0;
  return {
    next: () => {
      released++;
      waiters.splice(0).forEach((w) => w());
    },
    async *stream(): AsyncGenerator<AnswerEvent> {
      for (const [i, e] of events.entries()) {
        while (gated && released <= i) await new Promise<void>((r) => waiters.push(r));
        yield e;
      }
    },
  };
}

export function fakeApi(overrides: Partial<AssistantApi> = {}): AssistantApi {
  return {
    base: 'http://localhost:3000',
    look: vi.fn(async () => ava),
    start: vi.fn(async () => ({ sessionId: 's1', token: 'tok', integration: ava })),
    ask: vi.fn(async (_s, content: string) => ({
      profane: false as const,
      message: { id: 'm1', content, promptType: promptTypeOf(content) },
    })),
    search: vi.fn(async () => found),
    answer: vi.fn(() => answerStream().stream()),
    forward: vi.fn(async () => {}),
    ...overrides,
  };
}
