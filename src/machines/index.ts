import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { INITIAL_STATUSES, ORDER_STATUSES } from '../domain/orders.ts';
import { createCompanyMachine } from './createCompany/createCompany.machine.ts';
import { deleteFlowMachine } from './deleteFlow/deleteFlow.machine.ts';
import { floorPlanMachine, type LoadedPlan } from './floorPlan/floorPlan.machine.ts';
import { languagePrefixMachine } from './languagePrefix/languagePrefix.machine.ts';
import { menuEditingMachine } from './menuEditing/menuEditing.machine.ts';
import { onboardingMachine } from './onboarding/onboarding.machine.ts';
import { orderStatusMachine } from './orderStatus/orderStatus.machine.ts';
import { type LayoutSummary, posLayoutMachine } from './posLayout/posLayout.machine.ts';
import { productImportMachine } from './productImport/productImport.machine.ts';
import type { ImportPreview } from './productImport/productImport.types.ts';
import { resourceEditorMachine } from './resourceEditor/resourceEditor.machine.ts';
import { searchPaletteMachine } from './searchPalette/searchPalette.machine.ts';
import type { SearchHits } from './searchPalette/searchPalette.types.ts';
import { sessionMachine } from './session/session.machine.ts';
import { ticketStageMachine } from './ticketStage/ticketStage.machine.ts';
import { toastMachine } from './toast/toast.machine.ts';
import { venueSelectionMachine } from './venueSelection/venueSelection.machine.ts';

/**
 * The registry of the product's flows (issue 23): every machine under src/machines, with what
 * `xstate/graph` needs to walk it. `npm run paths` reads it; src/machines/registry.test.ts fails
 * when a machine folder is not registered here or has a state no path reaches.
 *
 * Adding a machine: one entry below (name = its folder), with sample events when its events carry
 * payloads. Each machine's own model test (`<name>.test.ts`) keeps its richer samples and checks.
 */
export interface MachineModel {
  /** The folder name under src/machines, and the name the CLI takes. */
  name: string;
  /** One line, in English, for the machine list. */
  description: string;
  machine: AnyStateMachine;
  /** Where a walk starts: one input per start (several when one input cannot reach every state). */
  starts: readonly MachineStart[];
  /**
   * The events the walk tries from a snapshot (sample payloads). Default: every event type the
   * machine declares, without payload. Only those the snapshot accepts are sent.
   */
  events?: (snapshot: AnyMachineSnapshot) => readonly EventObject[];
  /** How snapshots are told apart (default: state value and context as JSON). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

export interface MachineStart {
  name: string;
  input?: unknown;
  /** A state to start in instead of the initial one (a machine with several entry states). */
  state?: string;
}

/** A sample event with its payload. */
type SampleEvent = EventObject & Record<string, unknown>;

const ONE_START: readonly MachineStart[] = [{ name: 'default' }];

/** `{ type }` for each declared event type, or the samples given for it. */
function samplesOr(
  machine: AnyStateMachine,
  samples: Record<string, SampleEvent | readonly SampleEvent[]>,
): (snapshot: AnyMachineSnapshot) => readonly EventObject[] {
  return () =>
    machine.events
      .filter((type) => !type.startsWith('xstate.'))
      .flatMap((type) => {
        const sample = samples[type];
        if (sample === undefined) return [{ type }];
        return Array.isArray(sample) ? sample : [sample as EventObject];
      });
}

const TOAST_HITS: SearchHits = {
  items: [{ id: 'item-1', title: 'Toast Skagen', categories: [] }],
  categories: [],
  staff: [],
  pages: [],
};
const NO_HITS: SearchHits = { items: [], categories: [], staff: [], pages: [] };

const LAYOUTS: LayoutSummary[] = [
  {
    id: 'L1',
    categories: [
      { id: 'drinks', order: 2, pageId: 'P-drinks' },
      { id: 'food', order: 3, pageId: 'P-food' },
    ],
  },
];

