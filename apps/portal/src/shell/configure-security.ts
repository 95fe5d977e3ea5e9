import { config as configureZod } from 'zod';
import { installTrustedTypesPolicy } from './trusted-types';

// Imported first in main.tsx, before any other module runs.
installTrustedTypesPolicy();
// zod probes `new Function` for its JIT when schemas are created: under our CSP a reported violation.
configureZod({ jitless: true });
