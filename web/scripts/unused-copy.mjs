/**
 * Lists the copy catalogue's keys (src/copy) that no file outside the catalogue and the tests
 * reads, through the TypeScript language service, so references follow aliases such as
 * `const t = staff.lists` and destructuring. An object read whole (indexed by a variable, passed
 * on, spread) counts as using every key it holds, so a key it lists is unread for certain; one it
 * does not list may still be unused. Exits 1 when it lists any. Run from web/:
 * `node scripts/unused-copy.mjs` (about 20 s: it type-checks the project).
 */
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const cfg = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(String(d.messageText));
    },
  },
);
const files = cfg.fileNames;
const host = {
  getScriptFileNames: () => files,
  getScriptVersion: () => '1',
  getScriptSnapshot: (f) =>
    ts.sys.fileExists(f) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f)) : undefined,
  getCurrentDirectory: () => root,
  getCompilationSettings: () => cfg.options,
  getDefaultLibFileName: ts.getDefaultLibFilePath,
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
};
const ls = ts.createLanguageService(host, ts.createDocumentRegistry());
const program = ls.getProgram();
const copyDir = path.join(root, 'src/copy') + path.sep;
const isTest = (f) => /__tests__|\.test\./.test(f);
const unused = [];
for (const sf of program.getSourceFiles()) {
  if (!sf.fileName.startsWith(copyDir) || isTest(sf.fileName)) continue;
  const visit = (node, trail) => {
    if (ts.isPropertyAssignment(node) || ts.isMethodDeclaration(node)) {
      const name = node.name.getText(sf);
      const here = [...trail, name];
      const refs = ls.findReferences(sf.fileName, node.name.getStart(sf)) ?? [];
      const used = refs.some((r) =>
        r.references.some(
          (x) => !x.isDefinition && !x.fileName.startsWith(copyDir) && !isTest(x.fileName),
        ),
      );
      const nested = node.initializer && ts.isObjectLiteralExpression(skip(node.initializer));
      if (!used && !nested) unused.push(`${path.relative(root, sf.fileName)}: ${here.join('.')}`);
      // An object read whole (indexed by a variable, passed on, spread) uses every key it holds.
      const whole =
        nested && refs.some((r) => r.references.some((x) => !x.isDefinition && escapes(x)));
      if (nested && !whole) ts.forEachChild(skip(node.initializer), (c) => visit(c, here));
      return;
    }
    if (ts.isVariableDeclaration(node)) {
      const refs = ls.findReferences(sf.fileName, node.name.getStart(sf)) ?? [];
      if (refs.some((r) => r.references.some((x) => !x.isDefinition && escapes(x)))) return;
      ts.forEachChild(node, (c) => visit(c, [node.name.getText(sf)]));
      return;
    }
    ts.forEachChild(node, (c) => visit(c, trail));
  };
  visit(sf, []);
}
/** Whether a reference reads its object other than by `.key` (directly or through an alias). */
function escapes(ref, seen = new Set()) {
  const file = program.getSourceFile(ref.fileName);
  let node = findNode(file, ref.textSpan.start);
  if (!node) return true;
  if (ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) node = node.parent;
  else if (
    ts.isShorthandPropertyAssignment(node.parent) ||
    ts.isExportSpecifier(node.parent) ||
    ts.isImportSpecifier(node.parent)
  )
    return false;
  const up = node.parent;
  if (ts.isPropertyAccessExpression(up) && up.expression === node) return false;
  if (ts.isVariableDeclaration(up) && up.initializer === node) {
    if (ts.isObjectBindingPattern(up.name)) return false;
    const key = `${ref.fileName}:${up.name.getStart(file)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const refs = ls.findReferences(ref.fileName, up.name.getStart(file)) ?? [];
    return refs.some((r) => r.references.some((x) => !x.isDefinition && escapes(x, seen)));
  }
  if (ts.isPropertyAssignment(node.parent) && node.parent.name === node) return false;
  return true;
}

function findNode(sf, pos) {
  const find = (n) =>
    pos >= n.getStart(sf) && pos < n.getEnd() ? (ts.forEachChild(n, find) ?? n) : undefined;
  return find(sf);
}

function skip(e) {
  while (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e))
    e = e.expression;
  return e;
}
if (unused.length) {
  console.log(unused.join('\n'));
  console.error(`${unused.length} catalogue keys nothing reads`);
  process.exitCode = 1;
}
