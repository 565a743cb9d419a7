/**
 * The LIKE pattern of a search value typed by a caller, written for LIKE with backslash as the
 * escape character on both databases (PostgreSQL's default; SQLite gets `ESCAPE '\'`, see
 * likeSql): `%` and `_` are wildcards, `\%`, `\_` and `\\` stand for the character itself, and any
 * other backslash is a backslash. A value without wildcards means "contains", which is what a
 * search box wants.
 */
export function likePattern(value: string): string {
  let pattern = '';
  let wildcard = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    const next = value[i + 1];
    if (c === '\\' && (next === '%' || next === '_' || next === '\\')) {
      pattern += c + next;
      i++;
    } else if (c === '\\') {
      pattern += '\\\\';
    } else {
      if (c === '%' || c === '_') wildcard = true;
      pattern += c;
    }
  }
  return wildcard ? pattern : `%${pattern}%`;
}
