// Route-push errors are swallowed (spec §2).
import type { NavigateFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { safeNavigate } from './safe-navigate';

describe('safeNavigate', () => {
  it('passes path and options through', () => {
    const navigate = vi.fn() as unknown as NavigateFunction;
    safeNavigate(navigate, '/news?id=1', { replace: true });
    safeNavigate(navigate, -1);
    expect(navigate).toHaveBeenNthCalledWith(1, '/news?id=1', { replace: true });
    expect(navigate).toHaveBeenNthCalledWith(2, -1);
  });

  it('swallows a synchronous throw and a rejected promise', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const throwing = vi.fn(() => {
      throw new Error('push failed');
    }) as unknown as NavigateFunction;
    expect(() => safeNavigate(throwing, '/x')).not.toThrow();
    const rejected = Promise.reject(new Error('aborted'));
    const catchSpy = vi.spyOn(rejected, 'catch');
    const rejecting = vi.fn(() => rejected) as unknown as NavigateFunction;
    safeNavigate(rejecting, '/y');
    expect(catchSpy).toHaveBeenCalledTimes(1);
    // Were the rejection left unhandled, vitest would fail this file with an unhandled-rejection error.
    await new Promise((resolve) => setTimeout(resolve, 0));
    warn.mockRestore();
  });
});
