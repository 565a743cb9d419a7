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

/**
 * A text's lines, each squashed, empty ones left out. Readers keep a hard line break (Word's
 * Shift+Enter, PowerPoint's soft return, Alt+Enter in an Excel cell) as '\n' so that one
 * paragraph or cell written as 'Label: value' lines reads as those lines in every format.
 */
export const linesOf = (text: string) =>
  text
    .split(/\r\n|[\n\r\v\u2028\u2029]/)
    .map(squash)
    .filter((line) => line !== '');

/**
 * A table's rows from its cells' texts (line breaks kept): a row whose only cell holds several
 * lines becomes a row per line, as if each were in a row of its own; every cell is squashed.
 */
export function tableRows(rows: string[][]): string[][] {
  return rows.flatMap((row) => {
    const filled = row.filter((cell) => squash(cell) !== '');
    if (filled.length === 1 && linesOf(filled[0]!).length > 1)
      return linesOf(filled[0]!).map((line) => row.map((cell) => (cell === filled[0] ? line : '')));
    const cells = row.map(squash);
    return cells.some((cell) => cell !== '') ? [cells] : [];
  });
}
