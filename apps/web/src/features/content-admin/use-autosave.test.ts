import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_MS, useAutosave } from './use-autosave';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAutosave', () => {
  it('saves 30 s after the form became dirty, though edits go on, and not while clean or disabled', () => {
    const save = vi.fn();
    const { rerender } = renderHook(({ dirty, enabled, n }) => useAutosave(dirty, enabled, () => save(n)), {
      initialProps: { dirty: false, enabled: true, n: 0 },
    });
    vi.advanceTimersByTime(AUTOSAVE_MS * 2);
    expect(save).not.toHaveBeenCalled();
    rerender({ dirty: true, enabled: true, n: 1 });
    vi.advanceTimersByTime(AUTOSAVE_MS - 1_000);
    rerender({ dirty: true, enabled: true, n: 2 }); // more typing does not push the save back
    vi.advanceTimersByTime(1_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith(2); // with the latest values
    rerender({ dirty: false, enabled: true, n: 2 });
    rerender({ dirty: true, enabled: false, n: 3 });
    vi.advanceTimersByTime(AUTOSAVE_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
