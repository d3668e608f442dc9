import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  Autocomplete,
  Collection,
  Header,
  Input,
  Menu,
  MenuItem,
  MenuSection,
  TextField,
} from 'react-aria-components';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { hitCount } from '../../../machines/searchPalette/searchPalette.machine.ts';
import type { SearchPaletteEvent } from '../../../machines/searchPalette/searchPalette.types.ts';
import { Modal } from '../../../ui/Modal.tsx';
import { canOpen, pathOf, QUICK_ACTIONS } from '../../navigation.ts';
import { useSearchFacts, useSearchPaletteActor } from '../searchPaletteState.ts';
import * as styles from './SearchPalette.css.ts';

interface Entry {
  id: string;
  label: string;
  meta?: string;
  /** What choosing it does: search for a recent title, or go somewhere. */
  event: SearchPaletteEvent;
}

function withQuery(page: Parameters<typeof pathOf>[0], search: Record<string, string>): string {
  return `${pathOf(page)}?${new URLSearchParams(search).toString()}`;
}

/**
 * The search overlay (spec section 2): recent searches and quick actions before typing, then
 * products, categories, staff and pages from the server. Arrow keys move through the results while
 * typing continues; Enter opens one; Escape or a click outside closes it.
 */
export function SearchPalette() {
  const { LL } = useI18nContext();
  const actor = useSearchPaletteActor();
  const snapshot = useSelector(actor, (s) => s);
  const facts = useSearchFacts();
  const { query, hits, recent } = snapshot.context;
  const isOpen = snapshot.matches('open');
  const idle = snapshot.matches({ open: 'idle' });
  const pending = snapshot.matches({ open: 'debouncing' }) || snapshot.matches({ open: 'searching' });

  const sections: { id: string; title: string; entries: Entry[] }[] = [];
  if (idle) {
    if (recent.length > 0) {
      sections.push({
        id: 'recent',
        title: LL.search.recent(),
        entries: recent.map((title) => ({
          id: `recent:${title}`,
          label: title,
          event: { type: 'TYPE', query: title },
        })),
      });
    }
    const actions = QUICK_ACTIONS.filter((action) => canOpen(action.page, facts));
    if (actions.length > 0) {
      sections.push({
        id: 'actions',
        title: LL.search.quickActions(),
        entries: actions.map((action) => ({
          id: `action:${action.key}`,
          label: LL.search.actions[action.key](),
          event: { type: 'CHOOSE', title: null, path: withQuery(action.page, action.search) },
        })),
      });
    }
  } else if (hits) {
    sections.push(
      {
        id: 'products',
        title: LL.search.products(),
        entries: hits.items.map((item) => ({
          id: `item:${item.id}`,
          label: item.title,
          meta: item.categories.map((category) => category.name).join(', '),
          event: { type: 'CHOOSE', title: item.title, path: withQuery('products', { id: item.id }) },
        })),
      },
      {
        id: 'categories',
        title: LL.search.categories(),
        entries: hits.categories.map((category) => ({
          id: `category:${category.id}`,
          label: category.name,
          event: { type: 'CHOOSE', title: category.name, path: withQuery('categories', { id: category.id }) },
        })),
      },
      {
        id: 'staff',
        title: LL.search.staff(),
        entries: hits.staff.map((person) => ({
          id: `staff:${person.id}`,
          label: person.name,
          event: { type: 'CHOOSE', title: person.name, path: withQuery('staff', { id: person.id }) },
        })),
      },
      {
        id: 'pages',
        title: LL.search.pages(),
        entries: hits.pages.map((page) => ({
          id: `page:${page.key}`,
          label: page.title,
          event: { type: 'CHOOSE', title: page.title, path: page.path },
        })),
      },
    );
  }
  const visible = sections.filter((section) => section.entries.length > 0);
  const byId = new Map(
    visible.flatMap((section) => section.entries.map((entry) => [entry.id, entry] as const)),
  );

  let status: ReactNode = null;
  if (snapshot.matches({ open: 'empty' })) status = LL.search.empty();
  else if (snapshot.matches({ open: 'failed' })) status = LL.search.failed();
  else if (pending) status = LL.search.searching();
  else if (snapshot.matches({ open: 'results' })) status = LL.search.results({ count: hitCount(hits) });

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'CLOSE' });
      }}
      title={LL.search.dialog()}
      hideTitle
      bare
    >
      <Autocomplete inputValue={query} onInputChange={(value) => actor.send({ type: 'TYPE', query: value })}>
        <TextField aria-label={LL.search.label()} className={styles.field} autoFocus>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <Input className={styles.input} placeholder={LL.search.placeholder()} />
        </TextField>
        <div className={styles.list} data-testid="search-results">
          {idle && recent.length === 0 && (
            <section className={styles.section} aria-label={LL.search.recent()}>
              <Header className={styles.header}>{LL.search.recent()}</Header>
              <p className={styles.note}>{LL.search.noRecent()}</p>
            </section>
          )}
          <Menu
            aria-label={LL.search.label()}
            className={styles.menu}
            items={visible}
            onAction={(key) => {
              const entry = byId.get(String(key));
              if (entry) actor.send(entry.event);
            }}
          >
            {(section) => (
              <MenuSection id={section.id} className={styles.section}>
                <Header className={styles.header}>{section.title}</Header>
                <Collection items={section.entries}>
                  {(entry) => (
                    <MenuItem id={entry.id} textValue={entry.label} className={styles.item}>
                      <span>{entry.label}</span>
                      {entry.meta && <span className={styles.meta}>{entry.meta}</span>}
                    </MenuItem>
                  )}
                </Collection>
              </MenuSection>
            )}
          </Menu>
          {/* One live region: searching, the number of hits, or the spec's empty text. */}
          <p role="status" className={status ? styles.note : styles.visuallyHidden}>
            {status}
          </p>
        </div>
      </Autocomplete>
    </Modal>
  );
}
