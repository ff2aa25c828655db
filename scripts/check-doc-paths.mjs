// Fails when a README, a doc or a comment names a file or folder of the project that does not exist — a moved
// module, a deleted test, a renamed folder. Two kinds of mention are checked in every tracked text file:
//   - a path from a top folder (`src/lib/i18n/i18n.ts`, `tests/e2e/`, `docs/decisions/014`): it must exist (a
//     decision may be named by its number alone; a module may be named without its extension);
//   - a bare file name (`tab-bar.tsx`, `RELIABILITY.md`): some tracked file must have that name.
// Import specifiers are left to the compiler, and a mention that goes on with `*`, `<` or `{` is a pattern.
//   node scripts/check-doc-paths.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/process.mjs';

const topFolders = ['src', 'server', 'domain', 'tests', 'scripts', 'bench', 'build', 'docs', 'public'];
const pathMention = new RegExp(`(?<![\\w./@-])((?:${topFolders.join('|')})/[\\w./$@-]*[\\w$])`, 'g');
const nameMention = /(?<![\w./@*-])([\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mjs|md|css))(?![\w/])/g;
/** Documents of the workplace beside the project, and a file check-catalogs writes into its scratch folder. */
const outside = new Set(['DESIGN.md', 'SPEC.md', 'STACK.md', 'STYLE.md', 'lingui.config.mjs']);
const checked = /\.(md|ts|tsx|mjs|js|css|html)$/;
// Generated or translated text (the route tree, the catalogs quoting the sources); unit tests, whose file
// names are often made up on purpose; and decision records, which tell what was there when they were taken.
const skipped = /(^|\/)(routeTree\.gen\.ts|locales\/|docs\/decisions\/)|\.test\.tsx?$/;

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

/** Whether `mention` (a path relative to the root) names something that exists. */
export function pathExists(mention, exists = (p) => existsSync(path.join(root, p))) {
  const decision = /^docs\/decisions\/(\d{3})$/.exec(mention);
  if (decision) {
    const folder = path.join(root, 'docs', 'decisions');
    return readdirSync(folder).some((name) => name.startsWith(`${decision[1]}-`));
  }
  return ['', '.ts', '.tsx', '.mjs', '.md'].some((extension) => exists(`${mention}${extension}`));
}

/** Mentions in `text` that name nothing: `{ line, mention }` for each. */
export function deadMentions(text, { exists = pathExists, names = new Set() } = {}) {
  const dead = [];
  for (const match of text.matchAll(pathMention)) {
    const mention = match[1];
    if (/^[-./]*[*<{]/.test(text.slice(match.index + mention.length))) continue;
    if (!exists(mention)) dead.push({ line: lineOf(text, match.index), mention });
  }
  for (const match of text.matchAll(nameMention)) {
    const mention = match[1];
    if (!names.has(mention) && !outside.has(mention)) dead.push({ line: lineOf(text, match.index), mention });
  }
  return dead;
}

export function findDeadMentions() {
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(path.join(root, file)));
  const names = new Set(tracked.map((file) => path.basename(file)));
  const found = [];
  for (const file of tracked.filter((f) => checked.test(f) && !skipped.test(f))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const { line, mention } of deadMentions(text, { names })) found.push(`${file}:${line}: ${mention}`);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findDeadMentions();
  for (const line of found) console.log(line);
  console.log(
    found.length === 0
      ? 'Every file and folder the docs and comments name exists.'
      : `${found.length} mentions name a file or folder that does not exist.`,
  );
  process.exit(found.length === 0 ? 0 : 1);
}
