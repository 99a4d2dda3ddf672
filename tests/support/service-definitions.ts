import type { ServiceDefinition } from '@village/kit';

/**
 * The declaration a service exports from `services/<name>/src/<name>.service.ts` as `<name>Service` (its schema,
 * entities and migrations). Loads the service's Nest modules and GraphQL types: for contract specs, which look at
 * every service.
 */
export async function serviceDefinitionOf(name: string): Promise<ServiceDefinition> {
  const exported = (await import(`../../services/${name}/src/${name}.service`)) as Record<string, unknown>;
  const definition = exported[`${name}Service`] as ServiceDefinition | undefined;
  if (!definition) throw new Error(`services/${name}/src/${name}.service.ts does not export ${name}Service`);
  return definition;
}
