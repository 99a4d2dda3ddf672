import { cloneMigratedTemplate } from './migrated-template';

/**
 * Every database-tier spec file gets TEST_DATABASE_URL: a superuser connection to its own clone of the
 * migrated template (all service schemas and the event log). Read it inside hooks or tests, not at import.
 * The clones are dropped by the global teardown, after every spec file has closed its connections.
 */

beforeAll(async () => {
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL;
  if (!adminUrl) throw new Error('TEST_POSTGRES_ADMIN_URL is not set: run the database tiers through jest.config.js');
  const database = await cloneMigratedTemplate(adminUrl);
  process.env.TEST_DATABASE_URL = database.url;
}, 120_000);
