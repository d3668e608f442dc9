import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { SupportChatBridge } from '../features/support/SupportChatBridge.tsx';
import type { RouterContext } from '../router-context.ts';
import { ToastHost } from '../ui/ToastHost.tsx';

// Loaded when shown: the root route is not split by the router plugin, so a static import would put
// the page (and the sprinkles it is styled with) on every page's first load.
const NotFoundPage = lazy(() =>
  import('../platform/shell/NotFoundPage/NotFoundPage.tsx').then((module) => ({
    default: module.NotFoundPage,
  })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: RootNotFound,
});

/** Outside the shell (an unknown one-segment path such as /foo) the page is its own main landmark. */
function RootNotFound() {
  return (
    <main id="content">
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
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
