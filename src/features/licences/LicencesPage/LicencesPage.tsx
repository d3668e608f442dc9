import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { failureText } from '../../../platform/crud/index.ts';
import { useFormats } from '../../../platform/formats/index.ts';
import { type FieldMessages, serverFieldMessages } from '../../../platform/forms/index.ts';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxInput } from '../../../ui/FormControls.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { ClaimDeviceDocument, SetPosAccessBlockedDocument, UpdateDeviceDocument } from '../licences.gql.ts';
import {
  type DeviceRow,
  devicesQueryOptions,
  licencesKeys,
  licencesQueryOptions,
  operativeViewerQueryOptions,
} from '../licences.queries.ts';
import * as styles from './LicencesPage.css.ts';

/** Block or restore the company's POS access (`isPOSAccessBlocked`). */
function PosAccess() {
  const { LL } = useI18nContext();
  const L = LL.licences.posAccess;
  const queryClient = useQueryClient();
  const viewer = useQuery(operativeViewerQueryOptions()).data;
  if (!viewer) return null;
  const toggle = async () => {
    try {
      await mutation.send(SetPosAccessBlockedDocument, { blocked: !viewer.isPOSAccessBlocked });
      await queryClient.invalidateQueries({ queryKey: licencesKeys.viewer });
    } catch (error) {
      showToast({ type: 'error', title: failureText(LL, error) });
    }
  };
  return (
    <section className={styles.section} aria-labelledby="pos-access">
      <h2 id="pos-access" className={styles.heading}>
        {L.title()}
      </h2>
      <p className={viewer.isPOSAccessBlocked ? styles.blocked : styles.muted} data-testid="pos-access-state">
        {viewer.isPOSAccessBlocked ? L.blocked() : L.open()}
      </p>
      <div className={styles.row}>
        <Button tone={viewer.isPOSAccessBlocked ? 'primary' : 'secondary'} onPress={() => void toggle()}>
          {viewer.isPOSAccessBlocked ? L.unblock() : L.block()}
        </Button>
      </div>
    </section>
  );
}

/** Claim a device by the code it shows; the typing stays when the server refuses. */
function ClaimDevice() {
  const { LL } = useI18nContext();
  const C = LL.licences.claim;
  const queryClient = useQueryClient();
  const { venues, selected } = useVenueSelection();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [venueId, setVenueId] = useState<string | null>(selected?.id ?? venues[0]?.id ?? null);
  const [problems, setProblems] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setProblems({});
    setFailure(null);
    try {
      const { claimDevice } = await mutation.send(ClaimDeviceDocument, {
        data: { code, name, venueId: venueId ?? '' },
      });
      setCode('');
      setName('');
      showToast({ type: 'success', title: C.claimed({ name: claimDevice.name }) }, 3000);
      await queryClient.invalidateQueries({ queryKey: licencesKeys.all });
    } catch (error) {
      const messages = serverFieldMessages(error);
      setProblems(messages);
      if (Object.keys(messages).length === 0) setFailure(failureText(LL, error));
    }
  };
  return (
    <section className={styles.section} aria-labelledby="claim-device">
      <h2 id="claim-device" className={styles.heading}>
        {C.title()}
      </h2>
      <p className={styles.muted}>{C.hint()}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField label={C.code()} value={code} onChange={setCode} errorMessage={problems.code} isRequired />
        <TextField label={C.name()} value={name} onChange={setName} errorMessage={problems.name} isRequired />
        <Select
          label={C.venue()}
          options={venues.map((venue) => ({ id: venue.id, label: venue.name }))}
          value={venueId}
          onChange={setVenueId}
          errorMessage={problems.venueId}
          isRequired
        />
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <div className={styles.row}>
          <Button type="submit">{C.submit()}</Button>
        </div>
      </form>
    </section>
  );
}

