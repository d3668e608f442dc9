import type { NamespaceWidgetTranslation } from '../../i18n-types.js';

/** Strings of the partner widgets (issue 7); the sign-up form itself uses the `auth` namespace. */
const sv_widget = {
  /** The title of the sign-up iframe on the partner's page. */
  frameTitle: 'Registreringsformulär för Ordna',
  /** The label of the language selector widget. */
  languageLabel: 'Språk',
  /** Read after a link that opens a new tab. */
  opensInNewTab: '(öppnas i en ny flik)',
} satisfies NamespaceWidgetTranslation;

export default sv_widget;
