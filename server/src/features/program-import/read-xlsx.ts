import { squash, type Block, tableRows } from './outline.ts';

/** More rows than any program's sheets hold; a huge sheet is read only this far. */
const MAX_ROWS_PER_SHEET = 5000;
const MAX_COLUMNS = 50;

/** A workbook as one section (the sheet's name) and one table of cell texts per visible sheet. */
export async function readXlsx(bytes: Buffer): Promise<Block[]> {
  // exceljs loads with the first workbook: ~330 ms and ~25 MB the server need not pay at start-up.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  // exceljs declares an ArrayBuffer (it hands the bytes to JSZip): the file's own bytes, copied out of Node's shared pool.
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const blocks: Block[] = [];
  for (const sheet of workbook.worksheets) {
    if (sheet.state === 'veryHidden') continue;
    const cellTexts: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (cellTexts.length >= MAX_ROWS_PER_SHEET) return;
      const cells: string[] = [];
      // Merged cells repeat the merged value (exceljs), so a group spanning columns reads on every column.
      // A cell's Alt+Enter line breaks are kept for tableRows.
      for (let col = 1; col <= Math.min(row.cellCount, MAX_COLUMNS); col++) cells.push(row.getCell(col).text ?? '');
      cellTexts.push(cells);
    });
    const rows = tableRows(cellTexts);
    blocks.push({ kind: 'section', text: squash(sheet.name) });
    if (rows.length) blocks.push({ kind: 'table', rows });
  }
  return blocks;
}
