/**
 * The guest page's API (issue 19 item 5): two public GraphQL operations over plain fetch, in the
 * guest's language (Accept-Language), so the page carries no GraphQL client.
 */

export interface GuestChoiceGroup {
  id: string;
  name: string;
  selectionMode: string;
  options: { id: string; name: string; price: number }[];
}

export interface GuestMenuItem {
  itemId: string;
  title: string;
  price: number;
  allergens: string[];
  /** Sold out at the venue: shown, not orderable (issue 47 item 8). */
  soldOut?: boolean;
  category: string;
  groups: GuestChoiceGroup[];
}

export interface GuestMenu {
  venueName: string;
  tableCode: string;
  open: boolean;
  currency: string;
  items: GuestMenuItem[];
}

export class GuestError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

async function call<T>(language: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: T | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  const first = body.errors?.[0];
  if (first || !body.data)
    throw new GuestError(first?.message ?? response.statusText, first?.extensions?.code ?? null);
  return body.data;
}

const MENU = `query GuestMenu($venueId: ID!, $tableCode: String!) {
  guestMenu(venueId: $venueId, tableCode: $tableCode) { venueName tableCode open currency items { itemId title price soldOut allergens category groups { id name selectionMode options { id name price } } } }
}`;

const PLACE = `mutation PlaceGuestOrder($venueId: ID!, $tableCode: String!, $lines: [GuestOrderLineInput!]!, $idempotencyKey: String) {
  placeGuestOrder(venueId: $venueId, tableCode: $tableCode, lines: $lines, idempotencyKey: $idempotencyKey) { number }
}`;

export async function loadMenu(language: string, venueId: string, tableCode: string): Promise<GuestMenu> {
  return (await call<{ guestMenu: GuestMenu }>(language, MENU, { venueId, tableCode })).guestMenu;
}

export async function placeOrder(
  language: string,
  venueId: string,
  tableCode: string,
  lines: { itemId: string; quantity: number; choices: string[] }[],
  idempotencyKey: string,
): Promise<number> {
  const data = await call<{ placeGuestOrder: { number: number } }>(language, PLACE, {
    venueId,
    tableCode,
    lines,
    idempotencyKey,
  });
  return data.placeGuestOrder.number;
}

/** `/order/{venueId}/{tableCode}` → its two parts, or null. */
export function parseGuestPath(pathname: string): { venueId: string; tableCode: string } | null {
  const match = /^\/order\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  try {
    return { venueId: decodeURIComponent(match[1]), tableCode: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}
