// `npm run dev`: the API server on 127.0.0.1:3000 (restarted by tsx on change) and the Vite dev server,
// which proxies /api to it (vite.config.ts). Ctrl-C stops both; if either dies, the other is stopped too.
import { spawn } from 'node:child_process';
import { ensureDependencies } from './lib/freshness.mjs';
import { bin, root } from './lib/process.mjs';

if (!(await ensureDependencies())) process.exit(1);

// The Vite proxy in vite.config.ts points at 127.0.0.1:3000.
const apiEnv = { ...process.env, HOST: '127.0.0.1', PORT: '3000' };
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: apiEnv,
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: process.env }),
];

const exited = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));

let stopping = false;
function stopAll(signal, exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  // tsx watch and vite exit within a moment; do not hang on a child that ignores the signal.
  setTimeout(() => process.exit(exitCode), 3000).unref();
  Promise.all(exited).then(() => process.exit(exitCode));
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal, 0));
for (const child of children) {
  child.on('exit', (code) => stopAll('SIGTERM', code ?? 1));
}
