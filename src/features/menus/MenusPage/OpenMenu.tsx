import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { menuQueryOptions } from '../menus.queries.ts';
import { MenuEditor } from './MenuEditor.tsx';

/** The editor of the menu in `?menu=`: read by id with its entries, whichever page it is on. */
export function OpenMenu({
  menuId,
  ...props
}: Omit<Parameters<typeof MenuEditor>[0], 'menu'> & { menuId: string }) {
  const { LL } = useI18nContext();
  const { data, isError } = useQuery(menuQueryOptions(menuId));
  if (isError) return <p role="alert">{LL.menus.errors.loadFailed()}</p>;
  if (!data) return <TableSkeleton rows={3} />;
  return <MenuEditor menu={data} {...props} />;
}
