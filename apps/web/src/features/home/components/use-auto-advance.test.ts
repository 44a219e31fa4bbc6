import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useAutoAdvance } from './use-auto-advance';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutoAdvance', () => {
  it('advances every delay, cyclically', () => {
    const { result } = renderHook(() => useAutoAdvance(3, 4000, true));
    expect(result.current[0]).toBe(0);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current[0]).toBe(1);
    // Each step schedules the next after React renders: advance one step at a time.
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current[0]).toBe(2);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current[0]).toBe(0);
  });

  it('restarts the wait when a slide is chosen', () => {
    const { result } = renderHook(() => useAutoAdvance(4, 4000, true));
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current[1](2));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current[0]).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(3);
  });

  it('stands still when paused or with a single slide', () => {
    const paused = renderHook(() => useAutoAdvance(3, 4000, false));
    const single = renderHook(() => useAutoAdvance(1, 4000, true));
    act(() => vi.advanceTimersByTime(20_000));
    expect(paused.result.current[0]).toBe(0);
    expect(single.result.current[0]).toBe(0);
  });
});
