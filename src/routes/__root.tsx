import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/shell/NotFoundPage/NotFoundPage.tsx';
import { SupportChatBridge } from '../features/support/SupportChatBridge.tsx';
import type { RouterContext } from '../router-context.ts';
import { Toasts } from '../ui/Toast.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
});

function Root() {
  return (
    <>
      <Outlet />
      <Toasts />
      <SupportChatBridge />
    </>
  );
}
