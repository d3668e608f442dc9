import { useSite } from './SiteContext.tsx';

/** The Ordna mark (the same drawing as the favicon) and the name. */
export function Logo() {
  const { t } = useSite();
  return (
    <>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path d="M9 16a7 7 0 1 0 14 0a7 7 0 1 0 -14 0" fill="none" stroke="#fff" strokeWidth="3" />
        <path d="M16 9v7h7" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span>{t.brand()}</span>
    </>
  );
}
