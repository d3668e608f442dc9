import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { execute } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { button } from '../../../styles/recipes/button.css.ts';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { GetStaffPageDocument } from '../staff.gql.ts';
import { accessLevelsQueryOptions, staffKeys } from '../staff.queries.ts';
import { StaffNav } from './StaffNav.tsx';
import * as styles from './StaffPage.css.ts';

function Steps() {
  const { LL } = useI18nContext();
  const { data: levels } = useSuspenseQuery(accessLevelsQueryOptions());
  const { data: staffCount } = useSuspenseQuery({
    queryKey: [...staffKeys.all, 'count'],
    queryFn: async () => (await execute(GetStaffPageDocument, { first: 1 })).staffMembers.count,
  });
  const words = LL.staff.getStarted;
  return (
    <section aria-labelledby="staff-get-started">
      <h1 id="staff-get-started">{words.title()}</h1>
      <p>{words.intro()}</p>
      <p role="status">{words.progress({ staff: staffCount, levels: levels.length })}</p>
      <ol className={styles.steps}>
        <li className={styles.step}>
          <h2 className={styles.stepTitle}>{words.step1()}</h2>
          <p className={styles.stepText}>{words.step1Text()}</p>
          <div className={styles.actions}>
            <Link to="/staff/access-levels" className={button({ tone: 'secondary' })}>
              {words.openLevels()}
            </Link>
          </div>
        </li>
        <li className={styles.step}>
          <h2 className={styles.stepTitle}>{words.step2()}</h2>
          <p className={styles.stepText}>{words.step2Text()}</p>
          <div className={styles.actions}>
            <Link to="/staff" search={{ id: 'new' }} className={button({ tone: 'primary' })}>
              {words.addStaff()}
            </Link>
          </div>
        </li>
        <li className={styles.step}>
          <h2 className={styles.stepTitle}>{words.step3()}</h2>
          <p className={styles.stepText}>{words.step3Text()}</p>
        </li>
      </ol>
    </section>
  );
}

/** `/staff/get-started`: a new company's first staff members and access levels, step by step. */
export function GetStartedPage() {
  return (
    <Namespace name="staff" fallback={<TableSkeleton />}>
      <StaffNav />
      <Steps />
    </Namespace>
  );
}
