// Real servers for the units: a throw-away PostgreSQL (the store's queries run on both engines) and
// Redis (the shared rate limit), on free loopback ports; global-teardown.mjs stops them.
import { startPostgres, startRedis } from '../scripts/lib/services.mjs';

export default async function globalSetup() {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  globalThis.__xatireServices = [postgres, redis];
  process.env.TEST_POSTGRES_ADMIN_URL = postgres.adminUrl;
  process.env.TEST_REDIS_URL = redis.url;
}
