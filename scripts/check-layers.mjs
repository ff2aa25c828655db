// Fails when a module of src/ imports against the direction of STYLE.md's layers:
//   lib → ui → offline → profile → features (each folder of tabs/, and wizard, account, security, loans, …)
//   → routes
// `profile/` is the borrower's profile defined once (its sections' fields, labels, mappings and views), which
// several features show: the wizard, the account centre, the operators' console.
// A module may import its own layer and the layers before it, and `domain/`; a feature never imports another
// feature. Static imports, re-exports and dynamic `import()` are all followed; type-only imports too, since
// a type shared across features belongs to a lower layer as much as a value does.
//   node scripts/check-layers.mjs
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/process.mjs';

const src = path.join(root, 'src');
const ranks = { lib: 0, ui: 1, offline: 2, profile: 3, feature: 4, app: 5 };

/** Where a file of src/ sits: its layer, and for a feature its name (`tabs/shell`, `wizard`, …). */
export function placeOf(relative) {
  const parts = relative.split('/');
  const [top] = parts;
  if (top === 'lib' || top === 'ui' || top === 'offline' || top === 'profile')
    return { layer: top, name: top };
  if (top === 'routes' || parts.length === 1) return { layer: 'app', name: 'app' };
  if (top === 'locales' || top === 'theme') return { layer: 'lib', name: top };
  if (top === 'tabs' && parts.length > 2) return { layer: 'feature', name: `tabs/${parts[1]}` };
  return { layer: 'feature', name: top };
}

/** A reason when `from` may not import `to` (both relative to src/), otherwise null. */
export function violation(from, to) {
  const a = placeOf(from);
  const b = placeOf(to);
  if (ranks[b.layer] > ranks[a.layer]) return `${a.layer} may not import ${b.layer}`;
  if (a.layer === 'feature' && b.layer === 'feature' && a.name !== b.name)
    return `feature ${a.name} may not import feature ${b.name}`;
  return null;
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && entry.name !== 'routeTree.gen.ts') yield full;
  }
}

export function findViolations() {
  const found = [];
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2];
      if (!specifier?.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(`${src}${path.sep}`)) continue; // domain/ and packages are allowed everywhere
      const from = path.relative(src, file).split(path.sep).join('/');
      const to = path.relative(src, target).split(path.sep).join('/');
      const reason = violation(from, to);
      if (reason) found.push(`src/${from} → src/${to}: ${reason}`);
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findViolations();
  for (const line of found) console.log(line);
  console.log(
    found.length === 0
      ? 'Every import in src/ follows the layers lib → ui → offline → profile → features → routes.'
      : `${found.length} imports go against the layers of STYLE.md.`,
  );
  process.exit(found.length === 0 ? 0 : 1);
}
