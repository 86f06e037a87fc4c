import { fileURLToPath } from 'node:url';
import { type AdminSocket, serveAdminSocket } from './admin/socket-server.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DatabaseLockedError, openDatabase } from './db/open.js';
import { JobQueue } from './jobs/queue.js';
import { ensureDefaultPlans } from './modules/billing/default-plans.js';
import { fileStoreIn } from './modules/files/file-store.js';
import { FileSweep } from './modules/files/file-sweep.js';
import { MailDelivery } from './modules/mail/delivery.js';
import { smtpTransport } from './modules/mail/transport.js';
import { configuredSpeechEngines } from './modules/tasks/engines.js';
import { configuredWritingEngines } from './modules/tasks/writing-engines.js';
import { configuredTranslators } from './modules/translation/translators.js';
import { startTranscriptionWorker } from './modules/tasks/worker.js';
import { watchEventLoop } from './event-loop-watch.js';
import { closeGracefully } from './shutdown.js';

/** The built web app beside this build: apps/web/dist. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  // The product as it runs for users: React (in the web app's server renderer) and other
  // libraries take their production paths unless a developer says otherwise.
  process.env['NODE_ENV'] ??= 'production';
  const config = loadConfig({ CAPTIO_WEB_DIST: DEFAULT_WEB_DIST, ...process.env });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  await ensureDefaultPlans(database.db);
  const queue = await JobQueue.start({
    database,
    settings: config.jobs,
    onError: (error) => console.error('[captio] job queue:', error),
  });
  const engineLog = {
    warn: (details: object, message: string) => console.warn(`[captio] ${message}`, details),
  };
  const engines = await configuredSpeechEngines(config, engineLog);
  const writers = await configuredWritingEngines(config, engineLog);
  const translators = await configuredTranslators(config, engineLog);
  const app = await buildApp({
    config,
    db: database.db,
    changes: database.changes,
    queue,
    engines,
    writers,
    translators,
  });
  // The embedded default runs the transcriptions here; CAPTIO_WORKERS=0 leaves them to
  // `./captio worker` processes on the same Postgres.
  const worker = await startTranscriptionWorker({
    config,
    db: database.db,
    queue,
    engines,
    writers,
    translators,
    log: app.log,
  });

  const mail = config.mail.smtpUrl
    ? new MailDelivery({
        db: database.db,
        transport: smtpTransport(config.mail.smtpUrl),
        from: config.mail.from,
        log: app.log,
      })
    : undefined;
  const fileSweep = new FileSweep({
    db: database.db,
    store: fileStoreIn(config.dataDir),
    log: app.log,
  });
  let adminSocket: AdminSocket | undefined = undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await closeGracefully({
        app,
        database,
        alsoStop: [
          async () => adminSocket?.close(),
          async () => mail?.stop(),
          async () => fileSweep.stop(),
          async () => {
            await worker?.stop();
            await queue.stop();
          },
        ],
      });
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await worker?.stop();
    await queue.stop();
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EADDRINUSE' ? `port ${config.port} is in use` : String(error);
    console.error(`[captio] cannot serve on http://${config.host}:${config.port}: ${reason}`);
    process.exit(1);
  }
  adminSocket = await serveAdminSocket(config.dataDir, database, app.log);
  if (!worker && database.kind === 'pglite') {
    app.log.warn(
      'CAPTIO_WORKERS=0 on the embedded PGlite database: no process can run transcriptions (a separate ./captio worker needs DATABASE_URL), so tasks will wait',
    );
  }
  mail?.start();
  fileSweep.start();
  watchEventLoop((details, message) => app.log.warn(details, message));
  console.log(
    `[captio] serving on http://${config.host}:${config.port} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'Postgres'}; ${worker ? `transcribing ${config.jobs.workers} at a time` : 'no transcription worker'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(`[captio] ${error.message}`);
  } else {
    console.error('[captio] start-up failed:', error);
  }
  process.exit(1);
});
