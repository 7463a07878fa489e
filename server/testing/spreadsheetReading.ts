/** How a spreadsheet reads a CSV line, for tests of what an exported file would run. */

/**
 * A spreadsheet's lenient reading of one CSV line with `delimiter`: a quote
 * opens a quoted cell only at the cell's start; anywhere else it is text.
 */
export function readLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i <= line.length) {
    let cell = "";
    if (line[i] === '"') {
      i++;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else cell += line[i++];
      }
    }
    while (i < line.length && line[i] !== delimiter) cell += line[i++];
    cells.push(cell);
    i++;
  }
  return cells;
}

/** What a spreadsheet would run: a cell whose text, past spaces and quote marks, starts a formula. */
export const cellRunsAsFormula = (cell: string) => /^[\s"]*[=+\-@]/.test(cell) || /^[\t\r]/.test(cell);
