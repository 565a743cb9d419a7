/**
 * What a conversation needs once a question is asked (docs/rules.md#assistant): answers in Markdown
 * with their sources, a traditional search's results, the offer to forward, the forward form and its
 * toast. A chunk of its own, loaded with the first question (or the forward form): the chat is
 * usable without it, and it arrives while the server retrieves.
 */
import type { ChatSource } from '@pathcraft/sdk';
import buttonCss from '../ui/button.css';
import toastCss from '../ui/toast.css';
import { text } from './assistant.messages.ts';
import type { ChatEntry } from './assistant.state.ts';
import conversationCss from './conversation.css';
import { Markdown } from './Markdown.tsx';
import { safeHref } from './safe-href.ts';

// The streamed answer's reader: the answer starts after the question and the search, when this chunk is here.
export { readEvents } from '@pathcraft/sdk';
export { ToastRegion } from '../ui/Toast.tsx';
export { ForwardForm } from './ForwardForm.tsx';

/** This chunk's styles, added where the panel renders when it loads. */
export const partsCss = [buttonCss, toastCss, conversationCss].join('\n');

/** Opens a cited material in the side sheet; without it, material sources stay links. */
export type OpenMaterial = (materialId: string) => void;

function SourceLink({
  source,
  base,
  onOpenMaterial,
}: {
  source: ChatSource;
  base: string;
  onOpenMaterial?: OpenMaterial | undefined;
}) {
  const href = source.url ? safeHref(source.url, base) : null;
  if (source.materialId && onOpenMaterial)
    return (
      <button
        type="button"
        className="pc-as__source-button"
        aria-haspopup="dialog"
        onClick={() => onOpenMaterial(source.materialId!)}
      >
        {source.title}
      </button>
    );
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {source.title}
    </a>
  ) : (
    source.title
  );
}

/** The records an answer drew on, beneath it: number, title and link. */
export function Sources({
  sources,
  base,
  onOpenMaterial,
}: {
  sources: ChatSource[];
  base: string;
  onOpenMaterial?: OpenMaterial | undefined;
}) {
  return (
    <div className="pc-as__sources">
      <p className="pc-as__sources-title">{text.sources}</p>
      <ol>
        {sources.map((s) => (
          <li key={`${s.kind}:${s.id}`} value={s.n}>
            <SourceLink source={s} base={base} onOpenMaterial={onOpenMaterial} />
          </li>
        ))}
      </ol>
    </div>
  );
}

export interface ConversationEntryProps {
  entry: Extract<ChatEntry, { kind: 'answer' | 'results' | 'forwardOffer' }>;
  /** The assistant's name, for screen readers. */
  name: string;
  /** Where source paths resolve (the API's origin). */
  base: string;
  onForward: () => void;
  onOpenMaterial?: OpenMaterial | undefined;
}

/** An answer, a traditional search's results, or the offer to forward. */
export function ConversationEntry({ entry, name, base, onForward, onOpenMaterial }: ConversationEntryProps) {
  switch (entry.kind) {
    case 'answer':
      return (
        <article
          className="pc-as__msg pc-as__msg--assistant pc-as__answer"
          aria-busy={entry.streaming}
          data-state={entry.streaming ? 'streaming' : entry.failed ? 'failed' : 'done'}
        >
          <span className="pc-visually-hidden">{name}: </span>
          <Markdown text={entry.text} base={base} />
          {entry.sources.length && !entry.streaming ? (
            <Sources sources={entry.sources} base={base} onOpenMaterial={onOpenMaterial} />
          ) : null}
          {entry.steps.length ? <p className="pc-as__meta">{entry.steps.join(' · ')}</p> : null}
        </article>
      );
    case 'results':
      return (
        <div className="pc-as__msg pc-as__msg--assistant pc-as__results">
          <ul>
            {entry.sources.map((s) => (
              <li key={`${s.kind}:${s.id}`}>
                <strong>
                  <SourceLink source={s} base={base} onOpenMaterial={onOpenMaterial} />
                </strong>
                <p>{s.snippet}</p>
              </li>
            ))}
          </ul>
          {entry.steps.length ? <p className="pc-as__meta">{entry.steps.join(' · ')}</p> : null}
        </div>
      );
    case 'forwardOffer':
      return (
        <div className="pc-as__msg pc-as__msg--assistant pc-as__offer">
          <p>{entry.text}</p>
          <button type="button" className="pc-button pc-button--primary" onClick={onForward}>
            {text.forwardMyQuestion}
          </button>
        </div>
      );
  }
}
