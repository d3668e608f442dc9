import { join, resolve } from 'node:path';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_LOGIN, seedIfEmpty } from './db/seed.ts';
import { readConfig } from './env.ts';
import { createMailer } from './mail/mailer.ts';

const started = performance.now();
const config = readConfig();
const database = await openDatabase(config.databaseUrl ?? join(config.dataDir, 'db'));
const seeded = config.seedDemo ? await seedIfEmpty(database.db) : false;
const { server } = createApp(
  {
    db: database.db,
    tokenSecret: config.tokenSecret,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir }),
    publicUrl: config.publicUrl,
  },
  { distDir: resolve('dist'), graphiql: !config.production },
);

server.listen(config.port, () => {
  const ms = Math.round(performance.now() - started);
  console.log(`Ordna is running on http://localhost:${config.port} (${database.kind}, ready in ${ms} ms)`);
  if (config.seedDemo) {
    // Never a password in the log: logs get shipped and kept. The README has the demo's.
    console.log(
      `${seeded ? 'Seeded the demo company. ' : ''}Demo login: ${DEMO_LOGIN.email} (password: see README.md)`,
    );
  }
});

async function shutdown(signal: string): Promise<void> {
  console.log(`${signal}: shutting down`);
  server.close();
  server.closeAllConnections();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
