/**
 * useFormSubmission: busy while the request runs; a refusal naming one of the form's fields goes under it,
 * one naming another field goes to the form's handler, any other becomes the form-level message.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-data';
import { useFormSubmission, type OutsideFieldRefusal } from './form-submission';

interface Values {
  title: string;
  phone: string;
}

function setUp() {
  const form = { setFields: vi.fn() };
  const hook = renderHook(() => useFormSubmission<Values>(form, ['title', 'phone']));
  return { form, hook };
}

const refusal = (msg: string) => () => Promise.reject(new ApiRequestError(400, msg));

afterEach(cleanup);

describe('useFormSubmission', () => {
  it('is busy while the request runs and clears an earlier message', async () => {
    const { hook } = setUp();
    act(() => hook.result.current.setError('请先完成人机验证'));
    let finish = () => {};
    let submitted!: Promise<void>;
    act(() => {
      submitted = hook.result.current.submit(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(hook.result.current.submitting).toBe(true);
    expect(hook.result.current.error).toBeNull();
    await act(async () => {
      finish();
      await submitted;
    });
    expect(hook.result.current.submitting).toBe(false);
    expect(hook.result.current.error).toBeNull();
  });

  it("puts a refusal naming one of the form's fields under that field", async () => {
    const { form, hook } = setUp();
    await act(() => hook.result.current.submit(refusal('参数 phone 不合法：应为 11 位手机号')));
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'phone', errors: ['应为 11 位手机号'] }]);
    expect(hook.result.current.error).toBeNull();
  });

  it('hands a refusal naming another field to the handler, which picks the form-level message', async () => {
    const { form, hook } = setUp();
    const message = '参数 photos 不合法：照片过大';
    const shownElsewhere: OutsideFieldRefusal = vi.fn(() => null);
    await act(() => hook.result.current.submit(refusal(message), shownElsewhere));
    expect(shownElsewhere).toHaveBeenCalledWith({ field: 'photos', reason: '照片过大' }, message);
    expect(hook.result.current.error).toBeNull();
    // Without a handler the whole message shows at form level.
    await act(() => hook.result.current.submit(refusal(message)));
    expect(hook.result.current.error).toBe(message);
    expect(form.setFields).not.toHaveBeenCalled();
  });

  it('shows any other refusal as the form-level message', async () => {
    const { hook } = setUp();
    await act(() => hook.result.current.submit(refusal('请求过于频繁，请稍后再试')));
    expect(hook.result.current.error).toBe('请求过于频繁，请稍后再试');
    expect(hook.result.current.submitting).toBe(false);
  });
});
