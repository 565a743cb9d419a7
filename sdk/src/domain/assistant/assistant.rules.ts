/**
 * The assistant's conversation rules (docs/rules.md#assistant), pure and
 * zod-free: the widget imports them to guide the visitor, the server to refuse bad input.
 * Profanity itself is judged on the server (the word list stays out of the widget); the
 * strike rule that follows from its answer lives here.
 */

/** The texts the specification quotes, in one place. */
export const ASSISTANT_TEXT = {
  welcome: "Hello, I'm an AI Assistant here to answer any questions.",
  placeholder: 'Ask a question...',
  emptyQuestion: 'Please enter a question so I can better assist you.',
  longerQuestion: 'Please enter a longer question so I can better assist you.',
  noContentType: 'Select at least one content type to search.',
  profanity: "Let's keep it clean, try again.",
  profanityClose: 'Please refrain from using profanity.',
  knowledgeGap: "I can't give an accurate or relevant response to your query. I'll try again, if you rephrase it.",
  failure: "We've been notified that something went wrong, please try again.",
  messageSent: 'Message sent!',
  helpRequestSubject: 'Website Visitor Needs Assistance',
  forwardOffer:
    'Would you like me to forward your question to our team? Leave your e-mail address and someone will get back to you.',
  forwardEmailInvalid: 'Enter a valid e-mail address.',
  forwardMessageRequired: 'Enter a message for our team.',
  forwardMessageTooLong: 'Keep your message under 2,000 characters.',
  noServiceEmail: 'This assistant does not forward questions.',
} as const;

/** What an assistant searches when it names no content types (docs/rules.md#assistant). */
export const DEFAULT_CONTENT_TYPES = ['resources', 'users', 'projects', 'courses'] as const;
export type ContentType = (typeof DEFAULT_CONTENT_TYPES)[number];

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  resources: 'Resources',
  users: 'People',
  projects: 'Projects',
  courses: 'Courses',
};

/** Defaults of an assistant integration (docs/rules.md#assistant). */
export const ASSISTANT_DEFAULTS = { name: 'Assistant', serviceDelayCount: 2, colorBtnBkg: 'black' } as const;

/** vectorSearch defaults (docs/rules.md#assistant). */
export const VECTOR_SEARCH_DEFAULTS = { threshold: 0.3, count: 20, parentType: 'resourceGroup' } as const;

/** Profanity strikes before the assistant closes (docs/rules.md#assistant). */
export const PROFANITY_STRIKES = 3;

/** Longest question a visitor may send. */
export const CHAT_INPUT_MAX = 2000;

export const assistantName = (name: string | null | undefined): string => name?.trim() || ASSISTANT_DEFAULTS.name;

export const isContentType = (value: unknown): value is ContentType =>
  (DEFAULT_CONTENT_TYPES as readonly unknown[]).includes(value);

/** An integration's content types: the known ones it lists, in order, else the defaults. */
export function assistantContentTypes(configured: readonly string[] | null | undefined): ContentType[] {
  const known = (configured ?? []).filter(isContentType);
  return known.length ? [...new Set(known)] : [...DEFAULT_CONTENT_TYPES];
}

/**
 * The chat input checks, in the specification's order: empty, then under 5 characters with a
 * period, then no content type selected. Null when the question may be sent.
 */
export function chatInputError(text: string, contentTypes: readonly string[]): string | null {
  const question = text.trim();
  if (question === '') return ASSISTANT_TEXT.emptyQuestion;
  if (question.length < 5 && question.includes('.')) return ASSISTANT_TEXT.longerQuestion;
  if (contentTypes.length === 0) return ASSISTANT_TEXT.noContentType;
  return null;
}

/** Three or more runs of whitespace make a prompt (a question to answer); fewer, a keyword search. */
export function isPrompt(text: string): boolean {
  return (text.trim().match(/\s+/g) ?? []).length >= 3;
}

export type PromptType = 'prompt' | 'keyword';
export const promptTypeOf = (text: string): PromptType => (isPrompt(text) ? 'prompt' : 'keyword');

