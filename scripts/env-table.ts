// `npm run gen:env`: writes the README's configuration table from server/platform/config.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { withConfigTable } from '../server/platform/config.ts';

writeFileSync('README.md', withConfigTable(readFileSync('README.md', 'utf8')));
