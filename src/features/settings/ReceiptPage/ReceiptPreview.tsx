import type { Language } from '../../../domain/locales.ts';
import {
  type PaperWidth,
  type ReceiptData,
  type ReceiptLabels,
  type ReceiptTemplate,
  receiptLayout,
} from '../../../domain/receiptTemplate.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { PrintButton } from '../../../ui/PrintButton.tsx';
import * as styles from '../SettingsPage/settingsForm.css.ts';

/**
 * One receipt at a paper width, from the same layout the order's PDF prints (src/domain
 * receiptTemplate.ts): monospaced lines of 32 or 48 characters, the logo where the layout puts it.
 */
export function ReceiptPreview(props: {
  width: PaperWidth;
  title: string;
  template: ReceiptTemplate;
  country: string;
  language: Language;
  fallbackLanguage: Language;
  data: ReceiptData;
  labels: ReceiptLabels;
  logo: string | null;
}) {
  const { LL } = useI18nContext();
  const lines = receiptLayout(props);
  const id = `receipt-preview-${props.width}`;
  return (
    // A document of its own: its Print button prints this width alone (styles/print.css.ts).
    <figure aria-labelledby={id} className={styles.previewFigure} data-print-document="">
      <figcaption id={id} data-print-hide="">
        {props.title}
      </figcaption>
      <pre className={styles.paper} data-testid={id} data-width={props.width}>
        {lines.map((line, index) =>
          line.kind === 'logo' ? (
            props.logo ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are positional
              <img key={index} className={styles.logo} src={props.logo} alt="" />
            ) : null
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are positional
            <span key={index} className={line.strong ? styles.strong : undefined}>
              {`${line.text}\n`}
            </span>
          ),
        )}
      </pre>
      <PrintButton label={`${LL.app.print()} – ${props.title}`} />
    </figure>
  );
}