const PLAN: LoadedPlan = {
  id: 'P1',
  width: 400,
  height: 300,
  version: 3,
  tables: [
    {
      id: 'T1',
      code: '1',
      seats: 4,
      shape: 'SQUARE',
      width: 80,
      height: 80,
      posX: 0,
      posY: 0,
      rotation: 0,
      area: '',
    },
  ],
  decor: [],
};

const PREVIEW: ImportPreview = {
  total: 1,
  creates: 1,
  updates: 0,
  unchanged: 0,
  errors: [],
  rows: [{ line: 2, action: 'CREATE', id: null, title: 'Räkmacka', changes: [] }],
};

const ENTRY = {
  id: 'e-beer',
  itemId: 'i-beer',
  title: 'Beer',
  price: 6900,
  defaultPrice: 6900,
  itemVersion: 1,
};
const CIDER = { ...ENTRY, id: 'e-cider', itemId: 'i-cider', title: 'Cider' };
const VENUE_A = { id: 'aaaaaaaa-1111-4000-8000-000000000001', name: 'Södermalm', deleted: false };
const VENUE_B = { id: 'bbbbbbbb-2222-4000-8000-000000000002', name: 'Vasastan', deleted: false };
const NO_TOKENS = { refreshToken: null, adminRefreshToken: null };
const PREFIX_BASE = {
  pathname: '/',
  signedIn: false,
  storedLanguage: null,
  browserLanguages: ['sv-SE'],
  timeZone: 'Europe/Stockholm',
};

