import { resolve } from 'node:path';
import type { ChunkingContext } from 'rolldown';

/**
 * A chunk of everything one module imports statically, directly or not (its dynamic imports stay
 * their own chunks): for code that always loads together. The signed-in shell's ~30 modules are
 * shared with different sets of pages, so rolldown cut them into ~30 files of 0.6–5 KB; over
 * HTTP/1.1's six connections a phone fetched them in five or six round trips before the first
 * screen. `rootFile` is relative to the project; `query` selects one of the router plugin's split
 * modules (`?tsr-split=component---loader`). `also` adds files (relative to the project) that are not
 * in the closure but should ride in the same chunk.
 */
export function staticClosureGroup(name: string, rootFile: string, query = '', also: readonly string[] = []) {
  const rootId = `${resolve(import.meta.dirname, '..', rootFile)}${query}`;
  const alsoIds = new Set(also.map((file) => resolve(import.meta.dirname, '..', file)));
  // One chunking pass asks for every module: the closure is walked once per pass.
  let closure: { ctx: ChunkingContext; ids: Set<string> } | null = null;
  return {
    debugName: name,
    name: (moduleId: string, ctx: ChunkingContext): string | null => {
      if (closure?.ctx !== ctx) closure = { ctx, ids: walk(ctx, rootId) };
      return closure.ids.has(moduleId) || alsoIds.has(moduleId) ? name : null;
    },
  };
}

function walk(ctx: ChunkingContext, rootId: string): Set<string> {
  const ids = new Set<string>();
  const todo = [rootId];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (ids.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    ids.add(id);
    todo.push(...info.importedIds);
  }
  if (ids.size === 0) throw new Error(`staticClosureGroup: ${rootId} is not in the module graph`);
  return ids;
}
