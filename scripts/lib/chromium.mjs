import { execFileSync } from 'node:child_process';
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

/** Whether the system has a font with Chinese glyphs (fontconfig's own answer). */
function hasChineseFont() {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

/**
 * A font with Chinese glyphs, so that the journeys measure and screenshot the Chinese pages as a reader
 * sees them rather than as rows of empty boxes. Debian's WenQuanYi Micro Hei (1.6 MB) covers Simplified
 * and Traditional. Installed through apt when running as root; otherwise only reported.
 */
export async function ensureChineseFont(log = (line) => process.stdout.write(`${line}\n`)) {
  if (hasChineseFont()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(
      '> no font with Chinese glyphs: Chinese pages will render as boxes in screenshots (apt-get install fonts-wqy-microhei)',
    );
    return false;
  }
  log('> no font with Chinese glyphs: installing Debian fonts-wqy-microhei with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = await run('apt-get', ['install', '-y', '-q', 'fonts-wqy-microhei'], { env });
  if (install.code !== 0) {
    const update = await run('apt-get', ['update', '-q'], { env });
    if (update.code === 0)
      install = await run('apt-get', ['install', '-y', '-q', 'fonts-wqy-microhei'], { env });
  }
  return install.code === 0 && hasChineseFont();
}
