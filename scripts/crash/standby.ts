// The crash test's server process: it loads the server's modules first, then waits for a line on
// stdin and runs server/index.ts unchanged. The test starts the next process while the current one
// takes writes, so a restart after a kill costs only what server/index.ts itself does (open the
// database, recover, migrate, listen), not loading and compiling some 1,000 modules again.
import '../../server/app/app.ts';
import '../../server/platform/db/client.ts';
import '../../server/demo/seed.ts';
import '../../server/platform/env.ts';
import '../../server/platform/mail/mailer.ts';

await new Promise((resolve) => process.stdin.once('data', resolve));
process.stdin.pause();
await import('../../server/index.ts');
