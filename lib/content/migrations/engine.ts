export type Engine = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schema before the types know it
export type Db = import('kysely').Kysely<any>;
