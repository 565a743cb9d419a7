import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_DEFAULTS,
  ASSISTANT_TEXT,
  assistantContentTypes,
  assistantName,
  chatInputError,
  DEFAULT_CONTENT_TYPES,
  forwardMessageError,
  isForwardEmail,
  isPrompt,
  profanityReply,
  PROFANITY_STRIKES,
  PROGRESS_TEXT,
  promptTypeOf,
  retrievalCounts,
  shouldOfferForward,
  VECTOR_SEARCH_DEFAULTS,
} from './assistant.rules.ts';
import { ZForwardChat, ZPostChatMessage, ZVectorSearch } from './assistant.schema.ts';

const ALL = [...DEFAULT_CONTENT_TYPES];

describe('the quoted texts and constants', () => {
  it.each([
    [ASSISTANT_TEXT.welcome, "Hello, I'm an AI Assistant here to answer any questions."],
    [ASSISTANT_TEXT.placeholder, 'Ask a question...'],
    [
      ASSISTANT_TEXT.knowledgeGap,
      "I can't give an accurate or relevant response to your query. I'll try again, if you rephrase it.",
    ],
    [ASSISTANT_TEXT.failure, "We've been notified that something went wrong, please try again."],
    [ASSISTANT_TEXT.messageSent, 'Message sent!'],
    [ASSISTANT_TEXT.helpRequestSubject, 'Website Visitor Needs Assistance'],
  ])('%s', (text, expected) => expect(text).toBe(expected));

  it('defaults: name Assistant, 2 misses, black button, resources/users/projects/courses, threshold 0.3, count 20, 3 strikes', () => {
    expect(ASSISTANT_DEFAULTS).toEqual({ name: 'Assistant', serviceDelayCount: 2, colorBtnBkg: 'black' });
    expect(DEFAULT_CONTENT_TYPES).toEqual(['resources', 'users', 'projects', 'courses']);
    expect(VECTOR_SEARCH_DEFAULTS).toEqual({ threshold: 0.3, count: 20, parentType: 'resourceGroup' });
    expect(PROFANITY_STRIKES).toBe(3);
  });
});

describe('chatInputError checks in order: empty, short with a period, no content type', () => {
  it.each([
    ['', ALL, 'Please enter a question so I can better assist you.'],
    ['   \n ', ALL, 'Please enter a question so I can better assist you.'],
    ['', [], 'Please enter a question so I can better assist you.'],
    ['a.b', ALL, 'Please enter a longer question so I can better assist you.'],
    ['...', [], 'Please enter a longer question so I can better assist you.'],
    [' ok. ', ALL, 'Please enter a longer question so I can better assist you.'],
    ['osha.', ALL, null],
    ['hi', ALL, null],
    ['OSHA', [], 'Select at least one content type to search.'],
    ['How do I apply?', ['resources'], null],
  ])('%j with %j → %j', (text, types, message) => {
    expect(chatInputError(text, types)).toBe(message);
    const parsed = ZPostChatMessage.safeParse({ content: text, contentTypes: types });
    expect(parsed.error?.issues[0]?.message ?? null).toBe(message);
  });
});

describe('isPrompt: three or more whitespace runs make a prompt', () => {
  it.each([
    ['OSHA', false, 'keyword'],
    ['OSHA safety basics', false, 'keyword'],
    ['  OSHA   safety  basics  ', false, 'keyword'],
    ['How do I apply', true, 'prompt'],
    ['How\tdo\n\nI apply?', true, 'prompt'],
    ['What does OSHA 10 cover?', true, 'prompt'],
  ])('%j → %s', (text, prompt, type) => {
    expect(isPrompt(text)).toBe(prompt);
    expect(promptTypeOf(text)).toBe(type);
  });
});

