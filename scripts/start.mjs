// `npm start`: install what is missing, build the PWA when it is missing or stale, then run the server in
// the foreground. The server itself migrates and seeds the database and prints the URL and demo accounts.
import { spawn } from 'node:child_process';
import { ensureBuild, ensureDependencies } from './lib/freshness.mjs';
import { root } from './lib/process.mjs';

if (!(await ensureDependencies())) process.exit(1);
if (!(await ensureBuild())) {
  process.stderr.write('Quayside was not started: the app did not build (see the errors above).\n');
  process.exit(1);
}

// HOST, PORT, DATA_DIR and every other setting pass through in the environment (see README).
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

// The server stops cleanly on SIGINT/SIGTERM (closes the database); we pass the signal on and wait.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1));
});
