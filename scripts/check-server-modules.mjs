// Fails when server/modules/ loses the shape server/README.md describes:
//   1. no import loop between modules (a module's files import another module's, never back);
//   2. another module reaches loans/ only through its front door, loans/loans-front-door.ts;
//   3. SQL lives in repositories: only `*-repository.ts` files import drizzle-orm's query helpers.
// Tests are left out: they may read any table to check what a route wrote.
//   node scripts/check-server-modules.mjs
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/process.mjs';

const modules = path.join(root, 'server', 'modules');
const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
export const FRONT_DOORS = { loans: 'loans-front-door.ts', servicing: 'servicing-front-door.ts' };

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|-test-kit\.ts$/.test(entry.name)) yield full;
  }
}

/** Each file's imports, as module-relative paths (`loans/loan-repository.ts`) or package names. */
export function importsOf(files) {
  return files.map(({ file, text }) => {
    const targets = [];
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.')) {
        targets.push(specifier);
        continue;
      }
      const target = path.relative(modules, path.resolve(path.dirname(path.join(modules, file)), specifier));
      if (!target.startsWith('..'))
        targets.push(`${target.split(path.sep).join('/').replace(/\.ts$/, '')}.ts`);
    }
    return { file, targets };
  });
}

/** The rule each import breaks, as lines for the report. */
export function findProblems(files) {
  const problems = [];
  const edges = new Map();
  for (const { file, targets } of importsOf(files)) {
    const from = file.split('/')[0];
    for (const target of targets) {
      if (target === 'drizzle-orm' && !/-repository\.ts$/.test(file)) {
        problems.push(`server/modules/${file}: imports drizzle-orm, but SQL belongs in a *-repository.ts`);
      }
      if (!target.endsWith('.ts')) continue;
      const to = target.split('/')[0];
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      const door = FRONT_DOORS[to];
      if (door && target !== `${to}/${door}`) {
        problems.push(
          `server/modules/${file} → ${target}: another module reaches ${to}/ through ${to}/${door}`,
        );
      }
    }
  }
  for (const loop of loopsIn(edges))
    problems.push(`modules import each other in a loop: ${loop.join(' → ')}`);
  return problems;
}

/** Every loop of the module graph, each named once from its smallest module. */
export function loopsIn(edges) {
  const loops = new Set();
  const walk = (start, node, trail) => {
    for (const next of edges.get(node) ?? []) {
      if (next === start) {
        const smallest = trail.indexOf([...trail].sort()[0]);
        loops.add([...trail.slice(smallest), ...trail.slice(0, smallest), trail[smallest]].join(' → '));
      } else if (!trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const start of edges.keys()) walk(start, start, [start]);
  return [...loops].map((line) => line.split(' → '));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = [...sourceFiles(modules)].map((full) => ({
    file: path.relative(modules, full).split(path.sep).join('/'),
    text: readFileSync(full, 'utf8'),
  }));
  const problems = findProblems(files);
  for (const line of problems) console.log(line);
  console.log(
    problems.length === 0
      ? `server/modules: ${files.length} files, no loop between modules, loans/ entered by its front door, SQL only in repositories.`
      : `${problems.length} problems in the shape of server/modules.`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
