import { useCallback, useEffect, useRef, useState } from 'react';

export interface MutationOptions<T, V> {
  mutationFn: (variables: V) => Promise<T>;
  onSuccess?: (data: T, variables: V) => unknown;
  onError?: (error: unknown, variables: V) => unknown;
  onSettled?: (data: T | undefined, error: unknown, variables: V) => unknown;
}

/** What one call of mutate adds to the hook's callbacks (called after them, as TanStack Query does). */
export interface MutateCallbacks<T, V> {
  onSuccess?: (data: T, variables: V) => void;
  onError?: (error: unknown, variables: V) => void;
  onSettled?: (data: T | undefined, error: unknown, variables: V) => void;
}

interface MutationState<T, V> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: T | undefined;
  error: unknown;
  variables: V | undefined;
}

const IDLE = { status: 'idle', data: undefined, error: null, variables: undefined } as const;

/**
 * A write and its state (TanStack Query's useMutation, the subset the public forms use): the
 * hook's callbacks run (and are awaited) before the state settles; the last call's state wins.
 */
export function useMutation<T, V = void>(options: MutationOptions<T, V>) {
  const [state, setState] = useState<MutationState<T, V>>(IDLE);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const calls = useRef(0);

  const mutateAsync = useCallback(async (variables: V): Promise<T> => {
    const call = ++calls.current;
    const settle = (next: MutationState<T, V>) => {
      if (call === calls.current) setState(next);
    };
    const { mutationFn, onSuccess, onError, onSettled } = latest.current;
    settle({ status: 'pending', data: undefined, error: null, variables });
    try {
      const data = await mutationFn(variables);
      await onSuccess?.(data, variables);
      await onSettled?.(data, null, variables);
      settle({ status: 'success', data, error: null, variables });
      return data;
    } catch (error) {
      await onError?.(error, variables);
      await onSettled?.(undefined, error, variables);
      settle({ status: 'error', data: undefined, error, variables });
      throw error;
    }
  }, []);

  const mutate = useCallback(
    (variables: V, callbacks?: MutateCallbacks<T, V>) => {
      mutateAsync(variables).then(
        (data) => {
          callbacks?.onSuccess?.(data, variables);
          callbacks?.onSettled?.(data, null, variables);
        },
        (error: unknown) => {
          callbacks?.onError?.(error, variables);
          callbacks?.onSettled?.(undefined, error, variables);
        },
      );
    },
    [mutateAsync],
  );

  const reset = useCallback(() => {
    calls.current += 1;
    setState(IDLE);
  }, []);

  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    mutate,
    mutateAsync,
    reset,
  };
}
