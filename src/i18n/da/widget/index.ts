import type { NamespaceWidgetTranslation } from '../../i18n-types.js';

/** Strings of the partner widgets (issue 7); the sign-up form itself uses the `auth` namespace. */
const da_widget = {
  /** The title of the sign-up iframe on the partner's page. */
  frameTitle: 'Tilmeldingsformular til Ordna',
  /** The label of the language selector widget. */
  languageLabel: 'Sprog',
  /** Read after a link that opens a new tab. */
  opensInNewTab: '(åbnes i en ny fane)',
} satisfies NamespaceWidgetTranslation;

export default da_widget;
