import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every label of the app goes through i18n, in both languages (docs/architecture.md, the web app). The only places
// that may spell Chinese text are the label resources: a feature's i18n.ts and the shared labels in
// src/shared/i18n/common*.ts. Comments may use Chinese terms; code may not.
const SRC = path.resolve(import.meta.dirname, '../src');
const LABEL_FILES = /(^|\/)i18n\.ts$|^shared\/i18n\/common(-en)?\.ts$/;
const HAN = /\p{Script=Han}/u;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Chinese text in string literals, template pieces and JSX text of one file, as `file:line: text`. */
function chineseLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)
        ? node.text
        : null;
    if (literal !== null && HAN.test(literal)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}: ${literal.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('labels', () => {
  it('no component or feature code spells Chinese text outside the i18n resources', () => {
    const files = sourceFiles(SRC).map((file) => path.relative(SRC, file).split(path.sep).join('/'));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) => !LABEL_FILES.test(file))
      .flatMap((file) => chineseLiterals(file, fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('finds Chinese in strings, templates and JSX text, and not in comments', () => {
    const code = [
      '// 合作 in a comment is fine',
      "const a = '合作';",
      'const b = `${a}注`;',
      'const c = <span>单关</span>;',
    ].join('\n');
    expect(chineseLiterals('x.tsx', code)).toEqual(['x.tsx:2: 合作', 'x.tsx:3: 注', 'x.tsx:4: 单关']);
  });
});
