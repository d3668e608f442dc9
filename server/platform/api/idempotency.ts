import { IDEMPOTENCY_KEY_LENGTH } from '../../../src/domain/orderSchemas.ts';
import { DomainError } from './domainError.ts';

/** Whether a client's idempotency key has the length every write takes (docs/api.md). */
export function idempotencyKeyFits(key: string): boolean {
  return key.length >= IDEMPOTENCY_KEY_LENGTH.min && key.length <= IDEMPOTENCY_KEY_LENGTH.max;
}

/** The answer to a key used again with another request: CONFLICT, on the key's field. */
export function idempotencyConflict(): never {
  throw new DomainError('CONFLICT', (t) => t.orders.errors.idempotencyConflict(), {
    problems: [
      {
        field: 'idempotencyKey',
        code: 'idempotencyConflict',
        wording: (t) => t.orders.errors.idempotencyConflict(),
      },
    ],
  });
}
