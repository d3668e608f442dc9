import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from './app/schema/index.ts';

writeFileSync(new URL('../schema.graphql', import.meta.url), `${printSchema(schema)}\n`);
console.log('wrote schema.graphql');
