import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/api) writes a new SQL migration after a schema change;
// migrations are committed and applied at start-up by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
