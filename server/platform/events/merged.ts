/** Merges async iterators into one stream, keeping what `keep` accepts (live screens fed by several topics). */
export async function* merged<T>(
  sources: AsyncIterable<T>[],
  keep: (value: T) => boolean,
): AsyncGenerator<T> {
  const iterators = sources.map((source) => source[Symbol.asyncIterator]());
  const next = (index: number) =>
    (iterators[index] as AsyncIterator<T>).next().then((result) => ({ index, result }));
  const pending = new Map(iterators.map((_, index) => [index, next(index)]));
  try {
    while (pending.size > 0) {
      const { index, result } = await Promise.race(pending.values());
      if (result.done) {
        pending.delete(index);
        continue;
      }
      pending.set(index, next(index));
      if (keep(result.value)) yield result.value;
    }
  } finally {
    await Promise.all(iterators.map((iterator) => iterator.return?.()));
  }
}
