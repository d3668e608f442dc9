import type { NamespaceWidgetTranslation } from '../../i18n-types.js';

/** Strings of the partner widgets (issue 7); the sign-up form itself uses the `auth` namespace. */
const no_widget = {
  /** The title of the sign-up iframe on the partner's page. */
  frameTitle: 'Registreringsskjema for Ordna',
  /** The label of the language selector widget. */
  languageLabel: 'Språk',
  /** Read after a link that opens a new tab. */
  opensInNewTab: '(åpnes i en ny fane)',
} satisfies NamespaceWidgetTranslation;

export default no_widget;
