import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { failureText } from '../../../platform/crud/index.ts';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { TablesFrame } from '../TablesPage/TablesPage.tsx';
import { CreateFloorPlanDocument } from '../tables.gql.ts';
import { floorPlansQueryOptions, tablesKeys } from '../tables.queries.ts';
import { FloorPlanEditor } from './FloorPlanEditor.tsx';
import * as styles from './FloorPlanPage.css.ts';

export interface PlanSearch {
  plan?: string;
}

/** Plans of the selected venue: pick one, or make one (terrace, bar, dining room). */
function FloorPlans({ planId, onPlan }: { planId: string | null; onPlan: (id: string) => void }) {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const { data: all } = useSuspenseQuery(floorPlansQueryOptions());
  const { selected } = useVenueSelection();
  const plans = selected ? all.filter((plan) => plan.venueId === selected.id) : all;
  const current = plans.find((plan) => plan.id === planId) ?? plans[0] ?? null;
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = async () => {
    setProblem(null);
    const venueId = selected?.id ?? all[0]?.venueId;
    if (!venueId) return;
    try {
      const made = await mutation.send(CreateFloorPlanDocument, { data: { name, venueId } });
      setName('');
      await queryClient.invalidateQueries({ queryKey: tablesKeys.all });
      onPlan(made.createFloorPlan.id);
    } catch (error) {
      setProblem(failureText(LL, error));
    }
  };
  return (
    <>
      <h1>{LL.pages.floorPlan()}</h1>
      <div className={styles.plans}>
        {plans.length > 0 && current && (
          <Select
            label={LL.tables.plans.label()}
            options={plans.map((plan) => ({ id: plan.id, label: plan.name }))}
            value={current.id}
            onChange={onPlan}
          />
        )}
        <form
          className={styles.plans}
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <TextField label={LL.tables.plans.name()} value={name} onChange={setName} />
          <Button type="submit" tone="secondary" isDisabled={name.trim() === ''}>
            {LL.tables.plans.create()}
          </Button>
        </form>
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {current ? <FloorPlanEditor key={current.id} plan={current} /> : <p>{LL.tables.plans.none()}</p>}
    </>
  );
}

/** /tables/floor-plan: several plans per venue, each drawn in the editor. */
export function FloorPlanPage(props: { planId: string | null; onPlan: (id: string) => void }) {
  return (
    <TablesFrame>
      <FloorPlans {...props} />
    </TablesFrame>
  );
}

/** The page bound to the router: the plan lives in the URL (`?plan=`). */
export function FloorPlanRoutePage() {
  const search = useSearch({ strict: false }) as { plan?: unknown };
  const navigate = useNavigate();
  return (
    <FloorPlanPage
      planId={typeof search.plan === 'string' ? search.plan : null}
      onPlan={(id) => void navigate({ to: '.', search: { plan: id } })}
    />
  );
}
