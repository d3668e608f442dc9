import type { QueryClient } from '@tanstack/react-query';
import type { SessionActor } from './machines/session/session.actors.ts';

/** What every route's beforeLoad and loader can reach. */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionActor;
}
