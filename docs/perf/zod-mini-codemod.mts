/**
 * The mechanical part of issue 39's contract conversion to `zod/mini` (one commit, so it can be redone after
 * others' contract edits): every classic method call on a schema in `packages/api/src/contract/*.ts` becomes its
 * zod/mini form (`.optional()` → `z.optional(x)`, `.max(n)` → `.check(z.maxLength(n))` or `.check(z.lte(n))` by
 * the receiver's type, `.refine(f)` → `.check(z.refine(f))`, `.transform(f)` → `z.pipe(x, z.transform(f))`, …).
 * Run from the repository root: `npx tsx docs/perf/zod-mini-codemod.mts && npx prettier --write
 * packages/api/src/contract`. It prints what it left alone; by hand afterwards: `.trim()` → `.check(z.trim())`,
 * `z.object({...}).strict()` (also under `.partial()`) → `z.strictObject({...})`, `z.ZodType` → `z.ZodMiniType`,
 * `z.RefinementCtx` → `z.core.$RefinementCtx`, and `import type { z } from 'zod'` → `'zod/mini'` in the files
 * typecheck names (server routes and tests, the api client).
 */
import { writeFileSync } from 'node:fs';
import ts from 'typescript';

const root = process.cwd();
const files = ['account', 'calls', 'common', 'farm', 'farmV2', 'imports'].map(
  (f) => `${root}/packages/api/src/contract/${f}.ts`,
);
const program = ts.createProgram(files, {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  noEmit: true,
  skipLibCheck: true,
});
const checker = program.getTypeChecker();
const unsupported: string[] = [];
for (const file of files) {
  const sf = program.getSourceFile(file)!;
  const src = sf.text;
  const where = (n: ts.Node) => `${file.split('/').pop()}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
  const isZod = (node: ts.Expression) => !!checker.getTypeAtLocation(node).getProperty('_zod');
  const kindOf = (node: ts.Expression) => {
    const name = checker.typeToString(checker.getTypeAtLocation(node)).split('<')[0]!;
    if (/String|Array/.test(name)) return 'length';
    if (/Number/.test(name)) return 'number';
    return `?${name}`;
  };
  const text = (node: ts.Node): string => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      isZod(node.expression.expression)
    ) {
      const method = node.expression.name.text;
      const recvNode = node.expression.expression;
      const recv = text(recvNode);
      const args = node.arguments.map(text);
      const a = args.join(', ');
      const trivia = src.slice(recvNode.end, node.expression.name.getStart(sf)); // "\n  // c\n  ."
      const chk = (c: string) => `${recv}${trivia}check(${c})`;
      switch (method) {
        case 'optional':
        case 'nullable':
        case 'nullish':
        case 'array':
        case 'partial':
        case 'extend':
        case 'pipe':
          return `z.${method}(${[recv, ...args].join(', ')})`;
        case 'default':
          return `z._default(${recv}, ${a})`;
        case 'transform':
          return `z.pipe(${recv}, z.transform(${a}))`;
        case 'int':
        case 'positive':
        case 'nonnegative':
        case 'regex':
        case 'refine':
        case 'superRefine':
        case 'length':
          return chk(`z.${method}(${a})`);
        case 'min':
        case 'max': {
          const kind = kindOf(recvNode);
          if (kind === 'length') return chk(`z.${method === 'min' ? 'minLength' : 'maxLength'}(${a})`);
          if (kind === 'number') return chk(`z.${method === 'min' ? 'gte' : 'lte'}(${a})`);
          unsupported.push(`${where(node)} ${method} on ${kind}`);
          return `${recv}${trivia}${method}(${a})`;
        }
        case 'strict': {
          const m = /^z\.object\(([\s\S]*)\)$/.exec(recv);
          if (m) return `z.strictObject(${m[1]})`;
          const p = /^z\.partial\(z\.object\(([\s\S]*)\)\)$/.exec(recv);
          if (p) return `z.partial(z.strictObject(${p[1]}))`;
          unsupported.push(`${where(node)} strict on ${recv.slice(0, 40)}`);
          return `${recv}${trivia}strict()`;
        }
        case 'parse':
        case 'safeParse':
        case 'check':
          return `${recv}${trivia}${method}(${a})`;
        default:
          unsupported.push(`${where(node)} .${method}`);
          return `${recv}${trivia}${method}(${a})`;
      }
    }
    let out = '';
    let cursor = node.getStart(sf);
    node.forEachChild((child) => {
      const start = child.getStart(sf);
      out += src.slice(cursor, start) + text(child);
      cursor = child.end;
    });
    return out + src.slice(cursor, node.end);
  };
  let out = src.slice(0, sf.getStart(sf)) + text(sf);
  out = out.replace("from 'zod';", "from 'zod/mini';");
  writeFileSync(file, out);
}
console.log(unsupported.join('\n'));
