import { parsePrefix } from '../domain/locales.ts';
import { CreateCompanyPage } from '../features/auth/CreateCompanyPage.tsx';
import { defaultCountry } from '../features/auth/signupForm.ts';
import {
  browserPrefixRequest,
  resolvePrefixOnce,
} from '../machines/languagePrefix/languagePrefix.resolve.ts';
import { mountFrontPage } from './mount.tsx';

// `/{prefix}/create-company`: the language-prefix rules as the app's `$lang` route applies them.
const { location } = window;
const { decision, navigation } = resolvePrefixOnce(
  browserPrefixRequest({ pathname: location.pathname, search: location.search, hash: location.hash }),
);
if (navigation) location.replace(navigation.to);
else if (decision.kind === 'public') {
  const prefix = parsePrefix(decision.prefix);
  await mountFrontPage(
    decision.language,
    <CreateCompanyPage
      language={decision.language}
      country={defaultCountry(decision.language, prefix?.region ?? null)}
      lang={decision.prefix}
    />,
  );
} else location.replace('/');
