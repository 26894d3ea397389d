import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // .br and .gz beside each text asset, compressed once at build time; the server sends
    // whichever the browser accepts (@fastify/static preCompressed), with no proxy needed.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(?:js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
    }),
  ],
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
    // TanStack Query, the layout) is about 375 kB raw / 120 kB gzip; i18next is preloaded beside
    // it, and the language menu and toasts load after the first paint.
    chunkSizeWarningLimit: 500,
  },
});
