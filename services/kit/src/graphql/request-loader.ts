import DataLoader from 'dataloader';

export interface LoaderContext {
  loaders?: Map<string, DataLoader<string, unknown>>;
}

/**
 * One DataLoader per request and per name, so entity references arriving in one `_entities`
 * call are fetched with one query instead of one query each.
 */
export function requestLoader<V>(
  context: LoaderContext,
  name: string,
  loadMany: (ids: readonly string[]) => Promise<Map<string, V>>,
): DataLoader<string, V | null> {
  context.loaders ??= new Map();
  let loader = context.loaders.get(name) as DataLoader<string, V | null> | undefined;
  if (!loader) {
    loader = new DataLoader<string, V | null>(async (ids) => {
      const found = await loadMany(ids);
      return ids.map((id) => found.get(id) ?? null);
    });
    context.loaders.set(name, loader);
  }
  return loader;
}
