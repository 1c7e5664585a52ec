/**
 * Which unique column an insert's error violated, on SQLite ("UNIQUE constraint failed: t.column") and on
 * PostgreSQL (code 23505, the constraint or index name, which holds the column's name by the migrations'
 * naming: `<table>_<column>_key`). Used where a unique column is the one-time guard of a write (a
 * proof-of-work challenge, a 受理编号) and its violation is the visitor's error, not the server's.
 */
export function violatesUnique(error: unknown, column: string): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.message} ${(error as { constraint?: string }).constraint ?? ''}`;
  return /unique/i.test(text) && text.includes(column);
}
