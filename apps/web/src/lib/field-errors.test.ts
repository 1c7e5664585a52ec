import { describe, expect, it } from 'vitest';
import { fieldErrorOf } from './field-errors';

describe('fieldErrorOf', () => {
  it('reads the field a 400 names, and nothing from other messages', () => {
    expect(fieldErrorOf('参数 phone 不合法：应为 11 位手机号或带区号的固定电话')).toEqual({
      field: 'phone',
      reason: '应为 11 位手机号或带区号的固定电话',
    });
    expect(fieldErrorOf('请求过于频繁，请稍后再试')).toBeNull();
  });
});
