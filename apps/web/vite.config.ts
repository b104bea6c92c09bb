import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// `vite build --ssr src/entry-server.tsx` (npm run build) writes the server's render entry to dist-ssr (decision 019):
// Node loads it, so it needs neither compressed copies nor the browser's chunk groups.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  // The render entry carries its own React, MUI and Emotion, built for production whatever NODE_ENV the server runs
  // with (`npm start` leaves it unset): React's development build renders a page of product cards 1.4× slower.
  ...(isSsrBuild && { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  server: {
    port: 5173,
    // In dev, every non-asset request goes to the API server (same paths as production).
    proxy: {
      '^/(?!src/|@|node_modules/|assets/).+': { target: apiTarget, changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        // Written for error reports but not referenced from the bundles; the server never serves them (static-spa.ts).
        sourcemap: 'hidden',
        // The first-paint chunk is ~525 KB before compression (~168 KB gzip, under the README budget).
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          output: {
            // Everything the first paint needs in one chunk: as lazy pages grew, the automatic splitting cut the shell
            // into several shared chunks, each compressed alone (≈ 2 KB gzip more for the same code; README budget).
            codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
          },
        },
      },
}));
