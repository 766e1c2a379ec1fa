// A formula start (full-width too) at a cell's start or after a separator (`;` in az/ru/de too).
const FORMULA = /(^|[,;\t|\r\n])([\s"]*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

// Always quoted (RFC 4180); a possible formula is defused with a ' before it.
export function csvField(value: string | number): string {
  const text =
    typeof value === 'number'
      ? String(value)
      : value.replace(FORMULA, "$1$2'").replace(/^(?=[\t\r])/, "'");
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',') + '\r\n').join('');
}
