import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Styles are never shared by accident (docs/architecture.md, the web app): every class a feature styles or uses
// starts with the feature's name (`orders-card`, `mine-stat`), shared UI pieces keep theirs in a CSS file beside
// the component that imports it, the shell's start with `app-`, and no class is defined in two files.
const SRC = path.resolve(import.meta.dirname, '../src');
const FEATURES = fs.readdirSync(path.join(SRC, 'features'));

function files(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, pattern);
    return pattern.test(entry.name) ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

/** The classes a style sheet's selectors name (antd-mobile's own `adm-` classes aside). */
function cssClasses(text: string): string[] {
  const selectors = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .match(/[^{}]+(?=\{)/g)
    ?.filter((s) => !s.trim().startsWith('@'));
  return [
    ...new Set((selectors ?? []).flatMap((s) => [...s.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!))),
  ];
}

/** The class names spelled in a component's className-like attributes (strings, template pieces, ternaries). */
function usedClasses(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node))
      found.push(...node.text.split(/\s+/).filter((word) => /^-?[_a-zA-Z][\w-]*$/.test(word)));
    ts.forEachChild(node, collect);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && /className$/i.test(node.name.getText(source)) && node.initializer)
      collect(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const read = (file: string) => fs.readFileSync(path.join(SRC, file), 'utf8');
const ownerOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
/** `orders`, `orders-card`: named after `orders`. */
const namedAfter = (name: string) => (c: string) => c === name || c.startsWith(`${name}-`);
const OWNERS = [...FEATURES, 'app'];

describe('feature styles are scoped', () => {
  const sheets = files(SRC, /\.css$/);

  it('names every class of a feature’s style sheet after the feature, and the shell’s after app', () => {
    const wrong = sheets.flatMap((file) => {
      const owner = ownerOf(file);
      const name = owner ?? (file === 'app/styles.css' ? 'app' : null);
      return cssClasses(read(file))
        .filter((c) => !c.startsWith('adm-'))
        .filter((c) => (name ? !namedAfter(name)(c) : OWNERS.some((o) => namedAfter(o)(c))))
        .map((c) => `${file}: .${c}`);
    });
    expect(wrong).toEqual([]);
  });

  it('keeps each shared UI piece’s styles beside it, imported by it', () => {
    for (const file of sheets.filter((f) => f.startsWith('shared/'))) {
      const base = file.replace(/\.css$/, '');
      const component = ['.tsx', '.ts']
        .map((ext) => base + ext)
        .find((f) => fs.existsSync(path.join(SRC, f)));
      expect(component, `${file} has no component beside it`).toBeDefined();
      expect(read(component!), `${component} does not import its styles`).toContain(
        `import './${path.basename(file)}';`,
      );
    }
  });

  it('defines no class in two style sheets', () => {
    const where = new Map<string, string[]>();
    for (const file of sheets)
      for (const c of cssClasses(read(file)))
        if (!c.startsWith('adm-')) where.set(c, [...(where.get(c) ?? []), file]);
    expect([...where].filter(([, at]) => at.length > 1)).toEqual([]);
  });

  it('lets a feature’s components use only classes named after the feature', () => {
    const wrong = files(path.join(SRC, 'features'), /\.tsx$/).flatMap((file) => {
      const ownClass = namedAfter(ownerOf(file)!);
      return usedClasses(file, read(file))
        .filter((c) => !ownClass(c) && !c.startsWith('adm-'))
        .map((c) => `${file}: ${c}`);
    });
    expect(wrong).toEqual([]);
  });

  it('reads classes the way the rules above rely on', () => {
    expect(cssClasses('/* .x */ .a .adm-b, .c:hover {} @media (x) { .d { color: red } }')).toEqual([
      'a',
      'adm-b',
      'c',
      'd',
    ]);
    expect(
      usedClasses('x.tsx', "const a = <div className={`orders-a ${on ? 'orders-b' : ''}`} data-x=\"c\" />;"),
    ).toEqual(['orders-a', 'orders-b']);
  });
});
