import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { Database } from './client';

// Resolved from this file, not the working directory, so any entry point finds the migrations.
const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Applies the pending drizzle-kit migrations; already-applied ones are skipped. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
