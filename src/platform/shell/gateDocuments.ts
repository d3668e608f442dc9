import { GetUserMetadataDocument } from '../session/index.ts';
import { ShellDataDocument, ShellOrganizationDocument } from './shell.gql.ts';

/**
 * The gate's three queries, none with variables: what the router's gate asks before any signed-in
 * page (shell.queries.ts) and what a signed-in document sends before the app's code arrives
 * (scripts/earlyRequests.ts, built from this list).
 */
export const GATE_DOCUMENTS = [
  GetUserMetadataDocument,
  ShellDataDocument,
  ShellOrganizationDocument,
] as const;
