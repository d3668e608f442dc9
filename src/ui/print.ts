/**
 * Prints one document (issue 47 item 9; styles/print.css.ts): the element marked
 * `data-print-document` that holds `from` (the Print button inside it). When the page has several
 * (the kitchen's tickets, the receipt's two widths), only that one goes on paper.
 */
export function printDocument(from: Element | null): void {
  const target = from?.closest('[data-print-document]') ?? null;
  const root = document.documentElement;
  const clear = () => {
    delete root.dataset.printing;
    target?.removeAttribute('data-print-current');
  };
  if (target) {
    root.dataset.printing = '';
    target.setAttribute('data-print-current', '');
    // Browsers that return from print() at once (and print later) clean up after printing.
    window.addEventListener('afterprint', clear, { once: true });
  }
  try {
    window.print();
  } finally {
    // print() blocks until the dialog closes in Chromium and Firefox: clean up right away there too.
    if (target) setTimeout(clear, 0);
  }
}
