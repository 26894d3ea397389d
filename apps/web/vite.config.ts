import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
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
    // The service worker (features/offline/sw.ts, docs/decisions.md §17), built
    // beside the app as /sw.js and registered by the app itself once it owns the page. It
    // precaches only the app shell: the app's code is cached as it loads, so installing the
    // worker costs a metered phone almost nothing. The manifests are files in public/.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/features/offline',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: [
            'index.html',
            'start-app.js',
            'favicon.svg',
            'icon-*.png',
            'apple-touch-icon.png',
            '*.webmanifest',
          ],
        },
      }),
  ],
  // The server render is one self-contained module tree, packages included: it runs from
  // wherever the build is put (WEB_DIST_DIR), with no node_modules beside it.
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
