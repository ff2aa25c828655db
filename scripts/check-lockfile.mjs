#!/usr/bin/env node
// The lockfile as the supply chain sees it (docs/SECURITY.md): every package pinned by a sha512 integrity,
// fetched from the npm registry only (no git, file, tarball or http sources), every direct dependency
// present at the version package.json names, and no install script allowed to run that package.json does
// not list. `npm ci` then installs exactly these bytes or fails. Prints the problems; exit 1 when any.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REGISTRY = 'https://registry.npmjs.org/';

/** Problems with `lock` (package-lock.json) against `manifest` (package.json); empty when sound. */
export function lockfileProblems(lock, manifest) {
  const problems = [];
  if (lock.lockfileVersion !== 3) problems.push(`lockfileVersion ${lock.lockfileVersion}, expected 3`);
  const allowed = manifest.allowScripts ?? {};
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    if (where === '' || entry.link) continue;
    const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!/^sha512-[A-Za-z0-9+/]+=*$/.test(entry.integrity ?? ''))
      problems.push(`${where}: no sha512 integrity`);
    if (entry.resolved !== undefined && !entry.resolved.startsWith(REGISTRY)) {
      problems.push(`${where}: resolved from ${entry.resolved}`);
    }
    if (!/^\d+\.\d+\.\d+(-[\w.-]+)?$/.test(entry.version ?? ''))
      problems.push(`${where}: version ${entry.version}`);
    // npm 11 runs no install script unless allowScripts says so; one set to run must be listed on purpose.
    if (entry.hasInstallScript && allowed[name] === true) problems.push(`${where}: install script allowed`);
  }
  const direct = { ...manifest.dependencies, ...manifest.devDependencies };
  for (const [name, range] of Object.entries(direct)) {
    const entry = lock.packages?.[`node_modules/${name}`];
    if (!entry) problems.push(`${name}: in package.json, not in the lockfile`);
    else if (/^\d/.test(range) && entry.version !== range)
      problems.push(`${name}: ${entry.version} locked, ${range} named`);
    else if (/^(git|file|http|link):|\//.test(range))
      problems.push(`${name}: not from the registry (${range})`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const read = (file) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
  const problems = lockfileProblems(read('package-lock.json'), read('package.json'));
  for (const problem of problems) console.error(problem);
  console.log(problems.length === 0 ? 'lockfile: sound' : `lockfile: ${problems.length} problems`);
  process.exit(problems.length === 0 ? 0 : 1);
}
