import type { BaseTranslation } from '../../i18n-types.js';

const en_competitions = {
  title: 'Competitions',
  intro: 'Staff compete on chosen products or categories; sales through the POS move the board live.',
  search: 'Find products and categories',
  more: 'Show more',
  none: 'No competitions yet.',
  create: 'Start competition',
  name: 'Name',
  metric: 'Count by',
  metrics: {
    QUANTITY: 'Quantity sold',
    AMOUNT: 'Amount sold',
  },
  startsAt: 'Starts',
  endsAt: 'Ends',
  products: 'Products',
  categories: 'Categories',
  venue: 'Venue',
  allVenues: 'All venues',
  phases: {
    UPCOMING: 'Upcoming',
    RUNNING: 'Running',
    FINISHED: 'Finished',
  },
  leaderboard: 'Leaderboard',
  rank: 'Rank',
  seller: 'Staff',
  quantity: 'Quantity',
  amount: 'Amount',
  empty: 'No sales yet.',
  fullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
  open: 'Show leaderboard',
  started: '{name:string} has started.',
  live: 'Live',
  errors: {
    checkFields: 'Check the highlighted fields.',
    required: 'This field is required.',
    invalid: 'This value is not valid.',
    tooLong: 'This is too long.',
    period: 'The end must come after the start.',
    targets: 'Choose at least one product or category.',
    venue: 'Choose one of your venues.',
  },
} satisfies BaseTranslation;

export default en_competitions;
