import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  schema: './src/db/schema/*.schema.ts',
  dialect: 'postgresql',
  out: './drizzle',
});
