import type { CountryCode } from '../../../domain/countries.ts';
import type { TimePrice } from '../../../domain/menuAt.ts';
import { menuFieldErrors, timePriceSchema } from '../../../domain/menuSchemas.ts';
import { z } from '../../../domain/zod.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { serverFieldMessages, translateCodes } from '../../../platform/forms/index.ts';
import { MoneyField } from '../../../ui/MoneyField.tsx';
import { SaveEntryTimesDocument } from '../menus.gql.ts';
import { ScheduleLinesDialog } from './ScheduleLinesDialog.tsx';
import { type PriceRow, pricesOf, rowProblems, rowsOf } from './schedule.ts';

const pricesSchema = z.array(timePriceSchema);

/**
 * The time-bound prices of one menu entry (a happy hour): the shared schedule lines
 * (`ScheduleLinesDialog`) with a price on each line. Lines with the same price are sent as one
 * `TimePrice` with several windows.
 */
export function TimePricesDialog({
  menuId,
  version,
  entry,
  country,
  onClose,
  onSaved,
}: {
  menuId: string;
  /** The menu's version the dialog started from: a change made elsewhere since is refused. */
  version: number;
  entry: { id: string; title: string; timePrices: readonly TimePrice[] };
  /** The company's country: how its amounts are written and read. */
  country: CountryCode;
  onClose: () => void;
  onSaved: () => void | Promise<void>;
}) {
  const { LL } = useI18nContext();
  return (
    <ScheduleLinesDialog<PriceRow, TimePrice[]>
      texts={{
        title: LL.menus.happyHour({ name: entry.title }),
        help: LL.menus.happyHourHelp(),
        none: LL.menus.happyHourNone(),
        line: (n) => LL.menus.happyHourLine({ n }),
        from: (n) => LL.menus.fromLine({ n }),
        to: (n) => LL.menus.toLine({ n }),
        remove: (n) => LL.menus.happyHourRemove({ n }),
        add: LL.menus.happyHourAdd(),
      }}
      initial={() => rowsOf(entry.timePrices, country)}
      blank={{ price: '' }}
      lineField={(row, index, change, errors) => (
        <MoneyField
          label={LL.menus.priceLine({ n: index + 1 })}
          country={country}
          value={row.price}
          onChange={(price) => change({ price })}
          errorMessage={errors[`${index}.price`]}
        />
      )}
      check={(rows) => {
        const { prices, places } = pricesOf(rows, country);
        const checked = pricesSchema.safeParse(prices);
        return checked.success
          ? { ok: true, value: checked.data }
          : {
              ok: false,
              errors: rowProblems(translateCodes(LL.menus.errors, menuFieldErrors(checked.error)), places),
            };
      }}
      send={(timePrices) =>
        mutation.send(SaveEntryTimesDocument, {
          menuId,
          expectedVersion: version,
          data: { menuEntries: { update: [{ where: { id: entry.id }, data: { timePrices } }] } },
        })
      }
      serverProblems={(error, rows) =>
        rowProblems(
          serverFieldMessages(error),
          pricesOf(rows, country).places,
          'menuEntries.update.0.data.timePrices.',
        )
      }
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
