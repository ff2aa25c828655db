import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run, seconds } from './process.mjs';

const lockFile = path.join(root, 'package-lock.json');
const modulesDir = path.join(root, 'node_modules');
const installStamp = path.join(modulesDir, '.quayside-install-stamp');

/** Everything the PWA build reads; a change to any of these makes dist/ stale. */
export const buildInputs = [
  'src',
  'public',
  'domain',
  'index.html',
  'build',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.app.json',
  'tsconfig.sw.json',
  'package-lock.json',
];
const distDir = path.join(root, 'dist');
const buildStamp = path.join(distDir, '.build-stamp');

function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Why node_modules needs `npm ci`, or null when it is current. After our own install we keep a hash of the
 * lockfile beside the modules; for an install made by hand, npm's hidden lockfile must be newer than ours.
 */
export function dependencyStaleness() {
  if (!existsSync(modulesDir)) return 'node_modules is missing';
  const lockHash = sha256(readFileSync(lockFile));
  if (existsSync(installStamp)) {
    return readFileSync(installStamp, 'utf8').trim() === lockHash
      ? null
      : 'package-lock.json changed since the last install';
  }
  const hidden = path.join(modulesDir, '.package-lock.json');
  if (!existsSync(hidden)) return 'node_modules was not installed by npm';
  return statSync(hidden).mtimeMs + 1000 < statSync(lockFile).mtimeMs
    ? 'package-lock.json is newer than node_modules'
    : null;
}

/** Runs `npm ci` when dependencies are missing or stale; resolves with false when the install failed. */
export async function ensureDependencies(log = (line) => process.stdout.write(`${line}\n`)) {
  const reason = dependencyStaleness();
  if (!reason) return true;
  log(`> ${reason}: running npm ci (about a minute on a fresh machine)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  let { code, ms } = await run(npm, ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) {
    // npm ci refuses a lockfile that lacks entries for another platform's optional binaries (Biome's
    // darwin/win32/musl builds, when the registry in use does not carry them). `npm install` installs the
    // same locked versions and tolerates those gaps.
    log(`> npm ci failed (exit ${code}); installing the locked versions with npm install instead`);
    const retry = await run(npm, ['install', '--no-audit', '--no-fund']);
    code = retry.code;
    ms += retry.ms;
  }
  if (code !== 0) {
    log(`> installing dependencies failed (exit ${code})`);
    return false;
  }
  writeFileSync(installStamp, `${sha256(readFileSync(lockFile))}\n`);
  log(`> dependencies installed in ${seconds(ms)}`);
  return true;
}

function listFiles(relative, out) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isFile()) {
    out.push(relative);
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.DS_Store') continue;
    listFiles(path.join(relative, entry.name), out);
  }
}

/** A content hash of every build input: mtimes change on every clone and checkout, contents do not. */
export function buildInputsHash() {
  const files = [];
  for (const input of buildInputs) listFiles(input, files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why dist/ needs a build, or null when it matches the current inputs. */
export function buildStaleness() {
  if (!existsSync(path.join(distDir, 'index.html'))) return 'dist/ has no build yet';
  if (!existsSync(buildStamp)) return 'dist/ was built without a stamp';
  return readFileSync(buildStamp, 'utf8').trim() === buildInputsHash()
    ? null
    : 'sources changed since the last build';
}

/** Builds the PWA (vite build) and stamps dist/ with the hash of its inputs. */
export async function build(log = (line) => process.stdout.write(`${line}\n`)) {
  // Always a production build: a NODE_ENV inherited from the caller (the journeys start the server with
  // NODE_ENV=test) would otherwise give development React and no service worker registration.
  const { code, ms } = await run(bin('vite'), ['build'], { env: { ...process.env, NODE_ENV: 'production' } });
  if (code !== 0) {
    log(`> vite build failed (exit ${code})`);
    return false;
  }
  // Hashed after the build: the router plugin may rewrite src/routeTree.gen.ts while building.
  writeFileSync(buildStamp, `${buildInputsHash()}\n`);
  log(`> built dist/ in ${seconds(ms)}`);
  return true;
}

/** Builds only when dist/ is missing or stale. */
export async function ensureBuild(log = (line) => process.stdout.write(`${line}\n`)) {
  const reason = buildStaleness();
  if (!reason) return true;
  log(`> ${reason}: running vite build`);
  return build(log);
}
