import { parsePrefix } from '../domain/locales.ts';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import {
  browserPrefixRequest,
  resolvePrefixOnce,
} from '../machines/languagePrefix/languagePrefix.resolve.ts';
import { mountFrontPage } from './mount.tsx';

// `/{prefix}/register`: the language-prefix rules as the app's `$lang` route applies them.
const { location } = window;
const { decision, navigation } = resolvePrefixOnce(
  browserPrefixRequest({ pathname: location.pathname, search: location.search, hash: location.hash }),
);
if (navigation) location.replace(navigation.to);
else if (decision.kind === 'public') {
  const prefix = parsePrefix(decision.prefix);
  await mountFrontPage(
    decision.language,
    <RegisterPage language={decision.language} region={prefix?.region ?? null} lang={decision.prefix} />,
  );
} else location.replace('/');
