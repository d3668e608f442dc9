import type { NamespaceWidgetTranslation } from '../../i18n-types.js';

/** Strings of the partner widgets (issue 7); the sign-up form itself uses the `auth` namespace. */
const es_widget = {
  /** The title of the sign-up iframe on the partner's page. */
  frameTitle: 'Formulario de registro de Ordna',
  /** The label of the language selector widget. */
  languageLabel: 'Idioma',
  /** Read after a link that opens a new tab. */
  opensInNewTab: '(se abre en una pestaña nueva)',
} satisfies NamespaceWidgetTranslation;

export default es_widget;
