import { accessLevelSchema, staffFieldErrors, TERMINAL_PERMISSIONS } from '../../domain/staff.ts';
import { mutation } from '../../graphql/mutation.ts';
import { type ResourceDescriptor, textCompare } from '../../platform/crud/index.ts';
import { CreateAccessLevelDocument, UpdateAccessLevelDocument } from './staff.gql.ts';
import {
  type AccessLevelRow,
  accessLevelDetail,
  accessLevelPages,
  accessLevelsQueryOptions,
  removeAccessLevels,
  STAFF_INVALIDATES,
} from './staff.queries.ts';
import { staffErrorTexts, staffTexts } from './staff.resources.ts';
import type { StaffEnv } from './staffEnv.ts';

export interface AccessLevelForm {
  name: string;
  permissions: string[];
}

const inputOf = (form: AccessLevelForm) => ({ name: form.name.trim(), permissions: form.permissions });

/** Access levels: a name and any set of the 17 terminal permissions (spec section 6). */
export const accessLevelsResource: ResourceDescriptor<
  'accessLevels',
  AccessLevelRow,
  AccessLevelForm,
  StaffEnv
> = {
  key: 'accessLevels',
  texts: staffTexts('accessLevels'),
  errorTexts: staffErrorTexts,
  scope: 'STAFF',
  list: accessLevelsQueryOptions,
  pages: accessLevelPages,
  detail: accessLevelDetail,
  invalidates: STAFF_INVALIDATES,
  remove: removeAccessLevels,
  name: (row) => row.name,
  searchText: (row) => row.name,
  version: (row) => row.version,
  defaultSort: 'name',
  columns: [
    {
      key: 'name',
      width: 'minmax(10rem, 2fr)',
      compare: (env) => {
        const compare = textCompare(env.locale);
        return (a, b) => compare(a.name, b.name);
      },
      render: (row) => row.name,
    },
    {
      key: 'permissions',
      width: 'minmax(8rem, 1fr)',
      compare: () => (a, b) => a.permissions.length - b.permissions.length,
      render: (row, env) =>
        env.LL.staff.form.permissionCount({
          count: row.permissions.length,
          total: TERMINAL_PERMISSIONS.length,
        }),
    },
    {
      key: 'staffCount',
      width: '8rem',
      numeric: true,
      compare: () => (a, b) => a.staffCount - b.staffCount,
      render: (row) => String(row.staffCount),
    },
  ],
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'permissions', kind: 'checkboxGroup', wide: true, options: (env) => env.options.permissions },
  ],
  empty: () => ({ name: '', permissions: [] }),
  toForm: (row) => ({ name: row.name, permissions: [...row.permissions] }),
  validate: (form) => {
    const result = accessLevelSchema.safeParse(inputOf(form));
    return result.success ? {} : staffFieldErrors(result.error);
  },
  save: async ({ id, form, version }) => {
    const data = inputOf(form);
    if (id === null) return (await mutation.send(CreateAccessLevelDocument, { data })).createAccessLevel.id;
    return (await mutation.send(UpdateAccessLevelDocument, { id, data, expectedVersion: version }))
      .updateAccessLevel.id;
  },
};
