import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Peer and runtime dependencies stay external: consumers bring their own React, Radix, etc.
  skipNodeModulesBundle: true,
});
