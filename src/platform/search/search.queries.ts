import { execute } from '../../graphql/client.ts';
import type { SearchHits } from '../../machines/searchPalette/searchPalette.types.ts';
import { SearchDocument } from './search.gql.ts';

/** The server-side search (spec section 5); the palette machine debounces and orders the calls. */
export async function searchBackOffice(query: string): Promise<SearchHits> {
  return (await execute(SearchDocument, { query })).search;
}
