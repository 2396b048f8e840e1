import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The admin console: a React SPA served under /admin by the front door, built into the site's
// static output (see the build scripts in package.json).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  build: { assetsDir: 'assets', sourcemap: true },
});
