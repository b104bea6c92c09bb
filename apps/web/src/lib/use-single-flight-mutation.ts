import { useCallback, useRef } from 'react';
import { useMutation, type MutateOptions, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';

/**
 * useMutation for every write the trader triggers. A call whose variables equal those of a call still in flight joins
 * that call instead of sending the request again.
 *
 * Why: a fast double click on Add account, Remove or a saved order's Add to Basket sent two requests. The server
 * refused the second (409, 404), and the page showed that refusal as if the action had failed although the first had
 * succeeded. Disabling the button on isPending is not enough: TanStack renders isPending only after the click's event
 * has finished, too late for a second click, and a form's submit handler validates asynchronously before it mutates.
 * This guard is synchronous. Calls with different variables (Remove on two rows, a stepper's 2 then 3) still go.
 *
 * A joined call returns the first call's promise; its own per-call callbacks are not added (the first call's fire).
 */
export function useSingleFlightMutation<TData = unknown, TError = Error, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const inFlight = useRef(new Map<string, Promise<TData>>());
  const send = mutation.mutateAsync;

  const mutateAsync = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      const key = variablesKey(variables);
      const running = inFlight.current.get(key);
      if (running) return running;
      const request = send(variables, callOptions).finally(() => inFlight.current.delete(key));
      inFlight.current.set(key, request);
      return request;
    },
    [send],
  );
  const mutate = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      // As TanStack's own mutate: the error reaches onError (hook and call options), not an unhandled rejection.
      mutateAsync(variables, callOptions).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<TData, TError, TVariables, TContext>;
}

/** Variables are plain JSON data (ids, form values, request bodies); undefined is the no-argument call. */
export const variablesKey = (variables: unknown): string => JSON.stringify(variables) ?? 'undefined';
