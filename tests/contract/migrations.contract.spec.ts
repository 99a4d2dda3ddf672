import { pendingSchemaChanges } from '@village/kit';
import { SERVICE_SCHEMAS, serviceOptions } from '../support/all-migrations';

describe('committed migrations', () => {
  it.each(SERVICE_SCHEMAS.map((schema) => [schema.schema, schema] as const))(
    '%s: entities need no change after its migrations (a generated migration would be empty)',
    async (_name, schema) => {
      const pending = await pendingSchemaChanges(serviceOptions(process.env.TEST_DATABASE_URL!, schema));
      expect(pending).toEqual([]);
    },
  );
});
