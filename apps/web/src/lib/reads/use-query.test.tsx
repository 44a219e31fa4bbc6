import { StrictMode, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/ApiError';
import { emitSessionChanged } from '../session-events';
import { keepPreviousData, ReadCache, ReadCacheProvider, useMutation, useQuery, useQueryClient } from './index';

/** What a page shows of one read: its data, or that it is loading or failed. */
function Reader(props: {
  id: string;
  queryFn: (context: { signal: AbortSignal }) => Promise<string>;
  staleTime?: number;
  enabled?: boolean;
  select?: (data: string) => string;
  keep?: boolean;
}) {
  const read = useQuery({
    queryKey: ['thing', props.id],
    queryFn: props.queryFn,
    staleTime: props.staleTime,
    enabled: props.enabled,
    select: props.select,
    placeholderData: props.keep ? keepPreviousData : undefined,
  });
  if (read.isPending) return <p>loading</p>;
  if (read.isError) return <p>failed</p>;
  return <p>{`${read.data}${read.isPlaceholderData ? ' (previous)' : ''}`}</p>;
}

const wrap = (cache: ReadCache, children: ReactNode) => (
  <StrictMode>
    <ReadCacheProvider cache={cache}>{children}</ReadCacheProvider>
  </StrictMode>
);

afterEach(() => vi.useRealTimers());

describe('useQuery (lib/reads)', () => {
  it('reads once for two readers of one key, and shows the answer in both', async () => {
    const queryFn = vi.fn(async () => 'answer');
    const cache = new ReadCache();
    render(
      wrap(
        cache,
        <>
          <Reader id="1" queryFn={queryFn} />
          <Reader id="1" queryFn={queryFn} />
        </>,
      ),
    );
    expect(await screen.findAllByText('answer')).toHaveLength(2);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('shows data the page carried at once and does not ask again while it is fresh', async () => {
    const queryFn = vi.fn(async () => 'from the API');
    const cache = new ReadCache();
    cache.setQueryData(['thing', '1'], 'from the page');
    render(wrap(cache, <Reader id="1" queryFn={queryFn} staleTime={60_000} />));
    expect(screen.getByText('from the page')).toBeTruthy();
    await act(async () => {});
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('reads stale data again on mount, showing the old until the new comes', async () => {
    let answer = 'new';
    const cache = new ReadCache();
    cache.setQueryData(['thing', '1'], 'old');
    render(wrap(cache, <Reader id="1" queryFn={async () => answer} />));
    expect(screen.getByText('old')).toBeTruthy();
    expect(await screen.findByText('new')).toBeTruthy();
    answer = 'unused';
  });

  it('retries a failed read once, then shows the failure; a 404 is not retried', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const cache = new ReadCache();
    render(wrap(cache, <Reader id="1" queryFn={failing} />));
    expect(await screen.findByText('failed', {}, { timeout: 3000 })).toBeTruthy();
    expect(failing).toHaveBeenCalledTimes(2);

    const gone = vi.fn(async () => {
      throw new ApiError(404, { code: 'NOT_FOUND', message: 'gone' });
    });
    render(wrap(cache, <Reader id="2" queryFn={gone} />));
    await waitFor(() => expect(screen.getAllByText('failed')).toHaveLength(2));
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while not enabled', async () => {
    const queryFn = vi.fn(async () => 'answer');
    render(wrap(new ReadCache(), <Reader id="1" queryFn={queryFn} enabled={false} />));
    await act(async () => {});
    expect(screen.getByText('loading')).toBeTruthy();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('computes select once per datum', async () => {
    const select = vi.fn((data: string) => data.toUpperCase());
    const cache = new ReadCache();
    cache.setQueryData(['thing', '1'], 'quiet');
    const { rerender } = render(
      wrap(cache, <Reader id="1" queryFn={async () => 'quiet'} staleTime={60_000} select={select} />),
    );
    rerender(wrap(cache, <Reader id="1" queryFn={async () => 'quiet'} staleTime={60_000} select={select} />));
    expect(screen.getByText('QUIET')).toBeTruthy();
    // StrictMode renders twice; the data did not change, so no second computation for the rerender.
    expect(select.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('keeps the previous page on screen while the next one loads (keepPreviousData)', async () => {
    let release: (value: string) => void = () => {};
    const cache = new ReadCache();
    function Pager() {
      const [page, setPage] = useState(1);
      return (
        <>
          <button onClick={() => setPage(2)}>next</button>
          <Reader
            id={String(page)}
            keep
            queryFn={() => (page === 1 ? Promise.resolve('page 1') : new Promise((done) => (release = done)))}
          />
        </>
      );
    }
    render(wrap(cache, <Pager />));
    expect(await screen.findByText('page 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('page 1 (previous)')).toBeTruthy();
    await act(async () => release('page 2'));
    expect(await screen.findByText('page 2')).toBeTruthy();
  });

  it('reads again what a write invalidates, and a forgotten key is read anew', async () => {
    let answer = 'before';
    const cache = new ReadCache();
    render(wrap(cache, <Reader id="1" queryFn={async () => answer} staleTime={60_000} />));
    expect(await screen.findByText('before')).toBeTruthy();
    answer = 'after';
    await act(() => cache.invalidateQueries({ queryKey: ['thing'] }));
    expect(screen.getByText('after')).toBeTruthy();
    answer = 'after clear';
    act(() => cache.clear());
    expect(await screen.findByText('after clear')).toBeTruthy();
  });

  it('reads anew when a session starts (a sign-in), showing nothing of the last one', async () => {
    let answer = 'guest';
    const cache = new ReadCache();
    render(wrap(cache, <Reader id="1" queryFn={async () => answer} staleTime={60_000} />));
    expect(await screen.findByText('guest')).toBeTruthy();
    answer = 'member';
    act(() => emitSessionChanged());
    expect(await screen.findByText('member')).toBeTruthy();
  });

  it('drops the answer of a read cancelled on the way', async () => {
    let release: (value: string) => void = () => {};
    const cache = new ReadCache();
    render(wrap(cache, <Reader id="1" queryFn={() => new Promise((done) => (release = done))} />));
    act(() => cache.cancelQueries());
    await act(async () => release('late'));
    expect(screen.queryByText('late')).toBeNull();
  });
});

describe('useMutation (lib/reads)', () => {
  function Saver({ save }: { save: (value: string) => Promise<string> }) {
    const cache = useQueryClient();
    const mutation = useMutation({
      mutationFn: save,
      onSuccess: () => cache.invalidateQueries({ queryKey: ['thing'] }),
    });
    const [done, setDone] = useState('');
    return (
      <>
        <button onClick={() => mutation.mutate('x', { onSuccess: setDone })}>save</button>
        <p>
          {mutation.isPending ? 'saving' : mutation.isError ? 'refused' : mutation.isSuccess ? `saved ${done}` : 'idle'}
        </p>
        <button onClick={mutation.reset}>reset</button>
      </>
    );
  }

  it('shows the write on its way, then its answer; refetches what it invalidates first', async () => {
    let release: (value: string) => void = () => {};
    let reads = 0;
    const cache = new ReadCache();
    render(
      wrap(
        cache,
        <>
          <Reader id="1" staleTime={60_000} queryFn={async () => `read ${++reads}`} />
          <Saver save={() => new Promise((done) => (release = done))} />
        </>,
      ),
    );
    expect(await screen.findByText('read 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getByText('saving')).toBeTruthy();
    await act(async () => release('ok'));
    expect(await screen.findByText('saved ok')).toBeTruthy();
    expect(screen.getByText('read 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('shows a refused write, and mutateAsync throws it', async () => {
    render(wrap(new ReadCache(), <Saver save={() => Promise.reject(new Error('no'))} />));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(screen.getByText('refused')).toBeTruthy());
  });
});
