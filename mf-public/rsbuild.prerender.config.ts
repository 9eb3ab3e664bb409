// Builds src/prerender.tsx for Node (no federation): the server renders `/` with it.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './src/prerender.tsx' } },
  output: {
    target: 'node',
    module: true,
    distPath: { root: 'dist-prerender' },
    filename: { js: '[name].js' },
    emitCss: false,
    cleanDistPath: true,
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
});
