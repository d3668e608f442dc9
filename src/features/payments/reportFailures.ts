import { AppError } from '../../graphql/client.ts';

/** Spec section 8: a payout report that fails with an internal server error is not reported. */
export function isUnreportedReportFailure(error: unknown): boolean {
  return error instanceof AppError && error.code === 'INTERNAL_SERVER_ERROR';
}
