import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { graphqlDocuments } from './build/graphql-documents.plugin';
import { pagePaths } from './build/page-paths.plugin';
import { precompress } from './build/precompress.plugin';
import { quickExitUrl } from './build/quick-exit-url.plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VILLAGE_');
  const gateway = env.VILLAGE_GATEWAY_URL ?? 'http://localhost:8080';
  const toGateway = { target: gateway, xfwd: true };
  const gatewayMedia = '^/media/(?!village-promo)';
  // The video call channel is a WebSocket: its upgrade goes to the gateway too (before the /api entry).
  const callChannel = { '/api/video-calls/socket': { ...toGateway, ws: true } };

  return {
    root,
    plugins: [
      graphqlDocuments(fileURLToPath(new URL('src/graphql/generated', import.meta.url))),
      react(),
      tailwindcss(),
      pagePaths(),
      quickExitUrl(env.VILLAGE_QUICK_EXIT_URL),
      precompress(fileURLToPath(new URL('dist', import.meta.url))),
    ],
    server: {
      proxy: {
        ...callChannel,
        '/api': toGateway,
        '/graphql': toGateway,
        [gatewayMedia]: toGateway,
      },
    },
    preview: {
      proxy: {
        ...callChannel,
        '/api': toGateway,
        '/graphql': toGateway,
        [gatewayMedia]: toGateway,
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
    },
  };
});
