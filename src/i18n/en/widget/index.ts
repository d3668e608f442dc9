import type { BaseTranslation } from '../../i18n-types.js';

/** Strings of the partner widgets (issue 7); the sign-up form itself uses the `auth` namespace. */
const en_widget = {
  /** The title of the sign-up iframe on the partner's page. */
  frameTitle: 'Ordna sign-up form',
  /** The label of the language selector widget. */
  languageLabel: 'Language',
  /** Read after a link that opens a new tab. */
  opensInNewTab: '(opens in a new tab)',
} satisfies BaseTranslation;

export default en_widget;
