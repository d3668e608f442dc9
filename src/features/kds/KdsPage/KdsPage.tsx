import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ageOf, allDayCount, type KdsStage } from '../../../domain/kds.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { stageAfter } from '../../../machines/ticketStage/ticketStage.machine.ts';
import { useFormats } from '../../../platform/formats/index.ts';
import { userMetadataQueryOptions } from '../../../platform/session/index.ts';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxInput, SliderInput } from '../../../ui/FormControls.tsx';
import { PrintButton } from '../../../ui/PrintButton.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { allergenName } from '../../pim/index.ts';
import { type KdsTicket, kdsPrepTimesQueryOptions, kdsStationsQueryOptions } from '../kds.queries.ts';
import { beep } from './beep.ts';
import * as styles from './KdsPage.css.ts';
import { useKdsAlerts, useKdsSound } from './useKdsAlerts.ts';
import { type Notice, useKdsScreen } from './useKdsScreen.ts';

/** Now, refreshed every 15 seconds (the ageing colours move without a reload). */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function Station({
  stationId,
  venueId,
  stationName,
}: {
  stationId: string;
  venueId: string;
  stationName: string;
}) {
  const { LL } = useI18nContext();
  const L = LL.kds;
  const screen = useKdsScreen(stationId, venueId);
  const prep = useQuery(kdsPrepTimesQueryOptions(stationId, venueId));
  const now = useNow();
  const { tickets, bump, recall, stageOf } = screen;
  const [sound, setSound] = useKdsSound(stationId);
  const alerts = useKdsAlerts(screen.board.data?.tickets, sound);

  // The bump bar: number keys bump the ticket in that place, 0 or Backspace recalls.
  const latest = useRef({ tickets, bump, recall });
  latest.current = { tickets, bump, recall };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key === '0' || event.key === 'Backspace') {
        event.preventDefault();
        latest.current.recall();
        return;
      }
      if (/^[1-9]$/.test(event.key)) {
        const ticket = latest.current.tickets[Number(event.key) - 1];
        if (ticket) {
          event.preventDefault();
          latest.current.bump(ticket);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const allDay = useMemo(
    () => allDayCount(tickets.map((ticket) => ({ stage: stageOf(ticket), lines: ticket.lines }))),
    [tickets, stageOf],
  );
  const { time } = useFormats();
  const minutesOf = (ticket: KdsTicket) =>
    Math.max(0, Math.floor((now - Date.parse(ticket.createdAt)) / 60_000));
  const stageName = (stage: KdsStage) => L.stages[stage]();
  const noticeText = (notice: Notice | null): string => {
    if (!notice) return '';
    switch (notice.kind) {
      case 'stale':
        return L.stale({ number: notice.number });
      case 'bumped':
        return L.bumped({ number: notice.number, stage: stageName(notice.stage) });
      case 'recalled':
        return L.recalled({ number: notice.number, stage: stageName(notice.stage) });
      case 'nothingToRecall':
        return L.nothingToRecall();
      case 'error':
        return notice.message;
    }
  };

  return (
    <>
      {!screen.online && (
        <p className={styles.offline} role="alert" data-testid="kds-offline">
          {L.offline({ count: screen.queue.length })}
        </p>
      )}
      <div className={styles.header}>
        <p
          className={styles.muted}
          data-testid="kds-live"
          data-events={screen.events}
          data-chimes={alerts.chimes}
        >
          {L.live()} · {L.keyboardHelp()}
        </p>
        <div className={styles.headerGroup}>
          {/* The new-ticket sound, per screen (issue 47 item 10): mute and volume, kept in this browser. */}
          <CheckboxInput
            name="kds-mute"
            label={L.mute()}
            value={sound.muted}
            onChange={(muted) => setSound({ ...sound, muted })}
          />
          <SliderInput
            name="kds-volume"
            label={L.volume()}
            step={5}
            value={sound.volume}
            isDisabled={sound.muted}
            onChange={(volume) => setSound({ ...sound, volume })}
            // The level just set, by a drag or a key (not the Tab that came in), heard once.
            onChangeEnd={beep}
          />
          <Button tone="secondary" onPress={recall} data-testid="kds-recall">
            {L.recall()}
          </Button>
        </div>
      </div>
      <p className={styles.srOnly} role="status" data-testid="kds-arrived">
        {alerts.arrived.map((number) => L.arrived({ number })).join(' ')}
      </p>
      <p className={styles.notice} role="status" data-testid="kds-notice">
        {noticeText(screen.notice)}
      </p>
      <div className={styles.body}>
        <section aria-label={L.tickets({ station: stationName })}>
          {screen.board.isPending ? (
            <TableSkeleton />
          ) : tickets.length === 0 ? (
            <p className={styles.muted}>{L.noTickets()}</p>
          ) : (
            <ol className={styles.tickets} data-testid="kds-tickets">
              {tickets.map((ticket, index) => {
                const stage = stageOf(ticket);
                const next = stageAfter(stage, { type: 'BUMP' });
                const age = ageOf(Date.parse(ticket.createdAt), now, stage);
                return (
                  <li
                    key={ticket.id}
                    className={[styles.ticket[age], alerts.flashing.has(ticket.id) ? styles.flash : '']
                      .filter(Boolean)
                      .join(' ')}
                    data-flash={alerts.flashing.has(ticket.id) ? 'true' : undefined}
                    data-print-document=""
                    data-testid={`kds-ticket-${ticket.orderNumber}`}
                    data-ticket-id={ticket.id}
                    data-stage={stage}
                    data-age={age}
                  >
                    <div className={styles.ticketHead}>
                      <span>
                        {index < 9 && (
                          <span className={styles.key} title={L.position({ key: index + 1 })}>
                            {index + 1}
                          </span>
                        )}
                        {L.order({ number: ticket.orderNumber })}
                      </span>
                      <span>{L.minutes({ minutes: minutesOf(ticket) })}</span>
                    </div>
                    <p className={styles.muted}>
                      {[
                        ticket.table ? L.table({ table: ticket.table }) : null,
                        ticket.courseName ?? L.noCourse(),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <p className={`${styles.muted} ${styles.stage[stage]}`}>{stageName(stage)}</p>
                    <ul className={styles.lines}>
                      {ticket.lines.map((line) => (
                        <li key={line.id}>
                          <span className={styles.lineTitle}>
                            {line.quantity} × {line.title}
                          </span>
                          {line.modifications.length > 0 && (
                            <p className={styles.detail}>
                              {L.modifications()}: {line.modifications.join(', ')}
                            </p>
                          )}
                          {line.removed.length > 0 && (
                            <p className={styles.message}>
                              {L.without()}: {line.removed.join(', ')}
                            </p>
                          )}
                          {line.messages.map((text) => (
                            <p key={text} className={styles.message}>
                              {L.messages()}: {text}
                            </p>
                          ))}
                          {line.allergens.length > 0 && (
                            <p className={styles.detail}>
                              {L.allergens()}:{' '}
                              {line.allergens.map((code) => allergenName(LL, code)).join(', ')}
                            </p>
                          )}
                        </li>
                      ))}
                    </ul>
                    <PrintButton label={L.printTicket({ number: ticket.orderNumber })} />
                    {next && (
                      <Button
                        size="md"
                        fullWidth
                        onPress={() => bump(ticket)}
                        aria-label={L.bump({ number: ticket.orderNumber, stage: stageName(next) })}
                      >
                        {stageName(next)}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </section>
        <aside className={styles.side}>
          <section className={styles.panel} aria-labelledby="kds-all-day">
            <h2 id="kds-all-day" className={styles.panelTitle}>
              {L.allDay()}
            </h2>
            {allDay.length === 0 ? (
              <p className={styles.muted}>{L.allDayEmpty()}</p>
            ) : (
              <table className={styles.table} data-testid="kds-all-day">
                <tbody>
                  {allDay.map((row) => (
                    <tr key={row.title}>
                      <th scope="row" className={styles.cell}>
                        {row.title}
                      </th>
                      <td className={styles.num}>{row.quantity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="kds-prep">
            <h2 id="kds-prep" className={styles.panelTitle}>
              {L.prepTime()}
            </h2>
            {(prep.data ?? []).length === 0 ? (
              <p className={styles.muted}>{L.prepEmpty()}</p>
            ) : (
              <table className={styles.table} data-testid="kds-prep">
                <thead>
                  <tr>
                    <th className={styles.cell}>{L.prepHour()}</th>
                    <th className={styles.num}>{L.prepTickets()}</th>
                    <th className={styles.num}>{L.prepAverage()}</th>
                  </tr>
                </thead>
                <tbody>
                  {(prep.data ?? []).slice(0, 8).map((row) => (
                    <tr key={row.hour}>
                      <td className={styles.cell}>{time(row.hour)}</td>
                      <td className={styles.num}>{row.tickets}</td>
                      <td className={styles.num}>
                        {L.minutes({ minutes: Math.round(row.averageSeconds / 60) })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </aside>
      </div>
    </>
  );
}

function KdsScreen({ stationId, onStation }: { stationId: string | null; onStation: (id: string) => void }) {
  const { LL } = useI18nContext();
  const L = LL.kds;
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const { selected } = useVenueSelection();
  const venueId = selected?.id ?? metadata.venueId ?? '';
  const { data: stations } = useSuspenseQuery(kdsStationsQueryOptions(venueId));
  const station =
    stations.find((candidate) => candidate.id === stationId) ??
    stations.find((candidate) => candidate.kind === 'SCREEN') ??
    stations[0] ??
    null;
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div ref={frame} className={styles.screen} data-testid="kds-screen">
      <div className={styles.header}>
        <h1 className={styles.title}>{LL.pages.kds()}</h1>
        <div className={styles.headerGroup}>
          {station && (
            <Select
              label={L.station()}
              options={stations.map((candidate) => ({ id: candidate.id, label: candidate.name }))}
              value={station.id}
              onChange={onStation}
            />
          )}
          <Button
            tone="secondary"
            onPress={() => {
              if (document.fullscreenElement) void document.exitFullscreen();
              else void frame.current?.requestFullscreen?.();
            }}
          >
            {L.fullScreen()}
          </Button>
        </div>
      </div>
      {station ? (
        <Station key={station.id} stationId={station.id} venueId={venueId} stationName={station.name} />
      ) : (
        <p className={styles.muted}>{L.noStations()}</p>
      )}
    </div>
  );
}

/** /kds: a station's kitchen display, live over graphql-ws (issue 19 item 4). */
export function KdsPage(props: { stationId: string | null; onStation: (id: string) => void }) {
  return (
    <Namespace name="pim" fallback={<TableSkeleton />}>
      <Namespace name="kds" fallback={<TableSkeleton />}>
        <KdsScreen {...props} />
      </Namespace>
    </Namespace>
  );
}

/** The page bound to the router: the station lives in the URL (`?station=`). */
export function KdsRoutePage() {
  const search = useSearch({ strict: false }) as { station?: unknown };
  const navigate = useNavigate();
  return (
    <KdsPage
      stationId={typeof search.station === 'string' ? search.station : null}
      onStation={(id) => void navigate({ to: '.', search: { station: id } })}
    />
  );
}