describe('isForwardEmail: an @ and a period', () => {
  it.each([
    ['visitor@example.org', true],
    [' visitor@example.org ', true],
    ['first.last@example', true],
    ['visitor@example', false],
    ['visitor.example.org', false],
    ['', false],
    ['vis itor@example.org', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('%j → %s', (email, ok) => {
    expect(isForwardEmail(email)).toBe(ok);
    expect(ZForwardChat.safeParse({ email, message: 'Do you have evening classes?' }).success).toBe(ok);
  });

  it('refuses with the form message', () => {
    expect(ZForwardChat.safeParse({ email: 'nope', message: 'Hello' }).error?.issues[0]?.message).toBe(
      'Enter a valid e-mail address.',
    );
  });
});

describe('forwardMessageError: the forward form needs a message (issue 25 #16)', () => {
  it.each([
    ['Do you have evening classes?', null],
    ['  ', 'Enter a message for our team.'],
    ['', 'Enter a message for our team.'],
    ['x'.repeat(2000), null],
    ['x'.repeat(2001), 'Keep your message under 2,000 characters.'],
  ])('%j → %s', (message, error) => {
    expect(forwardMessageError(message)).toBe(error);
    expect(ZForwardChat.safeParse({ email: 'a@b.co', message }).error?.issues[0]?.message ?? null).toBe(error);
  });

  it('refuses a forward without a message', () => {
    expect(ZForwardChat.safeParse({ email: 'a@b.co' }).error?.issues[0]?.message).toBe('Enter a message for our team.');
  });
});

describe('profanityReply: two warnings, then the third strike closes', () => {
  it.each([
    [1, "Let's keep it clean, try again.", false],
    [2, "Let's keep it clean, try again.", false],
    [3, 'Please refrain from using profanity.', true],
    [4, 'Please refrain from using profanity.', true],
  ])('strike %i → %j (close %s)', (strikes, message, close) => {
    expect(profanityReply(strikes)).toEqual({ message, close });
  });
});

describe('shouldOfferForward: after serviceDelayCount misses, with a service e-mail', () => {
  it.each([
    [{ misses: 1, hasServiceEmail: true }, false],
    [{ misses: 2, hasServiceEmail: true }, true],
    [{ misses: 3, hasServiceEmail: true }, true],
    [{ misses: 2, hasServiceEmail: false }, false],
    [{ misses: 2, serviceDelayCount: 3, hasServiceEmail: true }, false],
    [{ misses: 1, serviceDelayCount: 1, hasServiceEmail: true }, true],
    [{ misses: 2, serviceDelayCount: null, hasServiceEmail: true }, true],
  ])('%j → %s', (input, offer) => expect(shouldOfferForward(input)).toBe(offer));
});

describe('the progress texts', () => {
  it('read in order', () => {
    expect([
      PROGRESS_TEXT.retrieving(),
      PROGRESS_TEXT.retrieved(2, 5),
      PROGRESS_TEXT.composing(5),
      PROGRESS_TEXT.composed(5),
    ]).toEqual([
      'Retrieving relevant info...',
      'Retrieved 2 files & 5 nodes',
      'Composing answer from 5 nodes',
      'Answer composed from 5 nodes',
    ]);
  });

  it.each([
    [
      { items: [1, 2, 3], resourceIds: ['r1'], users: [], projects: [{}], courses: [] },
      { files: 2, nodes: 3 },
    ],
    [
      { items: [], resourceIds: [], users: [], projects: [], courses: [] },
      { files: 0, nodes: 0 },
    ],
  ])('counts files and nodes of %j', (found, counts) => expect(retrievalCounts(found)).toEqual(counts));
});

describe('names and content types', () => {
  it.each([
    [null, 'Assistant'],
    ['', 'Assistant'],
    ['  ', 'Assistant'],
    ['Ava', 'Ava'],
  ])('assistantName(%j) → %j', (name, shown) => expect(assistantName(name)).toBe(shown));

  it.each([
    [null, ['resources', 'users', 'projects', 'courses']],
    [[], ['resources', 'users', 'projects', 'courses']],
    [
      ['courses', 'resources', 'courses'],
      ['courses', 'resources'],
    ],
    [['files', 'projects'], ['projects']],
    [['files'], ['resources', 'users', 'projects', 'courses']],
  ])('assistantContentTypes(%j) → %j', (configured, types) => expect(assistantContentTypes(configured)).toEqual(types));
});

describe('ZVectorSearch', () => {
  it('defaults threshold 0.3 and count 20 and needs a searchText or prompt', () => {
    expect(ZVectorSearch.parse({ searchText: 'osha' })).toMatchObject({ threshold: 0.3, count: 20 });
    expect(ZVectorSearch.safeParse({ prompt: '  ' }).error?.issues[0]?.message).toBe(
      'searchText or prompt is required.',
    );
    expect(ZVectorSearch.safeParse({ searchText: 'x', threshold: 2 }).success).toBe(false);
  });
});
