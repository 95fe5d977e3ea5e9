// Ships a package's stylesheet as written: consumers' bundlers resolve its @imports.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

const [from, to] = process.argv.slice(2);
mkdirSync(dirname(to), { recursive: true });
copyFileSync(from, to);
