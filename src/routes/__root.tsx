import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/shell/NotFoundPage/NotFoundPage.tsx';
import { SupportChatBridge } from '../features/support/SupportChatBridge.tsx';
import type { RouterContext } from '../router-context.ts';
import { ToastHost } from '../ui/ToastHost.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: RootNotFound,
});

/** Outside the shell (an unknown one-segment path such as /foo) the page is its own main landmark. */
function RootNotFound() {
  return (
    <main id="content">
      <NotFoundPage />
    </main>
  );
}

function Root() {
  return (
    <>
      <Outlet />
      <ToastHost />
      <SupportChatBridge />
    </>
  );
}
