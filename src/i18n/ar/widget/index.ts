import type { NamespaceWidgetTranslation } from '../../i18n-types.js';

/** Strings of the partner widgets (issue 7); the sign-up form itself uses the `auth` namespace. */
const ar_widget = {
  /** The title of the sign-up iframe on the partner's page. */
  frameTitle: 'نموذج التسجيل في Ordna',
  /** The label of the language selector widget. */
  languageLabel: 'اللغة',
  /** Read after a link that opens a new tab. */
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
} satisfies NamespaceWidgetTranslation;

export default ar_widget;
