import type { ReactNode } from 'react';
import type { PrefixDecision } from '../domain/languagePrefix.ts';
import {
  browserPrefixRequest,
  resolvePrefixOnce,
} from '../machines/languagePrefix/languagePrefix.resolve.ts';
import { mountFrontPage } from './mount.tsx';

/**
 * A page under a language prefix (`/{prefix}/login`, register, create-company, check-email): the
 * language-prefix rules as the app's `$lang` route applies them (a signed-in visitor goes to the
 * back office, another spelling of the prefix to the canonical one), then the page in the prefix's
 * language. Its own module: reset-password and activation resolve their language otherwise.
 */
export async function mountPrefixedPage(
  page: (decision: Extract<PrefixDecision, { kind: 'public' }>) => ReactNode,
): Promise<void> {
  const { location } = window;
  const { decision, navigation } = resolvePrefixOnce(
    browserPrefixRequest({ pathname: location.pathname, search: location.search, hash: location.hash }),
  );
  if (navigation) location.replace(navigation.to);
  else if (decision.kind === 'public') await mountFrontPage(decision.language, page(decision));
  else location.replace('/');
}
