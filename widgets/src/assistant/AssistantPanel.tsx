import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { assistantName, CHAT_INPUT_MAX, type ContentType, localizeMessage } from '@pathcraft/sdk';
import type { ToastItem } from '../ui/Toast.tsx';
import type { AssistantApi } from './assistant.api.ts';
import { text as T } from './assistant.messages.ts';
import type { PanelHandoff } from './assistant.state.ts';
import { ChatEntryView } from './ChatEntryView.tsx';
import { type ConversationParts, loadConversationParts } from './load-parts.ts';
import { safeHref } from './safe-href.ts';
import { useAssistant } from './use-assistant.ts';

export type CloseReason = 'user' | 'profanity';

type SheetModule = typeof import('../materials/MaterialSheet.tsx');

export interface AssistantPanelProps {
  api: AssistantApi;
  integrationId: string;
  /** The page that embeds the hosted assistant page (checked by the server). */
  originDomain?: string | undefined;
  /** 'launcher': a dialog opened from the launcher button; 'inline': part of the page (chatBox, hosted page). */
  variant: 'launcher' | 'inline';
  /** With it, a close button (and Escape) closes the assistant; the third profanity strike closes it too. */
  onClose?: ((reason: CloseReason) => void) | undefined;
  autoFocus?: boolean | undefined;
  /** With it, cited materials open in the material side sheet, whose styles it adds where the panel renders. */
  addStyles?: ((css: string) => void) | undefined;
  /** Taking over from the plain-DOM panel (assistant-open.ts): its conversation, inputs and session; its question is sent at once. */
  handoff?: PanelHandoff | undefined;
}

let toastCount = 0;

/**
 * The AI assistant (docs/rules.md#assistant). What a conversation shows once a question is asked
 * (answers in Markdown, sources, the forward form, its toast) loads with the first question
 * (conversation-parts.tsx): the chat is usable before it arrives.
 */
