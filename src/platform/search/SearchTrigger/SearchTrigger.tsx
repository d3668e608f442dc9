import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { useSearchPaletteClosed, useSearchPaletteState } from '../searchPaletteState.ts';
import * as styles from './SearchTrigger.css.ts';

/**
 * Spec section 2: a search field that is only a trigger. It can be used only while the overlay
 * is closed, and again 300 ms after it closed; it stays focusable meanwhile, so focus can
 * return to it.
 */
export function SearchTrigger() {
  const { LL } = useI18nContext();
  const { open, preload } = useSearchPaletteState();
  const usable = useSearchPaletteClosed();
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-disabled={!usable}
      aria-haspopup="dialog"
      aria-keyshortcuts="Meta+K Control+K"
      onClick={(event) => {
        // As react-aria's Button does on press (Safari does not focus a clicked button): the
        // palette gives the focus back to the element focused when it opened.
        event.currentTarget.focus();
        if (usable) open();
      }}
      onPointerEnter={preload}
      onFocus={preload}
      data-testid="search-trigger"
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.short}>{LL.topBar.searchShort()}</span>
      <span className={styles.long}>{LL.topBar.searchLong()}</span>
    </button>
  );
}
