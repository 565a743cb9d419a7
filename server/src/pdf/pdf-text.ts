/** Helvetica (WinAnsi) can't draw every character: anything else becomes '?', so a name never breaks the document. */
export function winAnsi(text: string): string {
  return text.normalize('NFC').replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u20AC]/g, '?');
}
