import { buildApp } from './app';
import { startBackgroundWork } from './background';
import { ConfigError, parseConfig } from './config';
import { seed } from './db/seed';
import { createRuntime } from './runtime';

async function main() {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(
        `Quayside cannot start: bad configuration values for ${error.badKeys.join(', ')}\n`,
      );
      process.exit(2);
    }
    throw error;
  }

  const deps = await createRuntime(config);
  const accounts = await seed(deps.db, config);
  const app = await buildApp(deps);
  const stopBackground = startBackgroundWork(app);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await stopBackground();
    await app.close();
    await deps.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const url = address.replace('[::1]', 'localhost');
  const lines = [
    '',
    `  Quayside is running at ${url}`,
    `  API: ${url}/api   (health: ${url}/api/health, OpenAPI: ${url}/api/docs)`,
    `  Database: ${deps.database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}`,
    ...(accounts.length > 0
      ? [
          '  Demo accounts:',
          ...accounts.map(
            (a) =>
              `    ${a.role.padEnd(9)} ${a.email} / ${a.password}` +
              (a.outcome === 'passwordReset' ? '   (password changed to the configured one)' : ''),
          ),
        ]
      : []),
    ...(config.NODE_ENV === 'production' && config.SEED_DEMO
      ? ['  SEED_DEMO=true is ignored: demo accounts are never seeded when NODE_ENV=production']
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  process.stderr.write(`Quayside failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
