/** The spec file's own migrated database (see database.per-file.ts); unset is a failure, never a silent pass. */
export function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run database specs with TEST_TIER=integration npx jest');
  return url;
}
