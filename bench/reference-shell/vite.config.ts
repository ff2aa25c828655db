import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Ionic's modules are side-effect free for the bundler, as in the app's vite.config.ts (STACK trap 4).
const ionicModule = /node_modules[\\/]@ionic[\\/](react|core)[\\/].*\.js$/;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    emptyOutDir: true,
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !ionicModule.test(id) } },
  },
});
