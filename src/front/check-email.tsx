import { CheckEmailPage } from '../features/auth/CheckEmailPage.tsx';
import {
  browserPrefixRequest,
  resolvePrefixOnce,
} from '../machines/languagePrefix/languagePrefix.resolve.ts';
import { mountFrontPage } from './mount.tsx';

// `/{prefix}/check-email?email=…` (after a sign-up): the language-prefix rules as the app's `$lang`
// route applies them; the address is cut at 254 characters as the app's route does.
const { location } = window;
const { decision, navigation } = resolvePrefixOnce(
  browserPrefixRequest({ pathname: location.pathname, search: location.search, hash: location.hash }),
);
if (navigation) location.replace(navigation.to);
else if (decision.kind === 'public') {
  const email = (new URLSearchParams(location.search).get('email') ?? '').slice(0, 254);
  await mountFrontPage(decision.language, <CheckEmailPage email={email} />);
} else location.replace('/');
