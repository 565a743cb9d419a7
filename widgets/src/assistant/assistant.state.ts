/**
 * The conversation as plain data (docs/rules.md#assistant): the welcome, questions, streamed answers with
 * their progress and sources, the spec's notices, knowledge gaps and the offer to forward.
 * A reducer, so it is tested without rendering.
 */
import {
  profanityReply,
  shouldOfferForward,
  type AssistantLook,
  type ChatSessionStart,
  type ChatSource,
  type ContentType,
} from '@pathcraft/sdk';
import { text as T } from './assistant.messages.ts';

export type ChatEntry =
  | { id: string; kind: 'welcome'; text: string }
  | { id: string; kind: 'question'; text: string }
  | {
      id: string;
      kind: 'answer';
      text: string;
      streaming: boolean;
      sources: ChatSource[];
      steps: string[];
      failed: boolean;
    }
  | { id: string; kind: 'results'; sources: ChatSource[]; steps: string[] }
  | { id: string; kind: 'notice'; text: string; tone: 'info' | 'error' }
  | { id: string; kind: 'forwardOffer'; text: string };

export interface ChatState {
  entries: ChatEntry[];
  /** A question is being answered: the input waits. */
  busy: boolean;
  /** What the assistant is doing now (the progress texts), for the status region. */
  progress: string | null;
  /** Questions of this conversation no content answered. */
  misses: number;
  strikes: number;
  /** The third profanity strike closed the assistant. */
  closed: boolean;
  forwardOpen: boolean;
}

export type ChatAction =
  | { type: 'asked'; id: string; text: string }
  | { type: 'notice'; text: string; tone?: 'info' | 'error' }
  | { type: 'progress'; text: string }
  /** `retrieved` and `composing`: the progress texts shown with the answer while it streams. */
  | { type: 'answerStarted'; id: string; retrieved: string; composing: string }
  | { type: 'answerText'; id: string; text: string }
  | { type: 'answerSources'; id: string; sources: ChatSource[] }
  | { type: 'answerDone'; id: string; composed: string }
  | { type: 'answerFailed'; id: string }
  | { type: 'results'; id: string; sources: ChatSource[]; retrieved: string }
  /** No content answered; `answerId`: the streamed answer that turned out to be the gap reply, replaced by the notice. */
  | { type: 'missed'; answerId?: string; serviceDelayCount: number; hasServiceEmail: boolean }
  | { type: 'profanity'; strikes: number }
  | { type: 'failed' }
  | { type: 'forwardForm'; open: boolean }
  | { type: 'forwarded' }
  /** A new conversation: the welcome only. */
  | { type: 'reset' };

let counter = 0;
// With the time: a conversation restored after a reload holds ids of the page before.
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

export function initialChatState(): ChatState {
  return {
    entries: [{ id: 'welcome', kind: 'welcome', text: T.welcome }],
    busy: false,
    progress: null,
    misses: 0,
    strikes: 0,
    closed: false,
    forwardOpen: false,
  };
}

/** A conversation kept over a reload (conversation-store.ts), without an answer the reload cut off. */
export function restoredChatState(
  saved: { state: Pick<ChatState, 'entries' | 'misses' | 'strikes'> } | null,
): ChatState {
  if (!saved) return initialChatState();
  const { entries, misses, strikes } = saved.state;
  return {
    ...initialChatState(),
    entries: entries.filter((e) => !(e.kind === 'answer' && e.streaming)),
    misses,
    strikes,
  };
}

/**
 * What the plain-DOM open panel (assistant-open.ts) hands to the Preact one when it takes over:
 * the conversation so far (the welcome, notices, and a question being asked as the last entry),
 * what the visitor typed and chose, and the session it started.
 */
export interface PanelHandoff {
  /** Welcome, question and notice entries only (what the plain panel draws). */
  entries: ChatEntry[];
  /** The question box's text. */
  text: string;
  /** Content types the visitor chose in the search options (null: the assistant's own). */
  chosen: ContentType[] | null;
  traditional: boolean;
  optionsOpen: boolean;
  /** The question shown last in `entries` and not yet sent, or null. */
  question: string | null;
  forwardOpen: boolean;
  /** The look it drew with (none yet in the page, until its conversation started). */
  look: AssistantLook | null;
  /** The conversation the plain panel started when it opened (rejected when that failed). */
  session: Promise<ChatSessionStart>;
  failed: boolean;
}

