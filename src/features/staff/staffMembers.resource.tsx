import {
  pinProblem,
  staffFieldErrors,
  staffMemberSchema,
  staffMemberUpdateSchema,
} from '../../domain/staff.ts';
import { AppError, execute } from '../../graphql/client.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { ResourceDescriptor } from '../../platform/crud/index.ts';
import {
  CreateStaffMemberDocument,
  ProposeStaffPinDocument,
  ResetStaffPinDocument,
  UpdateStaffMemberDocument,
} from './staff.gql.ts';
import {
  fetchStaffPage,
  removeStaff,
  STAFF_INVALIDATES,
  type StaffRow,
  staffKeys,
  staffListQueryOptions,
  staffMemberQueryOptions,
} from './staff.queries.ts';
import { staffErrorTexts, staffTexts } from './staff.resources.ts';
import type { StaffEnv } from './staffEnv.ts';

export interface StaffForm {
  /** Set while editing; a new PIN is then optional ("reset PIN"). */
  editing: boolean;
  name: string;
  venueIds: string[];
  accessLevelId: string;
  pin: string;
  phone: string;
  email: string;
  employmentStart: string;
  active: boolean;
}

const fieldsOf = (form: StaffForm) => ({
  name: form.name.trim(),
  venueIds: form.venueIds,
  accessLevelId: form.accessLevelId || null,
  phone: form.phone.trim(),
  email: form.email.trim(),
  employmentStart: form.employmentStart.trim(),
  active: form.active,
});

function validate(form: StaffForm): Record<string, string> {
  const result = form.editing
    ? staffMemberUpdateSchema.safeParse(fieldsOf(form))
    : staffMemberSchema.safeParse({ ...fieldsOf(form), pin: form.pin });
  const codes: Record<string, string> = result.success ? {} : staffFieldErrors(result.error);
  if (form.editing && form.pin !== '') {
    const problem = pinProblem(form.pin);
    if (problem) codes.pin = problem;
  }
  if (form.venueIds.length === 0) codes.venueIds = 'required';
  return codes;
}

const namesOf = (env: StaffEnv, ids: readonly string[]) =>
  ids
    .map((id) => env.venues.find((venue) => venue.id === id)?.name ?? '')
    .filter(Boolean)
    .join(', ');

/** Staff members: the generic paged list and editor; the PIN is set once and only ever reset. */
export const staffMembersResource: ResourceDescriptor<'staff', StaffRow, StaffForm, StaffEnv> = {
  key: 'staff',
  texts: staffTexts('staff'),
  errorTexts: staffErrorTexts,
  scope: 'STAFF',
  list: staffListQueryOptions,
  pages: { key: staffKeys.pages, fetch: fetchStaffPage, sortable: ['name'], pageSize: 50 },
  detail: staffMemberQueryOptions,
  invalidates: STAFF_INVALIDATES,
  remove: removeStaff,
  name: (row) => row.name,
  searchText: (row) => `${row.name} ${row.email} ${row.phone}`,
  version: (row) => row.version,
  defaultSort: 'name',
  columns: [
    { key: 'name', width: 'minmax(10rem, 2fr)', render: (row) => row.name },
    { key: 'venues', width: 'minmax(10rem, 2fr)', render: (row, env) => namesOf(env, row.venueIds) },
    {
      key: 'accessLevel',
      width: 'minmax(8rem, 1fr)',
      render: (row, env) => env.accessLevels.find((level) => level.id === row.accessLevelId)?.name ?? '',
    },
    { key: 'phone', width: 'minmax(8rem, 1fr)', render: (row) => row.phone },
    { key: 'email', width: 'minmax(10rem, 1fr)', render: (row) => row.email },
    {
      key: 'active',
      width: '7rem',
      render: (row, env) => (row.active ? env.LL.staff.form.active() : env.LL.staff.form.inactive()),
    },
  ],
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'accessLevelId', kind: 'select', noneLabel: true, options: (env) => env.options.accessLevels },
    {
      name: 'pin',
      kind: 'pin',
      required: false,
      description: (env, form) =>
        form.editing ? env.LL.staff.form.resetPinHint() : env.LL.staff.form.pinHint(),
      // The server proposes a PIN free at the chosen venues (issue 42 item 6): no guessing, and no
      // "taken" answers that tell which PINs colleagues use.
      action: (env, form) => ({
        label: env.LL.staff.form.proposePin(),
        working: env.LL.staff.form.proposingPin(),
        run: async () => {
          if (form.venueIds.length === 0) return { value: null, message: env.LL.staff.form.pinNeedsVenue() };
          try {
            const { proposeStaffPin: pin } = await execute(ProposeStaffPinDocument, {
              venueIds: form.venueIds,
            });
            return { value: pin, message: env.LL.staff.form.pinProposed({ pin }) };
          } catch (error) {
            if (error instanceof AppError) return { value: null, message: error.message };
            throw error;
          }
        },
      }),
    },
    { name: 'phone', kind: 'text' },
    { name: 'email', kind: 'text' },
    {
      name: 'employmentStart',
      kind: 'text',
      description: (env) => env.LL.staff.form.employmentStartHint(),
    },
    { name: 'active', kind: 'checkbox' },
    { name: 'venueIds', kind: 'checkboxGroup', wide: true, options: (env) => env.options.venues },
  ],
  empty: (env) => ({
    editing: false,
    name: '',
    venueIds: env.venues.length === 1 && env.venues[0] ? [env.venues[0].id] : [],
    accessLevelId: env.accessLevels.find((level) => level.defaultKey === 'staff')?.id ?? '',
    pin: '',
    phone: '',
    email: '',
    employmentStart: '',
    active: true,
  }),
  toForm: (row) => ({
    editing: true,
    name: row.name,
    venueIds: [...row.venueIds],
    accessLevelId: row.accessLevelId ?? '',
    pin: '',
    phone: row.phone,
    email: row.email,
    employmentStart: row.employmentStart ?? '',
    active: row.active,
  }),
  validate,
  save: async ({ id, form, version }) => {
    if (id === null)
      return (await mutation.send(CreateStaffMemberDocument, { data: { ...fieldsOf(form), pin: form.pin } }))
        .createStaffMember.id;
    await mutation.send(UpdateStaffMemberDocument, { id, data: fieldsOf(form), expectedVersion: version });
    if (form.pin !== '') await mutation.send(ResetStaffPinDocument, { id, pin: form.pin });
    return id;
  },
};
