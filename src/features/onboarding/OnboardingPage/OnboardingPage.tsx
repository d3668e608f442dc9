import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import {
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
import { factsOf, onboardingKeys, onboardingStatusQueryOptions } from '../onboarding.queries.ts';
import * as styles from './OnboardingPage.css.ts';
import { PageBody } from './PageBody.tsx';

type Facts = ReturnType<typeof factsOf>;

const message = (error: unknown) => (error instanceof AppError ? error.message : String(error));

function Wizard({ page, initial }: { page: Page; initial: Facts }) {
  const { LL } = useI18nContext();
  const L = LL.onboardingWizard;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useAtom(refusedPageAtom);
  const machine = useMemo(
    () =>
      onboardingMachine.provide({
        actions: {
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
  useEffect(() => send({ type: 'OPEN', page }), [page, send]);
  useEffect(() => {
    if (context.refused) setRefused(context.refused);
  }, [context.refused, setRefused]);
  useEffect(() => {
    if (context.page && context.page !== page)
      void navigate({ to: ONBOARDING_ROUTES[context.page], replace: true });
  }, [context.page, page, navigate]);

  /** A page's data changed (saved, imported, sold): the status is read again. */
  const refresh = async () => {
    const status = await queryClient.fetchQuery({ ...onboardingStatusQueryOptions(), staleTime: 0 });
    send({ type: 'STATUS', facts: factsOf(status) });
  };

  const shown = context.page ?? page;
  const index = ONBOARDING_PAGES.indexOf(shown);
  const saving = state.matches('saving');
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
      <section className={styles.panel} aria-labelledby="onboarding-title">
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
            <PageBody page={shown} facts={context.facts} refresh={refresh} />
            {context.error && (
              <p className={styles.error} role="alert">
                {context.error}
              </p>
            )}
            <div className={styles.actions}>
              <Button
                tone="primary"
                isDisabled={saving}
                onPress={() => {
                  setRefused(null);
                  send({ type: 'CONTINUE' });
                }}
              >
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

function Loaded({ page }: { page: Page }) {
  const { data } = useQuery(onboardingStatusQueryOptions());
  if (!data) return null;
  return <Wizard page={page} initial={factsOf(data)} />;
}

/** One page of the onboarding wizard (all six routes render this with their page). */
export function OnboardingPage({ page }: { page: Page }) {
  return (
    <Namespace name="onboardingWizard">
      <Loaded page={page} />
    </Namespace>
  );
}
