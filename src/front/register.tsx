import { parsePrefix } from '../domain/locales.ts';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import { mountPrefixedPage } from './prefixed.tsx';

// `/{prefix}/register`: the form's default country from the prefix's region.
await mountPrefixedPage(({ language, prefix }) => (
  <RegisterPage language={language} region={parsePrefix(prefix)?.region ?? null} lang={prefix} />
));
