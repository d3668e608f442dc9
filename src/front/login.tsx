import { LoginPage } from '../features/session/LoginPage/LoginPage.tsx';
import {
  browserPrefixRequest,
  resolvePrefixOnce,
} from '../machines/languagePrefix/languagePrefix.resolve.ts';
import { mountFrontPage, session } from './mount.tsx';

// `/{prefix}/login`: the language-prefix rules as the app's `$lang` route applies them (a signed-in
// visitor goes to the back office, another spelling of the prefix to the canonical one).
const { location } = window;
const { decision, navigation } = resolvePrefixOnce(
  browserPrefixRequest({ pathname: location.pathname, search: location.search, hash: location.hash }),
);
if (navigation) location.replace(navigation.to);
else if (decision.kind === 'public') {
  const redirect = new URLSearchParams(location.search).get('redirect') ?? undefined;
  await mountFrontPage(
    decision.language,
    <LoginPage redirect={redirect} language={decision.language} lang={decision.prefix} session={session} />,
  );
} else location.replace('/');
