import type { ChatSource } from '@pathcraft/sdk';
import { text } from './assistant.messages.ts';
import type { ChatEntry } from './assistant.state.ts';
import { safeHref } from './markdown.ts';
import { Markdown } from './Markdown.tsx';

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

export interface ChatEntryViewProps {
  entry: ChatEntry;
  /** The assistant's name, for screen readers. */
  name: string;
  /** Where source paths resolve (the API's origin). */
  base: string;
  onForward: () => void;
  onOpenMaterial?: OpenMaterial | undefined;
}

export function ChatEntryView({ entry, name, base, onForward, onOpenMaterial }: ChatEntryViewProps) {
  switch (entry.kind) {
    case 'welcome':
      return (
        <div className="pc-as__msg pc-as__msg--assistant">
          <span className="pc-visually-hidden">{name}: </span>
          {entry.text}
        </div>
      );
    case 'question':
      return (
        <div className="pc-as__msg pc-as__msg--user">
          <span className="pc-visually-hidden">{text.you}</span>
          {entry.text}
        </div>
      );
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
    case 'notice':
      return (
        <p className={`pc-as__msg pc-as__msg--assistant pc-as__notice pc-as__notice--${entry.tone}`}>{entry.text}</p>
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
