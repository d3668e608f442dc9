import { describe, expect, it } from 'vitest';
import { defaultLegalEntity, isMultiVenue, offeredVenues, pickVenue, shortVenueId } from './venues.ts';

const a = { id: 'aaaaaaaa-1111-4000-8000-000000000001', deleted: false };
const b = { id: 'bbbbbbbb-2222-4000-8000-000000000002', deleted: false };
const gone = { id: 'cccccccc-3333-4000-8000-000000000003', deleted: true };

describe('venue selection rules (spec section 4)', () => {
  it('offers non-deleted venues limited to the permitted ids; an empty list means all', () => {
    expect(offeredVenues([a, b, gone], [])).toEqual([a, b]);
    expect(offeredVenues([a, b, gone], [b.id, gone.id])).toEqual([b]);
  });

  it('stores the first 10 characters', () => {
    expect(shortVenueId(b.id)).toBe('bbbbbbbb-2');
  });

  it('selects the only venue, else the stored one, else the first', () => {
    expect(pickVenue([b], 'aaaaaaaa-1')).toBe(b);
    expect(pickVenue([a, b], 'bbbbbbbb-2')).toBe(b);
    expect(pickVenue([a, b], 'zzzzzzzz-9')).toBe(a);
    expect(pickVenue([a, b], null)).toBe(a);
    expect(pickVenue([], null)).toBeNull();
  });

  it('is multi-venue with more than one permitted venue', () => {
    expect(isMultiVenue([a])).toBe(false);
    expect(isMultiVenue([a, b])).toBe(true);
  });

  it('defaults the legal entity to the first one with a permitted venue', () => {
    const le1 = { id: 'LE1', venueIds: [a.id] };
    const le2 = { id: 'LE2', venueIds: [b.id] };
    expect(defaultLegalEntity([le1, le2], [])).toBe(le1);
    expect(defaultLegalEntity([le1, le2], [b.id])).toBe(le2);
    expect(defaultLegalEntity([le1], [b.id])).toBeNull();
  });
});
