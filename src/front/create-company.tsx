import { parsePrefix } from '../domain/locales.ts';
import { CreateCompanyPage } from '../features/auth/CreateCompanyPage.tsx';
import { defaultCountry } from '../features/auth/signupForm.ts';
import { mountPrefixedPage } from './prefixed.tsx';

// `/{prefix}/create-company`: the form's default country from the prefix's region.
await mountPrefixedPage(({ language, prefix }) => (
  <CreateCompanyPage
    language={language}
    country={defaultCountry(language, parsePrefix(prefix)?.region ?? null)}
    lang={prefix}
  />
));