/** The conversation as the plain panel leaves it: busy while its question is being sent. */
export function handedOverState(handoff: Pick<PanelHandoff, 'entries' | 'question' | 'forwardOpen'>): ChatState {
  return {
    ...initialChatState(),
    entries: handoff.entries,
    busy: handoff.question !== null,
    forwardOpen: handoff.forwardOpen,
  };
}

const notice = (text: string, tone: 'info' | 'error' = 'info'): ChatEntry => ({
  id: nextId('notice'),
  kind: 'notice',
  text,
  tone,
});

function updateAnswer(
  state: ChatState,
  id: string,
  change: (a: Extract<ChatEntry, { kind: 'answer' }>) => ChatEntry,
): ChatEntry[] {
  return state.entries.map((e) => (e.id === id && e.kind === 'answer' ? change(e) : e));
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'asked':
      return {
        ...state,
        busy: true,
        progress: null,
        entries: [...state.entries, { id: action.id, kind: 'question', text: action.text }],
      };
    case 'notice':
      return { ...state, busy: false, progress: null, entries: [...state.entries, notice(action.text, action.tone)] };
    case 'progress':
      return { ...state, progress: action.text };
    case 'answerStarted':
      return {
        ...state,
        progress: action.composing,
        entries: [
          ...state.entries,
          {
            id: action.id,
            kind: 'answer',
            text: '',
            streaming: true,
            sources: [],
            steps: [action.retrieved, action.composing],
            failed: false,
          },
        ],
      };
    case 'answerText':
      return { ...state, entries: updateAnswer(state, action.id, (a) => ({ ...a, text: a.text + action.text })) };
    case 'answerSources':
      return { ...state, entries: updateAnswer(state, action.id, (a) => ({ ...a, sources: action.sources })) };
    case 'answerDone':
      return {
        ...state,
        busy: false,
        progress: null,
        entries: updateAnswer(state, action.id, (a) => ({
          ...a,
          streaming: false,
          steps: [a.steps[0]!, action.composed],
        })),
      };
    case 'answerFailed':
      return {
        ...state,
        busy: false,
        progress: null,
        entries: updateAnswer(state, action.id, (a) => ({
          ...a,
          streaming: false,
          failed: true,
          steps: [],
          text: a.text ? `${a.text}\n\n${T.failure}` : T.failure,
        })),
      };
    case 'results':
      return {
        ...state,
        busy: false,
        progress: null,
        entries: [
          ...state.entries,
          { id: action.id, kind: 'results', sources: action.sources, steps: [action.retrieved] },
        ],
      };
    case 'missed': {
      const misses = state.misses + 1;
      const entries = [...state.entries.filter((e) => e.id !== action.answerId), notice(T.knowledgeGap)];
      const offer = shouldOfferForward({
        misses,
        serviceDelayCount: action.serviceDelayCount,
        hasServiceEmail: action.hasServiceEmail,
      });
      if (offer) entries.push({ id: nextId('offer'), kind: 'forwardOffer', text: T.forwardOffer });
      return { ...state, busy: false, progress: null, misses, entries };
    }
    case 'profanity': {
      const reply = profanityReply(action.strikes);
      return {
        ...state,
        busy: false,
        progress: null,
        strikes: action.strikes,
        closed: reply.close,
        entries: [...state.entries, notice(reply.message, 'error')],
      };
    }
    case 'failed':
      return { ...state, busy: false, progress: null, entries: [...state.entries, notice(T.failure, 'error')] };
    case 'forwardForm':
      return { ...state, forwardOpen: action.open };
    case 'forwarded':
      return { ...state, forwardOpen: false };
    case 'reset':
      return initialChatState();
  }
}

/** The conversation so far, for the model: questions and answers, the last ten. */
export function chatHistory(state: ChatState): { role: 'user' | 'assistant'; content: string }[] {
  type Turn = { role: 'user' | 'assistant'; content: string };
  const turns = state.entries.flatMap((e): Turn[] =>
    e.kind === 'question'
      ? [{ role: 'user', content: e.text }]
      : e.kind === 'answer' && !e.failed && e.text
        ? [{ role: 'assistant', content: e.text }]
        : [],
  );
  return turns.slice(-10);
}