/** One device: rename it or move it to another venue. */
function DeviceLine({ device }: { device: DeviceRow }) {
  const { LL } = useI18nContext();
  const D = LL.licences.devices;
  const queryClient = useQueryClient();
  const { venues } = useVenueSelection();
  const [name, setName] = useState(device.name);
  const [venueId, setVenueId] = useState<string | null>(device.venueId ?? null);
  const [problems, setProblems] = useState<FieldMessages>({});
  const save = async () => {
    setProblems({});
    try {
      await mutation.send(UpdateDeviceDocument, {
        id: device.id,
        data: { name, venueId: venueId ?? '' },
        expectedVersion: device.version,
      });
      showToast({ type: 'success', title: D.moved() }, 2000);
      await queryClient.invalidateQueries({ queryKey: licencesKeys.all });
    } catch (error) {
      const messages = serverFieldMessages(error);
      setProblems(messages);
      if (Object.keys(messages).length === 0) showToast({ type: 'error', title: failureText(LL, error) });
    }
  };
  const unchanged = name === device.name && venueId === (device.venueId ?? null);
  return (
    <tr data-testid="device-row">
      <th scope="row" className={styles.cell}>
        <TextField
          label={D.nameLabel({ name: device.name })}
          value={name}
          onChange={setName}
          errorMessage={problems.name}
        />
      </th>
      <td className={styles.cell}>
        <Select
          label={D.venueLabel({ name: device.name })}
          options={venues.map((venue) => ({ id: venue.id, label: venue.name }))}
          value={venueId}
          onChange={setVenueId}
          errorMessage={problems.venueId}
        />
      </td>
      <td className={styles.cell}>
        {device.activeLicenses.length
          ? device.activeLicenses.map((licence) => LL.licences.products[licence.product]()).join(', ')
          : D.noLicences()}
      </td>
      <td className={styles.cell}>
        <Button tone="secondary" size="sm" isDisabled={unchanged} onPress={() => void save()}>
          {D.move()}
        </Button>
      </td>
    </tr>
  );
}

function Devices() {
  const { LL } = useI18nContext();
  const D = LL.licences.devices;
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery(devicesQueryOptions(search.trim()));
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.results);
  const total = pages[0]?.count ?? 0;
  return (
    <section className={styles.section} aria-labelledby="devices">
      <h2 id="devices" className={styles.heading}>
        {D.title()}
      </h2>
      <div className={styles.row}>
        <TextField label={D.search()} type="search" value={search} onChange={setSearch} />
      </div>
      {query.isPending ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{D.none()}</p>
      ) : (
        <>
          <p className={styles.muted}>{D.count({ count: total })}</p>
          <TableScroll>
            <table className={styles.table} aria-labelledby="devices">
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    {D.columns.name()}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {D.columns.venue()}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {D.columns.licences()}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {D.columns.actions()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((device) => (
                  <DeviceLine key={`${device.id}:${device.version}`} device={device} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      {query.hasNextPage && (
        <div className={styles.row}>
          <Button tone="ghost" onPress={() => void query.fetchNextPage()}>
            {D.more()}
          </Button>
        </div>
      )}
    </section>
  );
}

function Licences() {
  const { LL } = useI18nContext();
  const L = LL.licences.licenceList;
  const { date } = useFormats();
  const [activeOnly, setActiveOnly] = useState(false);
  const query = useInfiniteQuery(licencesQueryOptions(activeOnly));
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.results);
  return (
    <section className={styles.section} aria-labelledby="licences">
      <h2 id="licences" className={styles.heading}>
        {L.title()}
      </h2>
      <CheckboxInput name="activeOnly" label={L.activeOnly()} value={activeOnly} onChange={setActiveOnly} />
      {query.isPending ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{L.none()}</p>
      ) : (
        <>
          <p className={styles.muted}>{L.count({ count: pages[0]?.count ?? 0 })}</p>
          <TableScroll>
            <table className={styles.table} aria-labelledby="licences">
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    {L.columns.product()}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {L.columns.plan()}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {L.columns.status()}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {L.columns.expires()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((licence) => (
                  <tr key={licence.id} data-testid="licence-row">
                    <th scope="row" className={styles.cell}>
                      {LL.licences.products[licence.product]()}
                    </th>
                    <td className={styles.cell}>{LL.licences.plans[licence.plan]()}</td>
                    <td className={styles.cell}>{LL.licences.statuses[licence.status]()}</td>
                    <td className={styles.cell}>{licence.expiresAt ? date(licence.expiresAt) : L.noEnd()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      {query.hasNextPage && (
        <div className={styles.row}>
          <Button tone="ghost" onPress={() => void query.fetchNextPage()}>
            {L.more()}
          </Button>
        </div>
      )}
    </section>
  );
}

/** /licenses: licences, devices with their active licences, claiming, POS access. */
export function LicencesPage() {
  const { LL } = useI18nContext();
  return (
    <Namespace name="licences" fallback={<TableSkeleton />}>
      <div className={styles.page}>
        <h1>{LL.pages.licenses()}</h1>
        <PosAccess />
        <ClaimDevice />
        <Devices />
        <Licences />
      </div>
    </Namespace>
  );
}
