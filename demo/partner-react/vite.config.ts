// The React 19 partner demo, built with React itself: none of the repo's preact aliases, as a
// partner's app would be. Served by scripts/serve-hosted.mjs at /react/ on the demo origin.
//   npm run build:demos   → $DIST_DIR/demos/partner-react (default dist/)
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

const root = import.meta.dirname;
const repo = resolve(root, '../..');

export default defineConfig({
  root,
  base: '/react/',
  publicDir: false,
  plugins: [react()],
  resolve: { alias: [] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: resolve(repo, process.env.DIST_DIR ?? 'dist', 'demos/partner-react'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: { minify: true } },
  },
});
