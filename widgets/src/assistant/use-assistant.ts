import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  ASSISTANT_TEXT,
  chatInputError,
  PathcraftError,
  retrievalCounts,
  type AssistantLook,
  type ChatSessionStart,
  type ContentType,
} from '@pathcraft/sdk';
import type { AssistantApi } from './assistant.api.ts';
import { text as T } from './assistant.messages.ts';
import {
  chatHistory,
  chatReducer,
  handedOverState,
  restoredChatState,
  type ChatState,
  type PanelHandoff,
} from './assistant.state.ts';
import { readConversation, saveConversation, type SavedConversation } from './conversation-store.ts';

export interface UseAssistantOptions {
  api: AssistantApi;
  integrationId: string;
  /** The page that embeds the hosted assistant page. */
  originDomain?: string | undefined;
  /** The third profanity strike closes the assistant. */
  onClosed?: (reason: 'profanity') => void;
  /** The plain-DOM panel's conversation and session, when this one takes over from it (assistant-open.ts). */
  handoff?: PanelHandoff | undefined;
}

export interface AskOptions {
  contentTypes: ContentType[];
  /** A traditional search lists the content found instead of composing an answer. */
  traditional?: boolean;
  /** The question is shown already (the plain panel checked it and showed it before handing over): only send it. */
  shown?: boolean;
}

export interface AssistantActions {
  /** Checks the question (docs/rules.md#assistant), then stores it, retrieves, and streams the answer. False when refused. */
  ask(text: string, options: AskOptions): Promise<boolean>;
  openForward(open: boolean): void;
  /** Forgets this conversation and starts another. */
  newConversation(): void;
  /** Sends the help-request e-mail with the visitor's message (ForwardForm checks both first); null when sent, else what to show. */
  forward(email: string, message: string): Promise<ForwardProblem | null>;
}

