import { i18nObject } from 'typesafe-i18n';
import { describe, expect, it, vi } from 'vitest';
import { guardMissing } from './missingTranslations.ts';

const dictionary = {
  shell: { title: 'Ordna', nested: { greeting: 'Hej {name}' } },
};

type Shape = {
  shell: { title: () => string; absent: () => string; nested: { greeting: (a: { name: string }) => string } };
  pim: { title: () => string };
};

describe('missing translations (spec section 8)', () => {
  it('shows "Missing translation: [key]" for a key the loaded dictionary lacks, and logs it once', () => {
    const log = vi.fn();
    const LL = guardMissing(i18nObject('sv', dictionary) as unknown as Shape, dictionary, log);
    expect(LL.shell.title()).toBe('Ordna');
    expect(LL.shell.nested.greeting({ name: 'Astrid' })).toBe('Hej Astrid');
    expect(LL.shell.absent()).toBe('Missing translation: shell.absent');
    expect(LL.shell.absent()).toBe('Missing translation: shell.absent');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Missing translation: shell.absent');
  });

  it('leaves namespaces that are not loaded yet alone', () => {
    const log = vi.fn();
    const LL = guardMissing(i18nObject('sv', dictionary) as unknown as Shape, dictionary, log);
    expect(LL.pim.title()).toBe('');
    expect(log).not.toHaveBeenCalled();
  });
});
