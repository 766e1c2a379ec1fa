import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-initial';

/** Numbered migrations, bundled statically (no file-system scan in a Next.js build). */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
