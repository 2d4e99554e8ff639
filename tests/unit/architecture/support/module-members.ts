import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** One assignment the rule refuses, where it is and why. */
export interface MemberFinding {
  /** Path relative to the scanned root, with `/`. */
  readonly file: string;
  readonly line: number;
  /** The assignment's target as written (`trading.familyOf`). */
  readonly target: string;
  /**
   * `owner`: the member is declared in another module's folder; `hook`: a function is put into another object (a
   * hook only its owner's declared extension point may take).
   */
  readonly rule: 'owner' | 'hook';
}

/** Every `.ts` file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/** The first folder of `file` under `root` ('' for a file at the root). */
function folderOf(root: string, file: string): string {
  const parts = relative(root, file).split(sep);
  return parts.length > 1 ? parts[0] : '';
}

/** The assignment operators: `=`, the compound ones (`+=`, `??=` …). */
function isAssignment(kind: ts.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

function unwrapped(node: ts.Expression): ts.Expression {
  let e = node;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e))
    e = e.expression;
  return e;
}

/** `x.m` or `x['m']`: the receiver and the member's name node; undefined for anything else. */
function memberTarget(node: ts.Expression): { receiver: ts.Expression; name: ts.Node } | undefined {
  const e = unwrapped(node);
  if (ts.isPropertyAccessExpression(e)) return { receiver: e.expression, name: e.name };
  if (ts.isElementAccessExpression(e) && ts.isStringLiteralLike(e.argumentExpression))
    return { receiver: e.expression, name: e.argumentExpression };
  return undefined;
}

/** What an assignment, `++` or `--` writes, and the value it writes (none for `++`/`--`). */
function writes(node: ts.Node): { target: ts.Expression; value?: ts.Expression } | undefined {
  if (ts.isBinaryExpression(node) && isAssignment(node.operatorToken.kind)) return { target: node.left, value: node.right };
  const counted = ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node);
  if (counted && (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken))
    return { target: node.operand };
  return undefined;
}

/**
 * The assignments under `root` that write another module's members: a module is a folder of `root` with a
 * `module.ts`; folders without one (shared infrastructure) and declarations outside `root` own no members here. The
 * type checker says where each assigned member is declared, so a record a module keeps (its own rows) passes and the
 * engine of another module does not, whatever the variable is called.
 */
export function memberAssignments(root: string, files: readonly string[], options: ts.CompilerOptions): MemberFinding[] {
  const program = ts.createProgram([...files], options);
  const checker = program.getTypeChecker();
  const moduleOf = (file: string): string | undefined => {
    const rel = relative(root, file);
    if (rel.startsWith('..')) return undefined;
    const folder = folderOf(root, file);
    return folder !== '' && existsSync(join(root, folder, 'module.ts')) ? folder : undefined;
  };
  const findings: MemberFinding[] = [];
  for (const source of program.getSourceFiles()) {
    if (relative(root, source.fileName).startsWith('..') || source.isDeclarationFile) continue;
    const here = folderOf(root, source.fileName);
    const found = (node: ts.Node, target: ts.Expression, rule: MemberFinding['rule']) =>
      findings.push({
        file: relative(root, source.fileName).split(sep).join('/'),
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        target: target.getText(source),
        rule,
      });
    const visit = (node: ts.Node): void => {
      const write = writes(node);
      const member = write && memberTarget(write.target);
      if (write && member && member.receiver.kind !== ts.SyntaxKind.ThisKeyword) {
        const declared = checker.getSymbolAtLocation(member.name)?.declarations ?? [];
        const owners = declared.map((d) => moduleOf(d.getSourceFile().fileName));
        if (owners.some((owner) => owner !== undefined && owner !== here)) found(node, write.target, 'owner');
        const value = write.value && unwrapped(write.value);
        if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) found(node, write.target, 'hook');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}

/** The repository's compiler options (tsconfig.json) for a program of the simulator alone. */
export function compilerOptions(repoRoot: string): ts.CompilerOptions {
  const config = ts.readConfigFile(join(repoRoot, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, repoRoot);
  return { ...parsed.options, noEmit: true, types: ['node'] };
}
