// Fails when the committed message catalogs are not what `npm run extract` would make of the sources:
// a string added in a component but never extracted would reach no translator and, in a production build,
// render as its raw id. Also fails when a file that uses a Lingui macro belongs to no catalog of
// lingui.config.ts (its messages would be extracted nowhere). Extraction runs into a temporary folder; the
// working tree is never touched.
//   node --import tsx scripts/check-catalogs.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPoCatalog } from './lib/po-catalog.ts';
import { bin, root } from './lib/process.mjs';

// Run with tsx (`node --import tsx`), which lets this script read the TypeScript config itself.
const { default: linguiConfig } = await import('../lingui.config.ts');
const catalogs = linguiConfig.catalogs.map((catalog) => ({
  include: catalog.include.map((entry) => entry.replace('<rootDir>/', '')),
  exclude: (catalog.exclude ?? []).map((entry) => entry.replace('<rootDir>/', '')),
}));

/**
 * Lingui's own matching for the patterns this config uses. An `include` entry is a folder (everything under
 * it) or a file; an `exclude` entry is a glob — `folder/**`, `**\/*.suffix` or one exact file — so a bare
 * folder path there excludes nothing, as in Lingui.
 */
function matches(pattern, file, { folders }) {
  const suffix = /^\*\*\/\*(.+)$/.exec(pattern);
  if (suffix) return file.endsWith(suffix[1]);
  if (pattern.endsWith('/**')) return file.startsWith(pattern.slice(0, -2));
  return file === pattern || (folders && file.startsWith(`${pattern}/`));
}
function inCatalog(catalog, file) {
  return (
    catalog.include.some((pattern) => matches(pattern, file, { folders: true })) &&
    !catalog.exclude.some((pattern) => matches(pattern, file, { folders: false }))
  );
}

const locales = path.join(root, 'src', 'locales');
const scratch = mkdtempSync(path.join(tmpdir(), 'quayside-catalogs-'));

/** msgid → the source files that use it, for the messages of a .po file in use (not `#~` obsolete). */
async function readPo(file) {
  const messages = new Map();
  for (const entry of await readPoCatalog(readFileSync(file, 'utf8'))) {
    if (!entry.obsolete) messages.set(entry.msgid, entry.origins);
  }
  return messages;
}

function sourcesUsingMacros(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourcesUsingMacros(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      if (/from ['"]@lingui\/(core|react)\/macro['"]/.test(readFileSync(full, 'utf8'))) {
        out.push(path.relative(root, full).split(path.sep).join('/'));
      }
    }
  }
  return out;
}

const problems = [];
try {
  const config = path.join(scratch, 'lingui.config.mjs');
  writeFileSync(
    config,
    [
      `import config from ${JSON.stringify(path.join(root, 'lingui.config.ts'))};`,
      'export default {',
      '  ...config,',
      `  rootDir: ${JSON.stringify(root)},`,
      '  catalogs: config.catalogs.map((catalog) => ({',
      '    ...catalog,',
      `    path: catalog.path.replace('<rootDir>/src/locales', ${JSON.stringify(scratch)}),`,
      '  })),',
      '};',
      '',
    ].join('\n'),
  );
  execFileSync(bin('lingui'), ['extract', '--clean', '--config', config], { cwd: root, stdio: 'pipe' });

  const committedNames = readdirSync(path.join(locales, 'en')).filter((file) => file.endsWith('.po'));
  const extractedNames = readdirSync(path.join(scratch, 'en')).filter((file) => file.endsWith('.po'));
  for (const name of committedNames.filter((file) => !extractedNames.includes(file))) {
    problems.push(`src/locales/en/${name} is no catalog of lingui.config.ts any more`);
  }
  for (const name of extractedNames) {
    const extracted = await readPo(path.join(scratch, 'en', name));
    let committed = new Map();
    try {
      committed = await readPo(path.join(locales, 'en', name));
    } catch {
      problems.push(`src/locales/en/${name} is missing`);
    }
    for (const [id, refs] of extracted) {
      if (!committed.has(id))
        problems.push(`${name}: not extracted yet: ${JSON.stringify(id)} (${refs.join(' ')})`);
    }
    for (const id of committed.keys()) {
      if (!extracted.has(id)) problems.push(`${name}: no longer used in the sources: ${JSON.stringify(id)}`);
    }
  }
  for (const file of sourcesUsingMacros(path.join(root, 'src'))) {
    if (!catalogs.some((catalog) => inCatalog(catalog, file))) {
      problems.push(`${file} uses a Lingui macro but belongs to no catalog of lingui.config.ts`);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(
    `The catalogs are not up to date with the sources (run \`npm run extract\`, then translate):`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('The catalogs hold exactly the messages of the sources, and every file using a macro is in one.');
