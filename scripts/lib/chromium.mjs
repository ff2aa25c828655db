import { existsSync } from 'node:fs';
import { run } from './process.mjs';

const debianChromium = '/usr/bin/chromium';

/** The browser the journeys use: CHROMIUM_PATH, else Debian's chromium; null when there is none. */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  return existsSync(debianChromium) ? debianChromium : null;
}

/**
 * Finds a Chromium, installing Debian's package through apt when running as root. Playwright never
 * downloads a browser here. Resolves with the path, or with an error message saying what to do.
 */
export async function ensureChromium(log = (line) => process.stdout.write(`${line}\n`)) {
  const found = findChromium();
  if (found) return { path: found };
  if (process.env.CHROMIUM_PATH) {
    return { error: `CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.` };
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    return {
      error:
        'No Chromium found at /usr/bin/chromium. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    };
  }
  log('> no Chromium found: installing Debian chromium with apt-get (under a minute)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update', '-q'], { env });
  const install =
    update.code === 0 ? await run('apt-get', ['install', '-y', '-q', 'chromium'], { env }) : update;
  if (install.code !== 0 || !existsSync(debianChromium)) {
    return { error: `apt-get could not install chromium (exit ${install.code}).` };
  }
  return { path: debianChromium };
}
