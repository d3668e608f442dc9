// The crash test's server process: it loads the server's modules first, then waits for a line on
// stdin and runs server/index.ts unchanged. The test starts the next process while the current one
// takes writes, so a restart after a kill costs only what server/index.ts itself does (open the
// database, recover, migrate, listen), not loading and compiling some 1,000 modules again.
import '../../server/app.ts';
import '../../server/db/client.ts';
import '../../server/db/seed.ts';
import '../../server/env.ts';
import '../../server/mail/mailer.ts';

await new Promise((resolve) => process.stdin.once('data', resolve));
process.stdin.pause();
await import('../../server/index.ts');
