import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseOptionsFromConfig, openDatabase } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { demoLogins, demoPassword } from './db/seed/demo-logins.ts';
import { systemClock } from './platform/clock.ts';
import { createOutbox } from './platform/outbox/outbox.ts';
import { transportsFromConfig } from './platform/outbox/transports.ts';
import { createOutboxWorker } from './platform/outbox/worker.ts';

// After SIGTERM, realtime sockets drain over REALTIME_SHUTDOWN_SPREAD_MS (closed with 4200 in random batches,
// so clients do not all reconnect in the same second); in-flight requests get this long on top of that.
const shutdownGraceMs = 10_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  let logIdleClientError = (error: Error) => console.error('Idle database connection lost:', error.message);
  const databaseOptions = databaseOptionsFromConfig(config);
  const database = await openDatabase(
    databaseOptions.kind === 'postgres'
      ? { ...databaseOptions, onIdleClientError: (error) => logIdleClientError(error) }
      : databaseOptions,
  );
  const outbox = createOutbox(database.db, systemClock, { appUrl: config.appUrl });
  const app = await buildApp(config, { db: database.db, outbox });
  logIdleClientError = (error) =>
    app.log.warn({ err: error }, 'Idle database connection lost; the pool reconnects');
  const outboxWorker = createOutboxWorker({
    db: database.db,
    clock: systemClock,
    outbox,
    transports: transportsFromConfig(config),
    logger: app.log,
  });

  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      app.log.warn({ signal }, 'Second signal: exiting now');
      process.exit(1);
    }
    shuttingDown = true;
    app.log.info({ signal }, 'Shutting down: no new connections, finishing requests in flight');
    setTimeout(() => {
      app.log.error('Shutdown took too long: exiting');
      process.exit(1);
    }, config.realtime.shutdownSpreadMs + shutdownGraceMs).unref();
    try {
      await app.close();
      await outboxWorker.stop();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  const seed = await prepareDatabase(database, config);
  if (seed?.created) app.log.info('Demo data seeded');

  await app.listen({ port: config.port, host: config.host });
  outboxWorker.start();
  const { port } = app.server.address() as AddressInfo;
  app.log.info(`Atrium listening on http://localhost:${port}`);
  if (seed?.demoPresent) {
    app.log.info(`Demo logins (password "${demoPassword}"): ${Object.values(demoLogins).join(', ')}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Atrium failed to start:', error);
  }
  process.exit(1);
});
