import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const simulator = process.env.SIM_URL ?? 'http://127.0.0.1:8080';

/** One build for every environment: `/app-config.json` picks the environment at run time. */
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: {
      '/api': simulator,
      '/cms': simulator,
      '/app-config.json': simulator,
      '/ws': { target: simulator.replace(/^http/, 'ws'), ws: true },
    },
  },
});
