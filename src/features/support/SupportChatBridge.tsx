import { lazy, Suspense } from 'react';
import { supportChat } from './supportChat.ts';

// The bridge reads the user's profile with TanStack Query's observer: loaded only when the chat
// is configured, so the front door does not carry it for a widget that is off.
const Bridge = lazy(() => import('./ChatBridge.tsx').then((module) => ({ default: module.Bridge })));

/** Spec section 2, Support chat widget: nothing at all unless VITE_SUPPORT_CHAT_APP_ID is set. */
export function SupportChatBridge() {
  return supportChat.enabled ? (
    <Suspense fallback={null}>
      <Bridge />
    </Suspense>
  ) : null;
}