/** The forward form's e-mail check: an @ and a period (and, so it can be replied to, no spaces). */
export function isForwardEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= 254 && value.includes('@') && value.includes('.') && !/\s/.test(value);
}

/** The longest message a visitor may send with a forwarded question. */
export const FORWARD_MESSAGE_MAX = 2000;

/** What is wrong with the message of the forward form ("Send us an e-mail"), or null: it is required. */
export function forwardMessageError(message: string): string | null {
  const value = message.trim();
  if (!value) return ASSISTANT_TEXT.forwardMessageRequired;
  if (value.length > FORWARD_MESSAGE_MAX) return ASSISTANT_TEXT.forwardMessageTooLong;
  return null;
}

export interface ProfanityReply {
  message: string;
  /** The third strike closes the assistant. */
  close: boolean;
}

/** The reply to the `strikes`-th profane message of a conversation (1-based). */
export function profanityReply(strikes: number): ProfanityReply {
  return strikes >= PROFANITY_STRIKES
    ? { message: ASSISTANT_TEXT.profanityClose, close: true }
    : { message: ASSISTANT_TEXT.profanity, close: false };
}

export interface ForwardOfferInput {
  /** Questions of this conversation no content could answer. */
  misses: number;
  serviceDelayCount?: number | null;
  hasServiceEmail: boolean;
}

/** After serviceDelayCount misses (default 2), and only with a service e-mail, offer to forward the question. */
export function shouldOfferForward({ misses, serviceDelayCount, hasServiceEmail }: ForwardOfferInput): boolean {
  return hasServiceEmail && misses >= (serviceDelayCount ?? ASSISTANT_DEFAULTS.serviceDelayCount);
}

/** The retrieval progress texts, in the order they show (docs/rules.md#assistant). */
export const PROGRESS_TEXT = {
  retrieving: () => 'Retrieving relevant info...',
  retrieved: (files: number, nodes: number) => `Retrieved ${files} files & ${nodes} nodes`,
  composing: (nodes: number) => `Composing answer from ${nodes} nodes`,
  composed: (nodes: number) => `Answer composed from ${nodes} nodes`,
} as const;

export interface RetrievalCountsInput {
  items: readonly unknown[];
  resourceIds: readonly unknown[];
  users: readonly unknown[];
  projects: readonly unknown[];
  courses: readonly unknown[];
}

/** Files are the records found (resources, people, projects, courses); nodes the passages. */
export function retrievalCounts(found: RetrievalCountsInput): { files: number; nodes: number } {
  return {
    files: found.resourceIds.length + found.users.length + found.projects.length + found.courses.length,
    nodes: found.items.length,
  };
}

/** What a widget shows of an assistant (POST /v1/assistant/sessions, GET /v1/assistant/integrations/:id). */
export interface AssistantLook {
  id: string;
  name: string;
  agentImage: string | null;
  colorBtnBkg: string;
  defaultPrompts: string[];
  contentTypes: ContentType[];
  serviceDelayCount: number;
  hasServiceEmail: boolean;
}

/** A conversation the widget started: its id and the short-lived token its calls carry (x-chat-token). */
export interface ChatSessionStart {
  sessionId: string;
  token: string;
  integration: AssistantLook;
}

/** A record an answer drew on: its title and link (absolute, or a path on the platform; null without a page). */
export interface ChatSource {
  n: number;
  kind: 'resource' | 'document' | 'course' | 'user' | 'project';
  id: string;
  title: string;
  url: string | null;
  snippet: string;
  /** The material a resource was made from ('Add Material'): the widget opens it in the material side sheet instead of the link. */
  materialId?: string | null;
}

/** The answer of POST /v1/api/content/vectorSearch (docs/rules.md#assistant), plus each record found once as a source. */
export interface VectorSearchAnswer {
  items: { id: string; similarity: number }[];
  resourceVecIds: string[];
  resourceIds: string[];
  users: { id: string; name: string | null; title: string | null; profilePicture: string | null }[];
  projects: { id: string; title: string }[];
  courses: { id: string; title: string; url: string | null }[];
  groups: { id: string; title: string }[];
  cdnFiles: unknown[];
  sources: ChatSource[];
  assistantMessageId: string | null;
  parentMessageId: string | null;
}
