import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty database on the PostgreSQL server of `adminUrl`, so tests, benches and the crash
 * run never share rows; `drop` removes it even while connections are open. With `template`, a copy
 * of that database instead (the API tests' migrated template: server/test/global-setup.ts); no
 * other connection may be open to the template while it is copied.
 */
export async function scratchPostgres(
  adminUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (options.template !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.template))
    throw new Error(`not a database name: ${options.template}`);
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