export function AssistantPanel({
  api,
  integrationId,
  originDomain,
  variant,
  onClose,
  autoFocus,
  addStyles,
  handoff,
}: AssistantPanelProps) {
  const { look, failed, state, ask, forward, openForward, newConversation } = useAssistant({
    api,
    integrationId,
    originDomain,
    onClosed: (reason) => onClose?.(reason),
    handoff,
  });
  const [text, setText] = useState(handoff?.text ?? '');
  const [chosen, setChosen] = useState<ContentType[] | null>(handoff?.chosen ?? null);
  const [traditional, setTraditional] = useState(handoff?.traditional ?? false);
  const [optionsOpen, setOptionsOpen] = useState(handoff?.optionsOpen ?? false);
  const handedQuestion = useRef(handoff?.question ?? null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const id = useId();
  const name = assistantName(look?.name);
  const types = chosen ?? look?.contentTypes ?? [];
  const [materialId, setMaterialId] = useState<string | null>(null);
  const [sheet, setSheet] = useState<SheetModule | null>(null);
  // Anonymous: the assistant signs its visitors out, so cited materials open read-only.
  const materialApi = useMemo(() => sheet?.createMaterialApi(api.base), [sheet, api.base]);
  const closeMaterial = useCallback(() => setMaterialId(null), []);
  const [parts, setParts] = useState<ConversationParts | null>(null);
  const [partsFailed, setPartsFailed] = useState(false);
  const needParts = state.forwardOpen || state.entries.some((e) => e.kind === 'question');
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const dismissToast = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  // Not LazyMaterialSheet: a module shared with <pathcraft-page> would be one more chunk the loader names.
  const openMaterial = (id: string) => {
    if (!addStyles) return;
    setMaterialId(id);
    if (!sheet)
      import('../materials/MaterialSheet.tsx').then(
        (m) => {
          addStyles(m.materialSheetCss);
          setSheet(m);
        },
        () => setMaterialId(null),
      );
  };

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    if (!needParts || parts) return;
    let live = true;
    loadConversationParts().then(
      (m) => {
        if (!live) return;
        addStyles?.(m.partsCss);
        setParts(m);
        setPartsFailed(false);
      },
      // Offline: the failure text, and the next entry tries again.
      () => live && setPartsFailed(true),
    );
    return () => {
      live = false;
    };
  }, [needParts, parts, addStyles, state.entries.length]);
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.entries, state.progress, parts]);

  async function submit(question: string, shown = false) {
    const sent = await ask(question, { contentTypes: types, traditional, shown });
    if (sent) setText('');
    input.current?.focus();
  }

  // The plain panel's question, shown already, is sent once this panel is up.
  useEffect(() => {
    const question = handedQuestion.current;
    handedQuestion.current = null;
    if (question !== null) void submit(question, true);
  });

  const toggleType = (type: ContentType, on: boolean) =>
    setChosen((look?.contentTypes ?? []).filter((t) => (t === type ? on : types.includes(t))));

  if (state.closed && !onClose) {
    return (
      <div className={`pc-as pc-as--${variant} pc-as--closed`} role="status">
        {T.profanityClose}
      </div>
    );
  }

  const asked = state.entries.some((e) => e.kind === 'question');
  const avatar = look?.agentImage ? safeHref(look.agentImage, api.base) : null;
  return (
    <>
      <section
        className={`pc-as pc-as--${variant}`}
        role={variant === 'launcher' ? 'dialog' : 'region'}
        aria-labelledby={`${id}-title`}
        data-state={look ? 'ready' : failed ? 'error' : 'loading'}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && onClose) {
            e.stopPropagation();
            onClose('user');
          }
        }}
      >
        <header className="pc-as__header" style={look ? { background: look.colorBtnBkg } : undefined}>
          {avatar ? <img className="pc-as__avatar" src={avatar} alt="" width={32} height={32} /> : null}
          <h2 id={`${id}-title`} className="pc-as__title">
            {name}
          </h2>
          {onClose ? (
            <button type="button" className="pc-as__close" aria-label={T.close(name)} onClick={() => onClose('user')}>
              ×
            </button>
          ) : null}
        </header>

        <div ref={log} className="pc-as__log" role="log" aria-live="polite" aria-label={T.conversation}>
          {state.entries.map((entry) => (
            <ChatEntryView
              key={entry.id}
              entry={entry}
              name={name}
              base={api.base}
              onForward={() => openForward(true)}
              onOpenMaterial={addStyles ? openMaterial : undefined}
              parts={parts}
            />
          ))}
          {failed || partsFailed ? <p className="pc-as__msg pc-as__notice pc-as__notice--error">{T.failure}</p> : null}
          {!asked && look?.defaultPrompts.length ? (
            <ul className="pc-as__prompts" aria-label={T.suggestedQuestions}>
              {look.defaultPrompts.map((prompt) => (
                <li key={prompt}>
                  <button type="button" onClick={() => void submit(prompt)}>
                    {prompt}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <p className="pc-as__progress" role="status">
          {state.busy && !state.entries.some((e) => e.kind === 'answer' && e.streaming) ? state.progress : ''}
        </p>

        {state.forwardOpen && parts ? (
          <parts.ForwardForm
            onSend={forward}
            onSent={() =>
              setToasts((list) => [
                ...list,
                {
                  id: `toast-sent-${++toastCount}`,
                  message: localizeMessage(T.messageSent),
                  variant: 'success',
                  persistent: false,
                },
              ])
            }
            onCancel={() => openForward(false)}
          />
        ) : null}

        <form
          className="pc-as__ask"
          onSubmit={(e) => {
            e.preventDefault();
            void submit(text);
          }}
        >
          <label className="pc-visually-hidden" htmlFor={`${id}-question`}>
            {T.ask(name)}
          </label>
          <input
            ref={input}
            id={`${id}-question`}
            type="text"
            autoComplete="off"
            placeholder={T.placeholder}
            maxLength={CHAT_INPUT_MAX}
            value={text}
            disabled={state.closed}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit" className="pc-as__send" disabled={state.busy || state.closed}>
            {T.send}
          </button>
        </form>

        <div className="pc-as__tools">
          <button
            type="button"
            className="pc-as__tool"
            aria-expanded={optionsOpen}
            aria-controls={`${id}-options`}
            onClick={() => setOptionsOpen(!optionsOpen)}
          >
            {T.searchOptions}
          </button>
          {look?.hasServiceEmail ? (
            <button type="button" className="pc-as__tool" onClick={() => openForward(!state.forwardOpen)}>
              {T.sendEmail}
            </button>
          ) : null}
          {asked ? (
            <button type="button" className="pc-as__tool" disabled={state.busy} onClick={newConversation}>
              {T.newConversation}
            </button>
          ) : null}
        </div>
        {optionsOpen ? (
          <div id={`${id}-options`} className="pc-as__options">
            <fieldset>
              <legend>{T.searchIn}</legend>
              {(look?.contentTypes ?? []).map((type) => (
                <label key={type}>
                  <input
                    type="checkbox"
                    checked={types.includes(type)}
                    onChange={(e) => toggleType(type, e.currentTarget.checked)}
                  />{' '}
                  {T.contentTypes[type]}
                </label>
              ))}
            </fieldset>
            <label>
              <input type="checkbox" checked={traditional} onChange={(e) => setTraditional(e.currentTarget.checked)} />{' '}
              {T.traditional}
            </label>
          </div>
        ) : null}
        {sheet && materialApi && addStyles ? (
          <sheet.MaterialSheet
            api={materialApi}
            materialId={materialId}
            onClose={closeMaterial}
            addStyles={addStyles}
            base={api.base}
          />
        ) : null}
      </section>
      {/* Where ToastProvider put it: after the panel. */}
      {parts ? <parts.ToastRegion toasts={toasts} onDismiss={dismissToast} /> : null}
    </>
  );
}
