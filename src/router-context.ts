import type { QueryClient } from '@tanstack/react-query';
import type { SessionHandle } from './machines/session/session.handle.ts';

/** What every route's beforeLoad and loader can reach. */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionHandle;
}
