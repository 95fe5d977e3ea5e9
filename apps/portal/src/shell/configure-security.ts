import { config as configureZod } from 'zod/mini';
import { installTrustedTypesPolicy } from './trusted-types';

// Imported first in main.tsx, before any other module runs.
installTrustedTypesPolicy();
// zod probes `new Function` for its JIT when schemas are created: under our CSP a reported violation.
// From zod/mini: the same core config object, without pulling classic zod into the first load (ADR 0185).
configureZod({ jitless: true });
