import { text } from './assistant.messages.ts';
import type { ChatEntry } from './assistant.state.ts';
import type { ConversationEntryProps } from './conversation-parts.tsx';
import type { ConversationParts } from './load-parts.ts';

export interface ChatEntryViewProps extends Omit<ConversationEntryProps, 'entry'> {
  entry: ChatEntry;
  /** Answers, results and the forward offer render once these have loaded (the panel loads them with the first question). */
  parts: ConversationParts | null;
}

/** One entry of the conversation: the welcome, questions and notices at once, the rest with the conversation's parts. */
export function ChatEntryView({ entry, name, parts, ...rest }: ChatEntryViewProps) {
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
    case 'notice':
      return (
        <p className={`pc-as__msg pc-as__msg--assistant pc-as__notice pc-as__notice--${entry.tone}`}>{entry.text}</p>
      );
    default:
      return parts ? <parts.ConversationEntry entry={entry} name={name} {...rest} /> : null;
  }
}
