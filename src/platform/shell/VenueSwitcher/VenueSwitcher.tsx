import { useId } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { useLoadOnUse } from '../../../ui/loadOnUse.ts';
import { useVenueSelection } from '../venueSelection.tsx';
import * as styles from './VenueSwitcher.css.ts';

/** react-aria's Select, list box and popover, and the switch's toasts: loaded on first use. */
const loadPopup = () => import('./VenueSwitcherPopup.tsx');

/**
 * Shown in the top bar when the user has more than one venue (spec section 4, Venue selection):
 * the chosen venue on a button labelled like the Select it becomes when first pointed at, focused
 * or pressed (ui/loadOnUse.ts).
 */
export function VenueSwitcher() {
  const { LL } = useI18nContext();
  const { selected, multiVenue } = useVenueSelection();
  const popup = useLoadOnUse(loadPopup);
  const id = useId();
  if (popup.loaded) return <popup.loaded.VenueSwitcherPopup onMount={popup.onMount} />;
  if (!multiVenue || !selected) return null;
  return (
    <div className={styles.select}>
      <span id={`${id}-label`} className={styles.hiddenLabel}>
        {LL.topBar.venue()}
      </span>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-labelledby={`${id}-label ${id}-value`}
        {...popup.trigger}
      >
        <span id={`${id}-value`} className={styles.value}>
          {selected.name}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
    </div>
  );
}
