import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` writes SQL migrations from the schema; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/platform/db/schema/index.ts',
  out: './server/platform/db/migrations',
});
