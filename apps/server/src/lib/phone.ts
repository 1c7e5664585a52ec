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
