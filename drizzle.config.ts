// drizzle-kit reads this to generate the one SQL migration set from server/db/schema.ts
// (`npm run db:generate`); the server applies it at start with drizzle's migrator.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
})
