import { useCallback, useEffect, useRef, useState } from 'react';

export interface SendState<TData, TVariables> {
  /** Starts a call; a call started before it no longer updates the state. */
  mutate: (variables: TVariables) => void;
  data: TData | undefined;
  error: unknown;
  isPending: boolean;
  /** The last call answered (whatever it answered). */
  isSuccess: boolean;
}

/**
 * The state of one mutation call for the front-door pages (login, reset-password, activation),
 * which render without TanStack Query's client (8 KB gzip of the 90 KB budget): the subset of
 * `useMutation` they use (`mutate`, `data`, `error`, `isPending`, `isSuccess`, `onSuccess`), with the same
 * behaviour (a new call clears the last result, no retries). The call itself still goes through
 * `mutation.send`, the one mutation path.
 */
export function useSend<TData, TVariables = void>(
  send: (variables: TVariables) => Promise<TData>,
  options: { onSuccess?: (data: TData) => void } = {},
): SendState<TData, TVariables> {
  const [state, setState] = useState<{ data: TData | undefined; error: unknown; isPending: boolean }>({
    data: undefined,
    error: null,
    isPending: false,
  });
  const latest = useRef({ send, onSuccess: options.onSuccess });
  latest.current = { send, onSuccess: options.onSuccess };
  const call = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutate = useCallback((variables: TVariables) => {
    const current = ++call.current;
    setState({ data: undefined, error: null, isPending: true });
    latest.current.send(variables).then(
      (data) => {
        if (current !== call.current || !mounted.current) return;
        setState({ data, error: null, isPending: false });
        latest.current.onSuccess?.(data);
      },
      (error: unknown) => {
        if (current !== call.current || !mounted.current) return;
        setState({ data: undefined, error, isPending: false });
      },
    );
  }, []);
  return { mutate, ...state, isSuccess: state.data !== undefined };
}
