import type { Rollup } from 'vite';
import { PAGE_PATHS } from '../src/app/page-paths';
import { pagePaths } from './page-paths.plugin';

describe('writing the page paths into the build', () => {
  it('emits page-paths.json with every page path of the app', () => {
    const emitted: Rollup.EmittedAsset[] = [];
    const plugin = pagePaths();
    const generateBundle = plugin.generateBundle as (this: { emitFile(file: Rollup.EmittedAsset): string }) => void;

    generateBundle.call({ emitFile: (file) => String(emitted.push(file)) });

    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.fileName).toBe('page-paths.json');
    expect(JSON.parse(String(emitted[0]?.source))).toEqual({ pagePaths: Object.values(PAGE_PATHS) });
    expect(plugin.apply).toBe('build');
  });
});
