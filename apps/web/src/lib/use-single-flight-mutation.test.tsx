import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSingleFlightMutation, variablesKey } from './use-single-flight-mutation';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setUp() {
  const replies: ReturnType<typeof deferred<string>>[] = [];
  const write = vi.fn((_input: { id: number }) => {
    const reply = deferred<string>();
    replies.push(reply);
    return reply.promise;
  });
  const onSuccess = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSingleFlightMutation({ mutationFn: write, onSuccess }), { wrapper });
  return { result, write, replies, onSuccess };
}

/** TanStack calls mutationFn a few microtasks after mutate. */
const flush = () => act(async () => undefined);

describe('useSingleFlightMutation', () => {
  it('sends a double click once: the second call, in the same tick, joins the first', async () => {
    const { result, write, replies, onSuccess } = setUp();
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.mutateAsync({ id: 7 });
      second = result.current.mutateAsync({ id: 7 });
      result.current.mutate({ id: 7 });
    });
    await flush();
    expect(write).toHaveBeenCalledTimes(1);
    await act(async () => replies[0]!.resolve('saved'));
    await expect(first).resolves.toBe('saved');
    await expect(second).resolves.toBe('saved');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('sends calls with different variables (Remove on two rows)', async () => {
    const { result, write } = setUp();
    act(() => {
      result.current.mutate({ id: 1 });
      result.current.mutate({ id: 2 });
    });
    await flush();
    expect(write.mock.calls.map(([input]) => input.id)).toEqual([1, 2]);
  });

  it('sends the same variables again once the first call has settled, after success or failure', async () => {
    const { result, write, replies } = setUp();
    act(() => result.current.mutate({ id: 3 }));
    await flush();
    await act(async () => replies[0]!.reject(new Error('offline')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.mutate({ id: 3 }));
    await flush();
    expect(write).toHaveBeenCalledTimes(2);
    await act(async () => replies[1]!.resolve('saved'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.mutate({ id: 3 }));
    await flush();
    expect(write).toHaveBeenCalledTimes(3);
  });

  it('a joined call sees the first call fail; mutate leaves no unhandled rejection', async () => {
    const { result, replies } = setUp();
    let first!: Promise<string>;
    let joined!: Promise<string>;
    act(() => {
      result.current.mutate({ id: 4 });
      first = result.current.mutateAsync({ id: 4 });
      joined = result.current.mutateAsync({ id: 4 });
    });
    await flush();
    await act(async () => replies[0]!.reject(new Error('refused')));
    await expect(first).rejects.toThrow('refused');
    await expect(joined).rejects.toThrow('refused');
    // The hook's state renders after the promises settle: wait for it rather than read it in the same tick.
    await waitFor(() => expect(result.current.error?.message).toBe('refused'));
  });

  it('keys variables by their JSON, with undefined for a call without variables', () => {
    expect(variablesKey({ id: 1, qty: 2 })).toBe(variablesKey({ id: 1, qty: 2 }));
    expect(variablesKey({ id: 1 })).not.toBe(variablesKey({ id: 2 }));
    expect(variablesKey(undefined)).toBe('undefined');
  });
});
