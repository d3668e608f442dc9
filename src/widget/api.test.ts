// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installApi, runCommand } from './api.ts';

type Stub = ((...args: unknown[]) => void) & { q?: ArrayLike<unknown>[] };

/** The partner's one-line stub, as docs/embedding.md gives it: it queues `arguments` objects. */
function stub(page: { Ordna?: unknown }): Stub {
  const Ordna: Stub = function () {
    Ordna.q = Ordna.q || [];
    // biome-ignore lint/complexity/noArguments: the classic snippet queues `arguments` as it is
    Ordna.q.push(arguments);
  };
  page.Ordna = Ordna;
  return Ordna;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the loader queue', () => {
  it('replays the calls made before the loader arrived, in order, then runs new ones at once', () => {
    const page: { Ordna?: unknown } = {};
    const Ordna = stub(page);
    Ordna('signup', { target: '#a' });
    Ordna('language', { language: 'sv' });
    const ran: unknown[][] = [];
    const api = installApi(page, (args) => ran.push(Array.from(args)));
    expect(ran).toEqual([
      ['signup', { target: '#a' }],
      ['language', { language: 'sv' }],
    ]);
    expect(page.Ordna).toBe(api);
    expect(api.loaded).toBe(true);
    api('on', { event: 'ready', callback: () => {} });
    expect(ran).toHaveLength(3);
  });

  it('works without a stub (the partner called nothing yet)', () => {
    const page: { Ordna?: unknown } = {};
    const ran: unknown[][] = [];
    installApi(page, (args) => ran.push(Array.from(args)));
    expect(ran).toEqual([]);
    expect(typeof page.Ordna).toBe('function');
  });

  it('keeps the first loader when the script is included twice', () => {
    const page: { Ordna?: unknown } = {};
    const first = installApi(page, () => {});
    const second = installApi(page, () => {
      throw new Error('the second copy must not run');
    });
    expect(second).toBe(first);
    expect(page.Ordna).toBe(first);
  });

  it('never throws at the partner page', () => {
    const page: { Ordna?: unknown } = {};
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installApi(page, () => {
      throw new Error('boom');
    });
    expect(() => api('language', { language: 'sv' })).not.toThrow();
    expect(error).toHaveBeenCalled();
  });
});

describe('the commands', () => {
  it('puts a sign-up widget with its attributes into the target and wires the callbacks', () => {
    document.body.innerHTML = '<div id="here"></div>';
    const onComplete = vi.fn();
    runCommand(document, [
      'signup',
      {
        target: '#here',
        namespace: 'chain',
        language: 'ar',
        country: 'GB',
        referralId: 'P-1',
        themeColor: '#1d4ed8',
        radius: 4,
        onComplete,
      },
    ]);
    const element = document.querySelector('#here > ordna-signup');
    expect(element?.getAttribute('namespace')).toBe('chain');
    expect(element?.getAttribute('language')).toBe('ar');
    expect(element?.getAttribute('country')).toBe('GB');
    expect(element?.getAttribute('referral-id')).toBe('P-1');
    expect(element?.getAttribute('theme-color')).toBe('#1d4ed8');
    expect(element?.getAttribute('radius')).toBe('4');
    const detail = { type: 'signup-completed', namespace: 'chain' };
    element?.dispatchEvent(new CustomEvent('ordna:signup-completed', { detail }));
    expect(onComplete).toHaveBeenCalledWith(detail);
  });

  it('waits for the target while the page is still being parsed', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    runCommand(document, ['languageSelector', { target: '#later', namespace: 'main' }]);
    document.body.innerHTML = '<header id="later"></header>';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('#later > ordna-language-selector')?.getAttribute('namespace')).toBe(
      'main',
    );
  });

  it('sets the language of one namespace only', () => {
    document.body.innerHTML =
      '<ordna-signup namespace="main"></ordna-signup><ordna-signup namespace="chain" language="ar"></ordna-signup><ordna-language-selector namespace="main"></ordna-language-selector>';
    runCommand(document, ['language', { language: 'sv-SE', namespace: 'main' }]);
    const languages = [...document.querySelectorAll('[namespace]')].map((element) =>
      element.getAttribute('language'),
    );
    expect(languages).toEqual(['sv', 'ar', 'sv']);
  });

  it('calls `on` listeners for their namespace', () => {
    const all = vi.fn();
    const chainOnly = vi.fn();
    runCommand(document, ['on', { event: 'signup-completed', callback: all }]);
    runCommand(document, ['on', { event: 'signup-completed', namespace: 'chain', callback: chainOnly }]);
    document.dispatchEvent(new CustomEvent('ordna:signup-completed', { detail: { namespace: 'main' } }));
    document.dispatchEvent(new CustomEvent('ordna:signup-completed', { detail: { namespace: 'chain' } }));
    expect(all).toHaveBeenCalledTimes(2);
    expect(chainOnly).toHaveBeenCalledTimes(1);
  });

  it('warns about calls it cannot run', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    runCommand(document, ['signup']);
    runCommand(document, ['dance', {}]);
    runCommand(document, ['language', { language: 'de' }]);
    runCommand(document, ['on', { event: 'clicked', callback: () => {} }]);
    runCommand(document, ['signup', { target: '#missing' }]);
    expect(warn).toHaveBeenCalledTimes(5);
  });
});
