import { useI18nContext } from '../i18n/i18n-react.tsx';
import { Button } from './Button.tsx';
import { printDocument } from './print.ts';

/**
 * "Print", placed inside the document it prints (an element marked `data-print-document`); it does
 * not print itself (styles/print.css.ts). `label` names the document for a screen reader when the
 * page shows several ("Print order 12").
 */
export function PrintButton({ label, size = 'sm' }: { label?: string; size?: 'sm' | 'md' }) {
  const { LL } = useI18nContext();
  return (
    <Button
      tone="secondary"
      size={size}
      aria-label={label}
      onPress={(event) => printDocument(event.target instanceof Element ? event.target : null)}
    >
      {LL.app.print()}
    </Button>
  );
}