export const MACHINES: readonly MachineModel[] = [
  {
    name: 'session',
    description: 'Signing in and out, and an organization admin acting as one of its users',
    machine: sessionMachine,
    starts: [
      { name: 'signed out', input: { token: null, adminToken: null, ...NO_TOKENS } },
      { name: 'signed in', input: { token: 'token-a', adminToken: null, ...NO_TOKENS } },
      { name: 'acting as a user', input: { token: 'token-user', adminToken: 'token-admin', ...NO_TOKENS } },
    ],
    events: samplesOr(sessionMachine, {
      TOKEN_CHANGED: { type: 'TOKEN_CHANGED', token: 'token-new', refreshToken: 'refresh-new' },
      SWITCH_USER: { type: 'SWITCH_USER', token: 'token-of-user', refreshToken: 'refresh-of-user' },
    }),
  },
  {
    name: 'venueSelection',
    description: 'The venue in use: loaded, chosen, remembered, restricted',
    machine: venueSelectionMachine,
    starts: [
      { name: 'no restriction', input: { permittedVenueIds: [], storedShortId: null } },
      { name: 'restricted to Vasastan', input: { permittedVenueIds: [VENUE_B.id], storedShortId: null } },
    ],
    events: samplesOr(venueSelectionMachine, {
      LOADED: [
        { type: 'LOADED', venues: [], legalEntities: [] },
        { type: 'LOADED', venues: [VENUE_A, VENUE_B], legalEntities: [] },
      ],
      SELECT: [
        { type: 'SELECT', venueId: VENUE_B.id },
        { type: 'SELECT', venueId: null },
      ],
    }),
  },
  {
    name: 'onboarding',
    description:
      'The onboarding steps: open a page, continue (the page saves first: submitted or invalid), skip, recorded or failed',
    machine: onboardingMachine,
    starts: [{ name: 'new company', input: { facts: { steps: [], confirmed: [], skipped: [] } } }],
    events: samplesOr(onboardingMachine, {
      OPEN: [
        { type: 'OPEN', page: 'productLibrary' },
        { type: 'OPEN', page: 'account' },
      ],
      STATUS: [
        // A station added on the stations page (the information filled in, the account confirmed).
        {
          type: 'STATUS',
          facts: {
            steps: ['FILLED_IN_COMPANY_INFORMATION', 'CREATED_STATION'],
            confirmed: ['account'],
            skipped: [],
          },
        },
        {
          type: 'STATUS',
          facts: {
            steps: [
              'FILLED_IN_COMPANY_INFORMATION',
              'ADDED_CATEGORIES',
              'ADDED_PRODUCTS',
              'CREATED_POS_LAYOUT',
              'FIRST_SALE',
            ],
            confirmed: ['account', 'integrations', 'licenses'],
            skipped: ['stations'],
          },
        },
      ],
      SUBMITTED: [
        // A page with nothing to save (the account page): the facts are as they were.
        { type: 'SUBMITTED', facts: { steps: [], confirmed: [], skipped: [] } },
        {
          type: 'SUBMITTED',
          facts: { steps: ['FILLED_IN_COMPANY_INFORMATION'], confirmed: ['account'], skipped: [] },
        },
        {
          type: 'SUBMITTED',
          facts: {
            steps: [
              'FILLED_IN_COMPANY_INFORMATION',
              'ADDED_CATEGORIES',
              'ADDED_PRODUCTS',
              'CREATED_POS_LAYOUT',
              'FIRST_SALE',
            ],
            confirmed: ['account', 'integrations', 'licenses'],
            skipped: ['stations'],
          },
        },
      ],
      INVALID: { type: 'INVALID' },
      RECORDED: [
        // The account page confirmed: the information page is next.
        { type: 'RECORDED', facts: { steps: [], confirmed: ['account'], skipped: [] } },
        {
          type: 'RECORDED',
          facts: {
            steps: ['FILLED_IN_COMPANY_INFORMATION'],
            confirmed: ['account', 'integrations', 'licenses'],
            skipped: ['stations'],
          },
        },
      ],
      FAILED: { type: 'FAILED', error: 'offline' },
    }),
  },
  {
    name: 'createCompany',
    description: 'Creating a company: welcome, details, submitting, invalid or failed',
    machine: createCompanyMachine,
    starts: [{ name: 'welcome', input: { step: 'welcome' } }],
    events: samplesOr(createCompanyMachine, {
      INVALID: { type: 'INVALID', fieldErrors: { orgNumber: 'bad' } },
      SUCCEEDED: { type: 'SUCCEEDED', accountId: 'acc-1' },
      FAILED: { type: 'FAILED', fieldErrors: {}, error: 'There was an error' },
    }),
  },
  {
    name: 'posLayout',
    description: 'The POS-layout breadcrumb: layout, category, sub-pages, removing a sub-page',
    machine: posLayoutMachine,
    starts: ONE_START,
    events: samplesOr(posLayoutMachine, {
      LOADED: [
        { type: 'LOADED', layouts: LAYOUTS },
        { type: 'LOADED', layouts: [] },
      ],
      SELECT_LAYOUT: { type: 'SELECT_LAYOUT', layoutId: 'L1' },
      SELECT_CATEGORY: { type: 'SELECT_CATEGORY', categoryId: 'drinks' },
      OPEN_PAGE: { type: 'OPEN_PAGE', pageId: 'P-beer' },
      GO_TO_CRUMB: { type: 'GO_TO_CRUMB', index: 0 },
      REMOVE_SUB_PAGE: { type: 'REMOVE_SUB_PAGE', pageId: 'P-beer' },
    }),
    // The crumbs' depth matters, not which page: keeps the walk finite and the paths short.
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  },
  {
    name: 'menuEditing',
    description:
      "Editing a menu's entries: add, remove, prices, default prices, the queue, failures, conflicts",
    machine: menuEditingMachine,
    starts: [{ name: 'one entry', input: { entries: [ENTRY], version: 1 } }],
    events: samplesOr(menuEditingMachine, {
      LOAD: { type: 'LOAD', entries: [ENTRY], version: 2 },
      ADD: { type: 'ADD', itemId: 'i-cider', title: 'Cider', price: 7500, defaultPrice: 7500 },
      ADDED: { type: 'ADDED', entryId: 'e-cider', menu: { entries: [ENTRY, CIDER], version: 2 } },
      REMOVE: { type: 'REMOVE', entryId: 'e-beer' },
      REMOVED: { type: 'REMOVED', menu: { entries: [], version: 2 } },
      SET_PRICE: { type: 'SET_PRICE', entryId: 'e-beer', price: 7200 },
      SET_DEFAULT_PRICE: { type: 'SET_DEFAULT_PRICE', itemId: 'i-beer', price: 7200 },
      SAVED: { type: 'SAVED', menu: { entries: [{ ...ENTRY, price: 7200 }], version: 2 }, itemVersion: null },
      CONFLICT: { type: 'CONFLICT', currentVersion: 5 },
      RELOADED: { type: 'RELOADED', menu: { entries: [ENTRY], version: 5 } },
    }),
    // The state, what is being saved, what last failed and whether changes wait: the entries'
    // values and the queue's length would make the graph endless.
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.pending?.kind ?? null,
        snapshot.context.lastFailure?.kind ?? null,
        snapshot.context.queue.length > 0,
      ]),
  },
  {
    name: 'toast',
    description: 'A toast: visible, held, hidden, its action',
    machine: toastMachine,
    starts: [
      { name: '3 s with action', input: { duration: 3000, hasAction: true } },
      { name: 'never hides', input: { duration: 'never', hasAction: false } },
    ],
  },
  {
    name: 'searchPalette',
    description: 'The search overlay: open, debounced search, results, choose, cool-down',
    machine: searchPaletteMachine,
    starts: [{ name: 'no recent searches', input: { recent: [] } }],
    events: (snapshot) => {
      const seq = Number(snapshot.context.seq);
      const query = String(snapshot.context.query);
      return [
        { type: 'OPEN' },
        { type: 'CLOSE' },
        { type: 'ROUTE_CHANGED' },
        { type: 'TYPE', query: 'toast' },
        { type: 'TYPE', query: 'zzz' },
        { type: 'TYPE', query: ' ' },
        { type: 'DEBOUNCE_DUE', seq },
        { type: 'RESULTS', seq, hits: query.includes('toast') ? TOAST_HITS : NO_HITS },
        { type: 'FAILED', seq },
        query.includes('toast')
          ? { type: 'CHOOSE', title: 'Toast Skagen', path: '/pim/products?id=item-1' }
          : { type: 'CHOOSE', title: null, path: '/pim/products?id=new' },
        { type: 'REENABLE_DUE' },
      ];
    },
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.query]),
  },
  {
    name: 'deleteFlow',
    description: 'Deleting records: confirm, deleted, in use elsewhere, failed',
    machine: deleteFlowMachine,
    starts: ONE_START,
    events: samplesOr(deleteFlowMachine, {
      REQUEST: { type: 'REQUEST', ids: ['item-1'] },
      DELETED: { type: 'DELETED', count: 1 },
      IN_USE: {
        type: 'IN_USE',
        usages: [{ kind: 'MENU', id: 'menu-1', name: 'Lunch' }],
        usageCount: 1,
      },
      FAILED: { type: 'FAILED', message: 'Something went wrong' },
    }),
  },
  {
    name: 'productImport',
    description: 'Importing products from a file: upload, preview, import',
    machine: productImportMachine,
    starts: ONE_START,
    events: samplesOr(productImportMachine, {
      FILE: { type: 'FILE', name: 'products.csv', text: 'id,title\n,Räkmacka\n' },
      PROGRESS: { type: 'PROGRESS', uploaded: 0, chunks: 1 },
      UPLOADED: { type: 'UPLOADED', importId: 'import-1' },
      PREVIEWED: { type: 'PREVIEWED', preview: PREVIEW },
      IMPORTED: { type: 'IMPORTED', creates: 1, updates: 0 },
      FAILED: { type: 'FAILED', message: 'Error: offline' },
    }),
  },
  {
    name: 'resourceEditor',
    description: 'The generic editor: edit, save, invalid, conflict, failed',
    machine: resourceEditorMachine,
    starts: [
      { name: 'new record', input: { id: null, version: null } },
      { name: 'existing record', input: { id: 'item-1', version: 3 } },
    ],
    events: samplesOr(resourceEditorMachine, {
      SAVED: { type: 'SAVED', id: 'item-1' },
      INVALID: {
        type: 'INVALID',
        errors: { title: 'This field is required.' },
        message: 'Check the fields.',
      },
      FAILED: { type: 'FAILED', message: 'Failed to update item' },
      CONFLICT: { type: 'CONFLICT', currentVersion: 7 },
      LOADED: { type: 'LOADED', version: 7 },
    }),
  },
  {
    name: 'floorPlan',
    description: 'The floor-plan editor: select, move, add, undo, save, conflicts',
    machine: floorPlanMachine,
    starts: ONE_START,
    events: samplesOr(floorPlanMachine, {
      LOAD: { type: 'LOAD', plan: PLAN },
      SELECT: { type: 'SELECT', key: 'T1' },
      SELECT_NEXT: { type: 'SELECT_NEXT', step: 1 },
      MOVE_BY: { type: 'MOVE_BY', dx: 20, dy: 0 },
      DRAG_TO: { type: 'DRAG_TO', x: 133, y: 47 },
      ROTATE: { type: 'ROTATE', degrees: 45 },
      RESIZE_BY: { type: 'RESIZE_BY', dw: 20, dh: 20 },
      ADD_TABLE: { type: 'ADD_TABLE', code: '3' },
      CONFLICT: { type: 'CONFLICT', currentVersion: 4 },
      SAVED: { type: 'SAVED', plan: { ...PLAN, version: 4 } },
      CHANGE: { type: 'CHANGE', patch: { code: '9', seats: 6 } },
      ADD_DECOR: { type: 'ADD_DECOR', kind: 'LABEL', text: 'Bar' },
    }),
    // What the editor shows, not its whole history: a finite graph.
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.selected !== null, snapshot.context.past.length > 0]),
  },
  {
    name: 'orderStatus',
    description: "An order's status, from the transition table in src/domain/orders.ts",
    machine: orderStatusMachine('PENDING'),
    // The statuses an order is created in (src/domain/orders.ts INITIAL_STATUSES).
    starts: INITIAL_STATUSES.map((state) => ({ name: `created ${state}`, state })),
    events: () => ORDER_STATUSES.map((type) => ({ type })),
  },
  {
    name: 'ticketStage',
    description: "A kitchen ticket's stage on the display: bumps forward, recalls one stage back",
    machine: ticketStageMachine('NEW'),
    starts: ONE_START,
    events: () => [{ type: 'BUMP' }, { type: 'RECALL' }],
  },
  {
    name: 'languagePrefix',
    description: 'The language prefix of public addresses: redirects and the language choice',
    machine: languagePrefixMachine,
    starts: [
      { name: 'visitor of /', input: PREFIX_BASE },
      { name: 'visitor of a back-office page', input: { ...PREFIX_BASE, pathname: '/pim/products' } },
      { name: 'visitor of a marketing page', input: { ...PREFIX_BASE, pathname: '/en-gb/pos' } },
      { name: 'signed-in user on a prefix', input: { ...PREFIX_BASE, pathname: '/en', signedIn: true } },
      { name: 'signed-in user at /', input: { ...PREFIX_BASE, signedIn: true } },
      { name: 'password reset', input: { ...PREFIX_BASE, pathname: '/reset-password' } },
    ],
    events: samplesOr(languagePrefixMachine, {
      CHOOSE_LANGUAGE: { type: 'CHOOSE_LANGUAGE', language: 'ar' },
    }),
  },
];

/** The machine called `name`, or undefined. */
export function findMachine(name: string): MachineModel | undefined {
  return MACHINES.find((entry) => entry.name === name);
}
