import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useChildMatches, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  currentPage,
  ONBOARDING_PAGES,
  ONBOARDING_ROUTES,
  type OnboardingPage as Page,
  pageState,
} from '../../../domain/onboarding.ts';
import { AppError } from '../../../graphql/client.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { onboardingMachine } from '../../../machines/onboarding/onboarding.machine.ts';
import type { RecordRequest } from '../../../machines/onboarding/onboarding.types.ts';
import { Button } from '../../../ui/Button.tsx';
import { refusedPageAtom } from '../onboarding.atoms.ts';
import { CreateOnboardingEventDocument } from '../onboarding.gql.ts';
import {
  factsOf,
  onboardingKeys,
  onboardingStatusQueryOptions,
  refreshAfterStep,
} from '../onboarding.queries.ts';
import * as styles from './OnboardingPage.css.ts';
import { PageBody, type PageSubmit } from './PageBody.tsx';

type Facts = ReturnType<typeof factsOf>;

const message = (error: unknown) => (error instanceof AppError ? error.message : String(error));

/**
 * The wizard: one machine for the whole walk, whichever of the six pages the URL names (`page`,
 * null at `/onboarding` itself: the first open page). It asks the machine to open the URL's page;
 * when the machine shows another (a page ahead refused, the next after a skip), it changes the URL
 * (never away from a page the URL does not name).
 */
function Wizard({ page, initial }: { page: Page | null; initial: Facts }) {
  const { LL } = useI18nContext();
  const L = LL.onboardingWizard;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useAtom(refusedPageAtom);
  // What the page on screen saves on Continue (its form), handed over by the page itself.
  const pageSubmit = useRef<PageSubmit | null>(null);
  const bindSubmit = useCallback((submit: PageSubmit | null) => {
    pageSubmit.current = submit;
  }, []);
  const machine = useMemo(
    () =>
      onboardingMachine.provide({
        actions: {
          submit: ({ self }) => {
            const save = pageSubmit.current ?? (async () => true);
            const run = async () => {
              if (!(await save())) return self.send({ type: 'INVALID' });
              const status = await refreshAfterStep(queryClient);
              self.send({ type: 'SUBMITTED', facts: factsOf(status) });
            };
            run().catch((error: unknown) => self.send({ type: 'FAILED', error: message(error) }));
          },
          record: ({ self }, params: RecordRequest) => {
            void mutation.send(CreateOnboardingEventDocument, params).then(
              (result) => {
                queryClient.setQueryData(onboardingKeys.status, result.createOnboardingEvent);
                self.send({ type: 'RECORDED', facts: factsOf(result.createOnboardingEvent) });
              },
              (error: unknown) => self.send({ type: 'FAILED', error: message(error) }),
            );
          },
        },
      }),
    [queryClient],
  );
  const [state, send] = useMachine(machine, { input: { facts: initial } });
  const { context } = state;

  // The URL asks for a page; the machine decides whether it may be shown.
  const asked = page ?? currentPage(initial) ?? ONBOARDING_PAGES[0];
  useEffect(() => send({ type: 'OPEN', page: asked }), [asked, send]);
  useEffect(() => {
    if (context.refused) setRefused(context.refused);
  }, [context.refused, setRefused]);
  // The URL follows the machine only when the machine moved (Continue, a skip) or refused the
  // URL's page: a link to a finished page changes the URL first, and correcting it back to the
  // page still shown before the machine opened the new one made the two chase each other.
  const lastShown = useRef(context.page);
  useEffect(() => {
    const moved = lastShown.current !== context.page;
    lastShown.current = context.page;
    if (!context.page || !page || context.page === page) return;
    if (moved || context.refused === page)
      void navigate({ to: ONBOARDING_ROUTES[context.page], replace: true });
  }, [context.page, context.refused, page, navigate]);

  /** A page's data changed (saved, imported, sold): the status is read again, and what it unlocks. */
  const refresh = async () => {
    const status = await refreshAfterStep(queryClient);
    send({ type: 'STATUS', facts: factsOf(status) });
  };
  const onContinue = () => {
    if (!state.matches('showing')) return;
    setRefused(null);
    send({ type: 'CONTINUE' });
  };

  const shown = context.page ?? asked;
  const index = ONBOARDING_PAGES.indexOf(shown);
  const saving = !state.matches('showing') && !state.matches('finished');
  return (
    <div className={styles.layout}>
      <nav aria-label={L.wizard()}>
        <ol className={styles.steps}>
          {ONBOARDING_PAGES.map((p) => {
            const s = pageState(p, context.facts);
            return (
              <li key={p}>
                <Link
                  to={ONBOARDING_ROUTES[p]}
                  className={[styles.step, p === shown ? styles.current : ''].join(' ')}
                  aria-current={p === shown ? 'step' : undefined}
                >
                  <span>{L.pages[p]()}</span>
                  <span className={styles.state}>{L.states[s]()}</span>
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
      {/* Each page its own panel (a new URL too, even one refused): its fields start afresh, as a page does. */}
      <section key={`${page}/${shown}`} className={styles.panel} aria-labelledby="onboarding-title">
        {state.matches('finished') ? (
          <>
            <h1 id="onboarding-title">{L.finished()}</h1>
            <Link to="/">{L.toDashboard()}</Link>
          </>
        ) : (
          <>
            <p className={styles.muted}>{L.stepOf({ index: index + 1, total: ONBOARDING_PAGES.length })}</p>
            <h1 id="onboarding-title">{L.pages[shown]()}</h1>
            {refused && refused !== shown && (
              <p className={styles.notice} role="alert">
                {L.outOfOrder({ page: L.pages[shown]() })}
              </p>
            )}
            <PageBody
              page={shown}
              facts={context.facts}
              refresh={refresh}
              bindSubmit={bindSubmit}
              onContinue={onContinue}
            />
            {context.error && (
              <p className={styles.error} role="alert">
                {context.error}
              </p>
            )}
            <div className={styles.actions}>
              <Button tone="primary" isDisabled={saving} onPress={onContinue}>
                {L.continue()}
              </Button>
              {pageState(shown, context.facts) === 'open' && (
                <Button
                  tone="ghost"
                  isDisabled={saving}
                  onPress={() => {
                    setRefused(null);
                    send({ type: 'SKIP' });
                  }}
                >
                  {L.skip()}
                </Button>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}

function Loaded({ page }: { page: Page | null }) {
  const { data } = useQuery(onboardingStatusQueryOptions());
  if (!data) return null;
  return <Wizard page={page} initial={factsOf(data)} />;
}

/** The page a path names: `/onboarding/stations` → stations; null for `/onboarding` itself. */
export function onboardingPageAt(pathname: string): Page | null {
  const path = pathname.replace(/\/+$/, '');
  return ONBOARDING_PAGES.find((candidate) => ONBOARDING_ROUTES[candidate] === path) ?? null;
}

/**
 * The onboarding wizard, rendered once by the `/onboarding` layout route for its six pages
 * (src/routes/_app/onboarding.tsx), so its machine lives for the whole walk: a page change is an
 * event, not a new wizard. When each page was its own route, a press in the moment the next
 * page's route was loading went to the wizard being replaced, and its answer was lost.
 */
export function OnboardingPage() {
  // The child route on screen, not the location: leaving the wizard, the location changes first,
  // and the wizard must not take it for a page of its own to correct.
  const path = useChildMatches({ select: (matches) => matches[0]?.pathname ?? '' });
  return (
    <Namespace name="onboardingWizard">
      <Loaded page={onboardingPageAt(path)} />
    </Namespace>
  );
}
