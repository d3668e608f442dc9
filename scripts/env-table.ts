// `npm run gen:env`: writes the README's configuration table from server/config.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { withConfigTable } from '../server/config.ts';

writeFileSync('README.md', withConfigTable(readFileSync('README.md', 'utf8')));
