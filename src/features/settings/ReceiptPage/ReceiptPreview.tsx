import type { Language } from '../../../domain/locales.ts';
import {
  type PaperWidth,
  type ReceiptData,
  type ReceiptLabels,
  type ReceiptTemplate,
  receiptLayout,
} from '../../../domain/receiptTemplate.ts';
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
  const lines = receiptLayout(props);
  const id = `receipt-preview-${props.width}`;
  return (
    <figure aria-labelledby={id} className={styles.previewFigure}>
      <figcaption id={id}>{props.title}</figcaption>
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
    </figure>
  );
}
