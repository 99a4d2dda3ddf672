import type { Plugin } from 'vite';
import { PAGE_PATHS_FILE, pagePathsDocument } from '../src/app/page-paths';

/** Writes the app's page paths beside index.html, for the gateway to answer every other page path with 404. */
export function pagePaths(): Plugin {
  return {
    name: 'village-page-paths',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PAGE_PATHS_FILE, source: `${JSON.stringify(pagePathsDocument())}\n` });
    },
  };
}
