// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printDocument } from './print.ts';

describe('printing one document of several', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('marks the document holding the button current while the browser prints, then clears it', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <figure data-print-document id="a"><button id="print-a">Print</button></figure>
      <figure data-print-document id="b"><button>Print</button></figure>`;
    const during: { printing: boolean; a: boolean; b: boolean }[] = [];
    window.print = () => {
      during.push({
        printing: document.documentElement.hasAttribute('data-printing'),
        a: document.getElementById('a')?.hasAttribute('data-print-current') ?? false,
        b: document.getElementById('b')?.hasAttribute('data-print-current') ?? false,
      });
    };
    printDocument(document.getElementById('print-a'));
    expect(during).toEqual([{ printing: true, a: true, b: false }]);
    vi.runAllTimers();
    expect(document.documentElement.hasAttribute('data-printing')).toBe(false);
    expect(document.getElementById('a')?.hasAttribute('data-print-current')).toBe(false);
  });

  it('prints the whole page when the button sits in no document', () => {
    document.body.innerHTML = '<button id="loose">Print</button>';
    const print = vi.fn();
    window.print = print;
    printDocument(document.getElementById('loose'));
    expect(print).toHaveBeenCalledOnce();
    expect(document.documentElement.hasAttribute('data-printing')).toBe(false);
  });
});
