/**
 * Phones as answers show them (PIPL: a phone leaves the server only masked) and as look-ups check them.
 * Used by feedback and repair reports. Pure.
 */

/** '13812345678' -> '138****5678', '010-12345678' -> '010****5678': the first three and last four digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '****';
  return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
}

/** The last four digits of a stored phone (what a 受理编号 look-up compares). */
export function phoneTail(phone: string): string {
  return phone.replace(/\D/g, '').slice(-4);
}

/**
 * Phone formats a record may publish (the exchange's per-row check, docs/decisions/data-exchange.md
 * "Validation"), after dropping spaces, parentheses and a leading +86 / 86:
 * - mobile: 11 digits 1[3-9]…;
 * - landline: area code 0 + 2-3 digits, optional '-', 7-8 digits, optional extension '-' 1-6 digits;
 * - 400/800 service numbers: 10 digits, dashes anywhere;
 * - short public service numbers: 95xxx(x) and 12xxx (e.g. 12345).
 */
const PHONE_FORMATS = [
  /^1[3-9][0-9]{9}$/,
  /^0[1-9][0-9]{1,2}-?[0-9]{7,8}(-[0-9]{1,6})?$/,
  /^[48]00-?[0-9]{3}-?[0-9]{4}$/,
  /^(95[0-9]{3,4}|12[0-9]{3})$/,
];

/** Whether `phone` is one number in one of PHONE_FORMATS (see above). */
export function isPhoneNumber(phone: string): boolean {
  const text = phone.replace(/[\s()]/g, '');
  const international = /^\+?86-?/.exec(text);
  // +86 drops the landline's leading 0: '+86 571 88886666' is 0571-88886666.
  const national = international ? text.slice(international[0].length).replace(/^(?=[2-9])/, '0') : text;
  return PHONE_FORMATS.some((format) => format.test(national));
}
