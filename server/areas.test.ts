import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREAS } from './areas.ts';

const SERVER = dirname(fileURLToPath(import.meta.url));

/** `area/name` of every GraphQL module on disk. */
function modulesOnDisk(): string[] {
  return readdirSync(SERVER, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(SERVER, dir.name))
        .filter((file) => file.endsWith('.graphql.ts'))
        .map((file) => `${dir.name}/${file.slice(0, -'.graphql.ts'.length)}`),
    )
    .sort();
}

describe('the area registry', () => {
  it('names every GraphQL module, each in the folder of its area', () => {
    const listed = AREAS.flatMap((area) =>
      Object.keys(area.graphql).map((name) => `${area.name}/${name}`),
    ).sort();
    expect(listed).toEqual(modulesOnDisk());
  });

  it('has one entry per area', () => {
    const names = AREAS.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
