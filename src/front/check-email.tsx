import { CheckEmailPage } from '../features/auth/CheckEmailPage.tsx';
import { mountPrefixedPage } from './prefixed.tsx';

// `/{prefix}/check-email?email=…` (after a sign-up); the address is cut at 254 characters as the
// app's route does.
await mountPrefixedPage(() => (
  <CheckEmailPage email={(new URLSearchParams(window.location.search).get('email') ?? '').slice(0, 254)} />
));
