/**
 * Characters a spreadsheet reads as the start of a formula, full-width forms included: at the
 * start of a cell, or after anything some spreadsheet splits cells or rows on (a comma, the
 * semicolon that az, ru and de locales use, a tab, a pipe, a line break), optionally after
 * spaces or quotes that a parser reading with another separator would leave in the cell.
 */
const FORMULA = /(^|[,;\t|\r\n])([\s"]*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * One CSV field (RFC 4180), always quoted. Text that any spreadsheet, whatever its list
 * separator, could read as a formula is defused with a ' before the formula character.
 */
export function csvField(value: string | number): string {
  const text =
    typeof value === 'number'
      ? String(value)
      : value.replace(FORMULA, "$1$2'").replace(/^(?=[\t\r])/, "'");
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows as RFC 4180 CSV: comma-separated, CRLF line ends, ending with a line break. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',') + '\r\n').join('');
}
