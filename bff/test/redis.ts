/** The Redis server TEST_REDIS_URL points at (scripts/ci/redis.sh starts one), for the shared rate limits. */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;
if (process.env.CI && !testRedisUrl) {
  // CI must prove the shared rate limits; a silent skip there would hide a failure.
  throw new Error('TEST_REDIS_URL must be set in CI (scripts/ci/redis.sh starts a server)');
}

/** Where rate-limit counters live: in memory always, in Redis too when TEST_REDIS_URL is set (always in CI). */
export const rateLimitStores: Array<{ name: string; env: Record<string, string> }> = [
  { name: 'memory', env: {} },
  ...(testRedisUrl ? [{ name: 'Redis', env: { REDIS_URL: testRedisUrl } }] : []),
];
