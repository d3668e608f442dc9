/** The generic screen's own query keys (docs/architecture.md, "Query keys"); an area's come from its descriptors. */
export const crudKeys = {
  /** The editor's stand-in query when a descriptor reads no detail (never fetched). */
  noDetail: (id: string) => ['crud', 'no-detail', id] as const,
};
