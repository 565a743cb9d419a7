/**
 * The neutral shape every program document is read into, so one set of rules
 * (find-program.ts) finds the program in Word, PowerPoint and Excel files alike.
 */
export type Block =
  /** A heading: a Word heading or title, a slide title. */
  | { kind: 'heading'; text: string }
  /** A part of the file with a name: a worksheet, a slide. Not a competency group. */
  | { kind: 'section'; text: string }
  | { kind: 'paragraph'; text: string; bullet: boolean }
  /** Rows of cell texts, merged cells repeated or left empty as the format gives them. */
  | { kind: 'table'; rows: string[][] };

/** Whitespace (including non-breaking spaces and line breaks inside a cell) as single spaces. */
export const squash = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();