export interface ForwardProblem {
  field: 'email' | 'message' | null;
  message: string;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

/**
 * One conversation with one assistant: started when the panel opens, reset by a new integration,
 * kept over a reload of the tab (conversation-store.ts) with the server conversation it belongs to.
 */
export function useAssistant({
  api,
  integrationId,
  originDomain,
  onClosed,
  handoff,
}: UseAssistantOptions): { look: AssistantLook | null; failed: boolean; state: ChatState } & AssistantActions {
  const [look, setLook] = useState<AssistantLook | null>(handoff?.look ?? null);
  const [failed, setFailed] = useState(handoff?.failed ?? false);
  const saved = useRef<SavedConversation | null | undefined>(undefined);
  // The plain panel only hands over a conversation nobody kept (it lets a kept one load this panel at once).
  if (saved.current === undefined) saved.current = handoff ? null : readConversation(integrationId);
  const [state, dispatch] = useReducer(chatReducer, null, () =>
    handoff ? handedOverState(handoff) : restoredChatState(saved.current ?? null),
  );
  const handedSession = useRef(handoff?.session);
  const stateRef = useRef(state);
  stateRef.current = state;
  const session = useRef<Promise<ChatSessionStart> | null>(null);
  const current = useRef<ChatSessionStart | null>(null);
  const closedRef = useRef(onClosed);
  closedRef.current = onClosed;

  const startSession = useCallback(() => {
    // A restored conversation goes on in its server conversation; once its token expires, a new one starts.
    const restored = saved.current?.session;
    saved.current = null;
    const started = handedSession.current;
    handedSession.current = undefined;
    session.current ??= (
      restored ? Promise.resolve(restored) : (started ?? api.start(integrationId, originDomain))
    ).then(
      (s) => (current.current = s),
      (err: unknown) => {
        session.current = null;
        throw err;
      },
    );
    return session.current;
  }, [api, integrationId, originDomain]);

  useEffect(() => {
    if (state.busy) return;
    const s = current.current;
    if (state.closed) saveConversation(integrationId, null);
    else if (s && state.entries.some((e) => e.kind === 'question'))
      saveConversation(integrationId, {
        session: s,
        state: { entries: state.entries, misses: state.misses, strikes: state.strikes },
      });
  }, [state, integrationId]);

  useEffect(() => {
    let live = true;
    session.current = null;
    startSession()
      .then((s) => live && setLook(s.integration))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [startSession]);

  /** The third strike: this conversation takes no more questions, so a reload must not bring it back. */
  const closeForGood = useCallback(() => {
    saveConversation(integrationId, null);
    closedRef.current?.('profanity');
  }, [integrationId]);

  const ask = useCallback(
    async (text: string, { contentTypes, traditional = false, shown = false }: AskOptions) => {
      const question = text.trim();
      let history: ReturnType<typeof chatHistory>;
      if (shown) {
        // The plain panel showed it as the last entry: the model's history is what came before.
        const { entries } = stateRef.current;
        history = chatHistory({ ...stateRef.current, entries: entries.slice(0, -1) });
      } else {
        if (stateRef.current.busy || stateRef.current.closed) return false;
        const problem = chatInputError(text, contentTypes);
        if (problem) {
          dispatch({ type: 'notice', text: problem, tone: 'error' });
          return false;
        }
        history = chatHistory(stateRef.current);
        dispatch({ type: 'asked', id: nextId('q'), text: question });
      }
      let answerId: string | null = null;
      try {
        const s = await startSession();
        const asked = await api.ask(s, question, contentTypes);
        if (asked.profane) {
          dispatch({ type: 'profanity', strikes: asked.strikes });
          if (asked.closed) closeForGood();
          return true;
        }
        dispatch({ type: 'progress', text: T.progress.retrieving() });
        const { promptType } = asked.message;
        const found = await api.search(s, {
          ...(promptType === 'prompt' ? { prompt: question } : { searchText: question }),
          contentTypes,
          chatMessageId: asked.message.id,
        });
        const { files, nodes } = retrievalCounts(found);
        dispatch({ type: 'progress', text: T.progress.retrieved(files, nodes) });
        if (found.items.length === 0) {
          dispatch({
            type: 'missed',
            serviceDelayCount: s.integration.serviceDelayCount,
            hasServiceEmail: s.integration.hasServiceEmail,
          });
          return true;
        }
        if (traditional) {
          dispatch({
            type: 'results',
            id: nextId('r'),
            sources: found.sources,
            retrieved: T.progress.retrieved(files, nodes),
          });
          return true;
        }
        const id = (answerId = nextId('a'));
        dispatch({
          type: 'answerStarted',
          id,
          retrieved: T.progress.retrieved(files, nodes),
          composing: T.progress.composing(nodes),
        });
        let streamFailed = false;
        let gap = false;
        for await (const event of api.answer(s, {
          prompt: question,
          promptType,
          chatMessageId: found.assistantMessageId,
          resourceVecIds: found.resourceVecIds,
          chatHistory: history,
        })) {
          if (event.type === 'text') dispatch({ type: 'answerText', id, text: event.text });
          else if (event.type === 'sources') dispatch({ type: 'answerSources', id, sources: event.sources });
          else if (event.type === 'gap') gap = true;
          else streamFailed = true;
        }
        // The content found did not answer: a miss, as when nothing is found (it counts toward the forward offer).
        if (gap && !streamFailed)
          dispatch({
            type: 'missed',
            answerId: id,
            serviceDelayCount: s.integration.serviceDelayCount,
            hasServiceEmail: s.integration.hasServiceEmail,
          });
        else
          dispatch(
            streamFailed
              ? { type: 'answerFailed', id }
              : { type: 'answerDone', id, composed: T.progress.composed(nodes) },
          );
        return true;
      } catch (err) {
        if (
          err instanceof PathcraftError &&
          err.code === 'forbidden' &&
          err.message === ASSISTANT_TEXT.profanityClose
        ) {
          dispatch({ type: 'profanity', strikes: 3 });
          closeForGood();
          return true;
        }
        // An expired conversation: the next question starts a new one.
        if (err instanceof PathcraftError && err.code === 'unauthorized') session.current = null;
        dispatch(answerId ? { type: 'answerFailed', id: answerId } : { type: 'failed' });
        return true;
      }
    },
    [api, startSession, closeForGood],
  );

  const forward = useCallback(
    async (email: string, message: string): Promise<ForwardProblem | null> => {
      try {
        await api.forward(await startSession(), email, message);
        dispatch({ type: 'forwarded' });
        return null;
      } catch (err) {
        return {
          field: null,
          message: err instanceof PathcraftError && err.code === 'bad_request' ? err.message : T.failure,
        };
      }
    },
    [api, startSession],
  );

  const openForward = useCallback((open: boolean) => dispatch({ type: 'forwardForm', open }), []);

  const newConversation = useCallback(() => {
    if (stateRef.current.busy) return;
    saveConversation(integrationId, null);
    session.current = null;
    current.current = null;
    dispatch({ type: 'reset' });
    startSession().catch(() => setFailed(true));
  }, [integrationId, startSession]);

  return { look, failed, state, ask, forward, openForward, newConversation };
}
