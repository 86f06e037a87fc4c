import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The published build: ES modules with React left to the consumer, and one stylesheet
// (dist/ui-kit.css) for every component's CSS module.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Browsers with light-dark(): lowered, it would depend on variables only a build of the
    // consumer's own CSS sets up.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'ui-kit',
    },
    rollupOptions: {
      // Dependencies stay imports: the consumer's bundler dedupes them with its own copies.
      external: [
        /^react(-dom)?(\/|$)/,
        /^react-intl(\/|$)/,
        /^radix-ui(\/|$)/,
        /^@captio\//,
        /^@tanstack\//,
        /^wavesurfer\.js(\/|$)/,
      ],
    },
  },
});
