import type { NamespaceWidgetTranslation } from '../../i18n-types.js';

/** Strings of the partner widgets (issue 7); the sign-up form itself uses the `auth` namespace. */
const tr_widget = {
  /** The title of the sign-up iframe on the partner's page. */
  frameTitle: 'Ordna kayıt formu',
  /** The label of the language selector widget. */
  languageLabel: 'Dil',
  /** Read after a link that opens a new tab. */
  opensInNewTab: '(yeni sekmede açılır)',
} satisfies NamespaceWidgetTranslation;

export default tr_widget;
