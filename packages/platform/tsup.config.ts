import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'admin/index': 'src/admin/index.ts',
    'account/index': 'src/account/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Peer and runtime dependencies stay external: consumers bring their own React, Radix, etc.
  skipNodeModulesBundle: true,
});
