import { defineConfig } from 'drizzle-kit';

/** One migration folder serves PGlite and PostgreSQL; generate with `npm run db:generate`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
