import { buildApp } from './app';
import { startBackgroundWork } from './background';
import { type SpawnedBureau, spawnSimulatedBureau } from './bacs-bureau/spawn-simulated-bureau';
import { type Config, ConfigError, parseConfig } from './config';
import { type SpawnedAgency, spawnSimulatedAgency } from './credit-agency/spawn-simulated-agency';
import { seedWithReport } from './db/seed';
import { startEventLoopReport } from './lib/event-loop-report';
import { sweepOrphanUploads } from './modules/uploads/upload-sweep';
import { createRuntime } from './runtime';
import { startBanner } from './start-banner';

async function main() {
  let config: Config;
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

  // The bench's measure of the event loop under load (bench/writes.ts); off unless the variable is set.
  startEventLoopReport(process.env.BENCH_EVENT_LOOP_FILE);
  // Outside production, no agency configured means the simulated one, in a process of its own that ends
  // with this one (its stdin is our pipe). parseConfig has already refused production without a URL.
  let simulatedAgency: SpawnedAgency | null = null;
  if (!config.CREDIT_REFERENCE_URL && config.NODE_ENV !== 'production') {
    simulatedAgency = await spawnSimulatedAgency({ startTimeoutMs: 15_000 });
    config = { ...config, CREDIT_REFERENCE_URL: simulatedAgency.url };
  }
  // The same for the Bacs bureau that takes Direct Debit collections (decision 100).
  let simulatedBureau: SpawnedBureau | null = null;
  if (!config.BACS_BUREAU_URL && config.NODE_ENV !== 'production') {
    simulatedBureau = await spawnSimulatedBureau({ startTimeoutMs: 15_000 });
    config = { ...config, BACS_BUREAU_URL: simulatedBureau.url };
  }
  const deps = await createRuntime(config);
  const seeded = await seedWithReport(deps.db, config);
  // PGlite's folder belongs to this process alone, so with uploads in DATA_DIR nothing is in flight before
  // the first request and every file a crash left without its row goes now. Copies sharing PostgreSQL
  // share the uploads store too (a volume or a bucket), and a bucket may be reached by more than this
  // process whatever the database: another copy's file may be waiting for its row, so only files older
  // than the grace go.
  const alone = deps.database.kind === 'pglite' && !config.STORAGE_URL;
  const swept = await sweepOrphanUploads(deps, alone ? 0 : config.ORPHAN_GRACE_SECONDS * 1000);
  const app = await buildApp(deps);
  if (swept.orphans + swept.partials > 0) app.log.info({ ...swept }, 'removed orphan upload files');
  const stopBackground = startBackgroundWork(app);

  let stopping = false;
  simulatedAgency?.onUnexpectedExit((code, signal) => {
    if (!stopping) {
      app.log.error(
        { code, signal },
        'the simulated credit reference agency stopped: every search now ends unavailable',
      );
    }
  });
  simulatedBureau?.onUnexpectedExit((code, signal) => {
    if (!stopping) {
      app.log.error({ code, signal }, 'the simulated Bacs bureau stopped: collections wait for the next run');
    }
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await stopBackground();
    await app.close();
    await deps.database.close();
    await simulatedAgency?.stop();
    await simulatedBureau?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const url = address.replace('[::1]', 'localhost');
  process.stdout.write(
    startBanner({
      url,
      database: deps.database.kind,
      config,
      seeded,
      creditAgency: simulatedAgency
        ? { kind: 'simulated', url: simulatedAgency.url }
        : { kind: 'configured' },
      bacsBureau: simulatedBureau ? { kind: 'simulated', url: simulatedBureau.url } : { kind: 'configured' },
    }),
  );
}

main().catch((error) => {
  process.stderr.write(`Quayside failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
