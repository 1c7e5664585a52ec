/**
 * Command-line arguments of `npm run seed` (src/seed-cli.ts): --scale N (positive number, default 1),
 * --reset, --help. Unknown options, positionals and bad scales give `{ error }` (the CLI exits 2).
 */
import { parseArgs } from 'node:util';

export const SEED_USAGE = 'usage: npm run seed -- [--scale N] [--reset]\n  --scale N  positive number, default 1\n  --reset    delete all rows (audit log kept) before seeding';

/** Parses argv (without node and script); returns the options or a message for exit code 2. */
export function parseSeedArgs(argv: string[]): { scale: number; reset: boolean; help: boolean } | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { scale: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  const raw = values.scale ?? '1';
  const scale = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(scale) || scale <= 0) {
    return { error: `--scale must be a positive number, got '${raw}'` };
  }
  return { scale, reset: values.reset ?? false, help: values.help ?? false };
}

