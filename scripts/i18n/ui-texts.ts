import ts from 'typescript';

/** Attributes whose string value a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'heading',
  'description',
  'helperText',
  'hint',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
]);
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text);

export interface StrayText {
  line: number;
  text: string;
}

/**
 * Words written straight into a component's markup instead of its area's catalogue: JSX text,
 * string literals placed as JSX children, and string values of attributes a person reads.
 */
export function strayTexts(fileName: string, source: string): StrayText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: StrayText[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      text: text.trim().slice(0, 60),
    });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isJsxElement(node.parent) &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      hasWords(node.expression.text)
    ) {
      report(node, node.expression.text);
    } else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) &&
            init.expression &&
            (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression))
          ? init.expression
          : null;
      if (literal && hasWords(literal.text)) report(node, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Dates and numbers written with a fixed or implicit locale instead of the sdk's Intl helpers. */
export function localeBypasses(source: string): number[] {
  const lines: number[] = [];
  source.split('\n').forEach((line, i) => {
    if (/\.toLocale(Date|Time)?String\(|new Intl\.(DateTimeFormat|NumberFormat)\(/.test(line)) lines.push(i + 1);
  });
  return lines;
}
