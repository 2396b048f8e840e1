import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The admin console: a React SPA served under /admin by the front door, built into the site's
// static output (see the build scripts in package.json). Its page is `shell.html`, not index.html:
// static file serving would answer /admin with an index.html before the front door could check the
// admin session (edge-api/src/lib/admin-shell-guard.ts). No source maps in the build: the Node server holds
// every built file in memory, and the console's maps were half of them (7.5 MB); `vite dev` keeps its own.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  build: { assetsDir: 'assets', sourcemap: false, rolldownOptions: { input: fileURLToPath(new URL('./shell.html', import.meta.url)) } },
});
