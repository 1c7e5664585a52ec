/** The pure submission rules: field checks, phone mask and tail, duplicate key, random 受理编号. */
import { describe, expect, it } from 'vitest';
import { FEEDBACK_ACCEPT_NO_PATTERN } from '@portal/contracts/feedback.codes';
import { maskPhone, phoneTail } from '../../lib/phone.js';
import { checkFeedbackInput, dedupKey, newAcceptNo } from './feedback-input.js';

const base = { type: 'consult' as const, title: ' 标题 ', content: ' 内容 ', name: ' 王 ', phone: '138 1234 5678' };

describe('feedback input', () => {
  it('trims text and strips spaces from the phone', () => {
    expect(checkFeedbackInput(base)).toEqual({
      type: 'consult',
      title: '标题',
      content: '内容',
      name: '王',
      phone: '13812345678',
    });
  });

  it('accepts mobiles and landlines with area code, refuses the rest naming phone', () => {
    for (const phone of ['13812345678', '19912345678', '010-12345678', '0755-1234567', '075512345678'])
      expect(checkFeedbackInput({ ...base, phone }).phone).toBe(phone);
    for (const phone of ['1381234567', '12812345678', '12345678', '+8613812345678', '010-123'])
      expect(() => checkFeedbackInput({ ...base, phone })).toThrow(/参数 phone 不合法/);
  });

  it('masks all but the first three and last four digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('010-12345678')).toBe('010****5678');
    expect(phoneTail('010-12345678')).toBe('5678');
  });

  it('keys duplicates on phone digits and content with folded white space', () => {
    expect(dedupKey('138 1234 5678', 'a  b\nc')).toBe(dedupKey('13812345678', 'a b c'));
    expect(dedupKey('13812345678', 'a b c')).not.toBe(dedupKey('13912345678', 'a b c'));
  });

  it('draws 受理编号 on the Beijing date, random and well-formed', () => {
    const now = new Date('2026-11-23T16:30:00Z'); // 2026-11-24 00:30 in Beijing
    const numbers = new Set(Array.from({ length: 1000 }, () => newAcceptNo(now)));
    expect(numbers.size).toBe(1000);
    for (const n of numbers) {
      expect(n).toMatch(new RegExp(FEEDBACK_ACCEPT_NO_PATTERN));
      expect(n.startsWith('FK20261124')).toBe(true);
    }
  });
});
