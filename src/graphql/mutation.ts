import type { TypedDocumentString } from './__generated__/graphql.ts';
import { AppError, execute, executeWith, type SendOptions } from './client.ts';
import { logger as defaultLogger, type Logger } from './logger.ts';

/** Spec section 8: what every mutation call returns. */
export interface MutationResult<T> {
  success: boolean;
  error: string | null;
  data: T | null;
}

/** The messages of a failure: the network's and the GraphQL errors', in one line. */
export function failureMessage(error: unknown, networkMessage: string): string {
  if (error instanceof AppError) {
    const messages = error.code === 'NETWORK' ? [networkMessage] : error.message.split('\n');
    return messages.filter(Boolean).join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}

function operationName(query: string): string {
  return /\b(?:mutation|query)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1] ?? 'anonymous';
}

/**
 * The one mutation wrapper (spec sections 4 and 8): returns `{ success, error, data }` instead of
 * throwing, and reports failures to the logger with passwords stripped, unless muted for the
 * next failure with `muteOnce()`.
 */
export function createMutationWrapper(
  logger: Logger,
  options: { networkMessage: () => string } = { networkMessage: () => 'Network error' },
) {
  let muted = false;
  async function call<R, V>(
    document: TypedDocumentString<R, V>,
    variables: V | undefined,
    send: () => Promise<R>,
    quiet = false,
    unreported: (error: unknown) => boolean = () => false,
  ): Promise<MutationResult<R>> {
    try {
      return { success: true, error: null, data: await send() };
    } catch (error) {
      const message = failureMessage(error, options.networkMessage());
      if (quiet || unreported(error)) return { success: false, error: message, data: null };
      if (muted) muted = false;
      else {
        logger.error('Mutation failed', {
          operation: operationName(document.toString()),
          variables,
          error: message,
          code: error instanceof AppError ? error.code : undefined,
        });
      }
      return { success: false, error: message, data: null };
    }
  }
  /** `call`, but the failure itself is thrown (after it was reported) instead of returned. */
  async function throwing<R, V>(
    document: TypedDocumentString<R, V>,
    variables: V | undefined,
    send: () => Promise<R>,
    unreported?: (error: unknown) => boolean,
  ): Promise<R> {
    let failure: unknown = null;
    const result = await call(
      document,
      variables,
      () =>
        send().catch((error: unknown) => {
          failure = error;
          throw error;
        }),
      false,
      unreported,
    );
    if (!result.success) throw failure;
    return result.data as R;
  }
  return {
    muteOnce(): void {
      muted = true;
    },
    run<R, V>(
      document: TypedDocumentString<R, V>,
      ...[variables]: V extends Record<string, never> ? [] | [V] : [V]
    ): Promise<MutationResult<R>> {
      return call(document, variables, () =>
        (execute as (d: TypedDocumentString<R, V>, v?: V) => Promise<R>)(document, variables),
      );
    },
    /**
     * The same call (reported to the logger the same way), for callers whose flow expects a throw:
     * answers the data, or throws the failure itself, an `AppError` whose `fieldErrors`,
     * `code` and `extensions.currentVersion` the form reads (the editors' save, react-query's
     * `useMutation`). Field errors are handled one way whichever form is used:
     * `platform/forms` reads them off the `AppError` or off an `ActionResult` payload.
     */
    send<R, V>(
      document: TypedDocumentString<R, V>,
      ...[variables]: V extends Record<string, never> ? [] | [V] : [V]
    ): Promise<R> {
      return throwing(document, variables, () =>
        (execute as (d: TypedDocumentString<R, V>, v?: V) => Promise<R>)(document, variables),
      );
    },
    /** `send` with an explicit token (the organization admin's kept-aside credential). */
    sendWithToken<R, V>(token: string | null, document: TypedDocumentString<R, V>, variables: V): Promise<R> {
      return throwing(document, variables, () => executeWith(token, document, variables));
    },
    /**
     * `send`, but failures that `unreported` picks are thrown without being reported (the kitchen
     * screen's bump while the network is away: queued and replayed, not a failure).
     */
    sendUnreported<R, V>(
      unreported: (error: unknown) => boolean,
      document: TypedDocumentString<R, V>,
      variables: V,
    ): Promise<R> {
      return throwing(
        document,
        variables,
        () => (execute as (d: TypedDocumentString<R, V>, v?: V) => Promise<R>)(document, variables),
        unreported,
      );
    },
    /**
     * The same, but failures that `unreported` picks are not reported to the logger (spec section
     * 8: a payout report's internal server error).
     */
    runUnreported<R, V>(
      unreported: (error: unknown) => boolean,
      document: TypedDocumentString<R, V>,
      variables: V,
    ): Promise<MutationResult<R>> {
      return call(
        document,
        variables,
        () => (execute as (d: TypedDocumentString<R, V>, v?: V) => Promise<R>)(document, variables),
        false,
        unreported,
      );
    },
    /** The same, with an explicit token (logout of a kept-aside token); `quiet` reports nothing. */
    runWithToken<R, V>(
      token: string,
      document: TypedDocumentString<R, V>,
      variables: V,
      sendOptions: SendOptions & { quiet?: boolean } = {},
    ): Promise<MutationResult<R>> {
      return call(
        document,
        variables,
        () => executeWith(token, document, variables, sendOptions),
        sendOptions.quiet,
      );
    },
  };
}

export type MutationWrapper = ReturnType<typeof createMutationWrapper>;

export const mutation: MutationWrapper = createMutationWrapper(defaultLogger);
