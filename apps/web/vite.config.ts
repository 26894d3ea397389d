import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = 'http://localhost:3000';

/**
 * The built app runs on Preact's React compatibility layer: the same components and React
 * API for a fifth of react-dom's weight (a phone downloads and evaluates ~50 KB less before
 * a page is taken over; bench/RESULTS.md, bench:bundle). The dev server and the unit tests
 * keep React itself, for Fast Refresh and for Testing Library and the packages Node loads in
 * tests; the browser suite (e2e/) runs the build, which is what visitors get.
 */
const REACT_ON_PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // react-i18next's shim is CommonJS, which would bring a second Preact into the server render.
  { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // .br and .gz beside each text asset, compressed once at build time; the server sends
    // whichever the browser accepts (@fastify/static preCompressed), with no proxy needed.
    // Small files too: a first visit loads some twenty chunks under 1 KB (icons, API hooks),
    // about 5 KB more when sent plain. A copy no smaller than its file is not written.
    // The server render's own build (dist/.ssr, read by the API, never sent) needs none.
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(?:js|css|html|svg|json|webmanifest)$/,
        threshold: 0,
      }),
  ],
  // The server render is one self-contained module tree, packages included: it runs from
  // wherever the build is put (WEB_DIST_DIR), with no node_modules beside it.
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? REACT_ON_PREACT : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/storage': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/storage': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    // Route modules are split by the router's lazy() imports. The entry (react-dom, the router,
    // TanStack Query, the layout) is about 395 kB raw / 102 kB Brotli; i18next is preloaded
    // beside it. The language menu, the toasts and the chat window load when first used.
    chunkSizeWarningLimit: 500,
    // `vite build --ssr`: the server render, which the API loads from the build's .ssr folder
    // (apps/api/src/plugins/web-app/server-render.ts) and never sends.
    ...(isSsrBuild && {
      outDir: 'dist/.ssr',
      rollupOptions: { input: 'src/app/server-render/entry-server.tsx' },
    }),
  },
}));
