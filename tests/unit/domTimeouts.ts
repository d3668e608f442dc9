// Browser-like component tests wait for what they check; on a busy 2-core CI machine a render
// can take longer than Testing Library's default one second, so waits get 10 s (a hang
// detector, not a speed check; they still return as soon as the check holds).
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}
