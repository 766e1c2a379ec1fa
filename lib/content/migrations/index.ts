import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m001 from './001-initial';
import * as m002 from './002-search-index';
import * as m003 from './003-contact-request-id';
import * as m004 from './004-contact-outbox';
import * as m005 from './005-contact-request-hash';
import * as m006 from './006-record-years';
import * as m007 from './007-operator-index';
import * as m008 from './008-search-words';
import * as m009 from './009-search-insides';
import * as m010 from './010-year-order';
import * as m011 from './011-word-filters';
import * as m012 from './012-list-order';
import * as m013 from './013-death-day';
import type { Db, Engine } from './engine';

export type { Engine } from './engine';

type Step = {
  up(db: Db, engine: Engine): Promise<void>;
  down(db: Db, engine: Engine): Promise<void>;
};

// Bundled statically: a Next.js build has no migrations folder to scan.
const steps: Record<string, Step> = {
  '001-initial': m001,
  '002-search-index': m002,
  '003-contact-request-id': m003,
  '004-contact-outbox': m004,
  '005-contact-request-hash': m005,
  '006-record-years': m006,
  '007-operator-index': m007,
  '008-search-words': m008,
  '009-search-insides': m009,
  '010-year-order': m010,
  '011-word-filters': m011,
  '012-list-order': m012,
  '013-death-day': m013,
};

export function migrationProvider(engine: Engine): MigrationProvider {
  const migrations = Object.fromEntries(
    Object.entries(steps).map(([name, step]): [string, Migration] => [
      name,
      { up: (db) => step.up(db, engine), down: (db) => step.down(db, engine) },
    ]),
  );
  return { getMigrations: async () => migrations };
}
