import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { tokens } from './tokens.ts';

/**
 * Paper (issue 47 item 9). A screen marks what it prints with `data-print-document` (the order's
 * detail, a Z-report, a receipt preview, a kitchen ticket, a QR sheet); on paper only that shows:
 * every element that neither is, holds nor sits in a document is left out (the sidebar, the top bar,
 * the page behind a dialog, the toasts), and the elements holding it lose their screen layout (a
 * dialog's fixed overlay would repeat on every sheet). Black on white, without the controls.
 * `src/ui/print.ts` prints one document of several (`data-print-current`).
 */

const DOCUMENT = '[data-print-document]';

globalStyle(':root, :root[data-theme="dark"]', {
  '@media': { print: { vars: assignVars(vars.color, tokens.printColor), colorScheme: 'light' } },
});
globalStyle('html, body', { '@media': { print: { background: '#fff', color: '#000' } } });

globalStyle(`body:has(${DOCUMENT}) :not(${DOCUMENT}, ${DOCUMENT} *, :has(${DOCUMENT}))`, {
  '@media': { print: { display: 'none !important' } },
});
globalStyle(`body:has(${DOCUMENT}) :has(${DOCUMENT})`, {
  '@media': {
    print: {
      display: 'block !important',
      position: 'static',
      overflow: 'visible !important',
      inset: 'auto !important',
      transform: 'none !important',
      inlineSize: 'auto !important',
      maxInlineSize: 'none !important',
      blockSize: 'auto !important',
      minBlockSize: '0 !important',
      maxBlockSize: 'none !important',
      margin: '0 !important',
      padding: '0 !important',
      border: '0 !important',
      boxShadow: 'none !important',
      background: 'none !important',
    },
  },
});
// One document of several (the kitchen's one ticket, one receipt width): the others stay off paper.
globalStyle(`html[data-printing] ${DOCUMENT}:not([data-print-current])`, {
  '@media': { print: { display: 'none !important' } },
});
globalStyle(DOCUMENT, {
  '@media': {
    print: {
      background: '#fff',
      color: '#000',
      boxShadow: 'none',
      maxBlockSize: 'none',
      overflow: 'visible',
    },
  },
});
// Controls are for the screen: buttons, forms and the like never print.
globalStyle('button, [role="button"], input, select, textarea, form, [data-print-hide]', {
  '@media': { print: { display: 'none !important' } },
});
// Tables and rows stay whole where they can; headings stay with what follows.
globalStyle('tr, li, figure, img, svg', { '@media': { print: { breakInside: 'avoid' } } });
globalStyle('h1, h2, h3', { '@media': { print: { breakAfter: 'avoid' } } });
globalStyle('a', { '@media': { print: { color: '#000', textDecoration: 'none' } } });
