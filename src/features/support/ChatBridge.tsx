import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { launcherOffset, type SupportChatUser } from '../../domain/supportChat.ts';
import { hasStoredToken, userMetadataQueryOptions } from '../../platform/session/index.ts';
import { supportChat } from './supportChat.ts';

/** Boots and updates the messenger with the signed-in user (loaded only when the chat is on). */
export function Bridge() {
  const signedIn = hasStoredToken();
  const { data: metadata } = useQuery({ ...userMetadataQueryOptions(), enabled: signedIn });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const user: SupportChatUser | null = metadata
    ? {
        name: `${metadata.userFirstName} ${metadata.userLastName}`.trim(),
        email: metadata.email,
        userId: metadata.userId,
        company: { id: metadata.companyId, name: metadata.companyName },
      }
    : null;
  const identity = user ? user.userId : signedIn ? 'pending' : 'anonymous';
  // Boot once per identity: anonymous without a token, with the user once the profile is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-boot only when the identity changes
  useEffect(() => {
    if (identity === 'pending') return;
    supportChat.boot(user, launcherOffset(window.location.pathname, window.innerWidth));
  }, [identity]);
  useEffect(() => {
    supportChat.update(launcherOffset(pathname, window.innerWidth));
  }, [pathname]);
  return null;
}
