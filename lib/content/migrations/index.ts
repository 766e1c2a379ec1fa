import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m001 from './001-initial';
import * as m002 from './002-search-index';

// Bundled statically: a Next.js build has no migrations folder to scan.
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-search-index': m002,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
