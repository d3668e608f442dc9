import { createFileRoute } from '@tanstack/react-router';
import { parsePrefix } from '../../domain/locales.ts';
import { CreateCompanyPage } from '../../features/auth/CreateCompanyPage.tsx';
import { defaultCountry } from '../../features/auth/signupForm.ts';
import { enterFrontDoor } from '../../front/enterFrontDoor.ts';
import { Namespace } from '../../i18n/Namespace.tsx';

export const Route = createFileRoute('/$lang/create-company')({
  beforeLoad: ({ location }) => enterFrontDoor(location),
  component: () => {
    const { lang } = Route.useParams();
    const prefix = parsePrefix(lang);
    const language = prefix?.language ?? 'en';
    return (
      <Namespace name="auth">
        <CreateCompanyPage
          language={language}
          country={defaultCountry(language, prefix?.region ?? null)}
          lang={lang}
        />
      </Namespace>
    );
  },
});
