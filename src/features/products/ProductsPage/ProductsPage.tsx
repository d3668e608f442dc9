import { useSuspenseQuery } from '@tanstack/react-query';
import { COUNTRIES, normalizeCountry } from '../../../domain/countries.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { GetItemsQuery } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Table, type TableColumn } from '../../../ui/Table.tsx';
import { userMetadataQueryOptions } from '../../session/session.queries.ts';
import { itemsQueryOptions } from '../products.queries.ts';
import * as styles from './ProductsPage.css.ts';

type Item = GetItemsQuery['items']['results'][number];

/** /pim/products: one row per item with title, categories and price in the company currency. */
export function ProductsPage() {
  const { LL } = useI18nContext();
  const { data: items } = useSuspenseQuery(itemsQueryOptions());
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const moneyLocale = COUNTRIES[normalizeCountry(metadata.country)].languageTag;
  const columns: TableColumn<Item>[] = [
    { id: 'title', label: LL.products.columnTitle(), isRowHeader: true, render: (item) => item.title },
    {
      id: 'categories',
      label: LL.products.columnCategories(),
      render: (item) => (
        <span className={styles.tags}>
          {item.categories.map((category) => (
            <span key={category.id} className={styles.tag}>
              <span className={styles.dot} style={{ background: category.color }} aria-hidden="true" />
              {category.name}
            </span>
          ))}
        </span>
      ),
    },
    {
      id: 'price',
      label: LL.products.columnPrice(),
      numeric: true,
      render: (item) => formatMoney(item.defaultPrice, metadata.currency, moneyLocale),
    },
  ];
  return (
    <section>
      <div className={styles.header}>
        <h1>{LL.products.title()}</h1>
        <span className={styles.count}>{LL.products.count({ count: items.count })}</span>
      </div>
      <Table
        label={LL.products.tableLabel()}
        columns={columns}
        rows={items.results}
        empty={() => LL.products.empty()}
      />
    </section>
  );
}
