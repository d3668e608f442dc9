import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { usePopupOnMount } from '../../../ui/loadOnUse.ts';
import { showToast } from '../../../ui/toastHost.ts';
import { useVenueSelection } from '../venueSelection.tsx';
import * as styles from './VenueSwitcher.css.ts';

/**
 * The venue switcher once it is used (VenueSwitcher.tsx loads it): react-aria's Select with its
 * list box and popover (spec section 4, Venue selection).
 */
export function VenueSwitcherPopup({ onMount }: { onMount: { open: boolean; focus: boolean } }) {
  const { LL } = useI18nContext();
  const { venues, selected, multiVenue, select } = useVenueSelection();
  const { isOpen, setOpen, trigger } = usePopupOnMount(onMount);
  if (!multiVenue || !selected) return null;
  const nameOf = (id: string | null) => venues.find((venue) => venue.id === id)?.name ?? '';
  return (
    <Select
      className={styles.select}
      selectedKey={selected.id}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onSelectionChange={(key) => {
        const next = String(key);
        if (next === selected.id) return;
        const previous = selected.id;
        select(next);
        showToast({
          type: 'success',
          title: LL.venue.switched({ name: nameOf(next) }),
          action: {
            label: LL.venue.undo(),
            onPress: () => {
              select(previous);
              showToast({ type: 'success', title: LL.venue.switchedBack({ name: nameOf(previous) }) });
            },
          },
        });
      }}
    >
      <Label className={styles.hiddenLabel}>{LL.topBar.venue()}</Label>
      <Button ref={trigger} className={styles.trigger}>
        <SelectValue className={styles.value} />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <ListBox className={styles.list} items={venues}>
          {(venue) => (
            <ListBoxItem id={venue.id} className={styles.option} textValue={venue.name}>
              {venue.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
