/**
 * Command-line arguments of `npm run seed` (src/seed-cli.ts): --scale N (positive number, default 1),
 * --reset, --map-national (fitness map at national size), --guider-national (instructors and
 * organisations at national size), --games-national (community games at national size), --facility-national (fitness facilities at
 * national size, with the national map), --help.
 * Unknown options, positionals
 * and bad scales give `{ error }` (the CLI exits 2).
 */
import { parseArgs } from 'node:util';

export const SEED_USAGE =
  'usage: npm run seed -- [--scale N] [--reset] [--map-national] [--guider-national] [--games-national] [--facility-national]\n  --scale N         positive number, default 1\n  --reset           delete all rows (audit log kept) before seeding\n  --map-national    fitness map at national size (~6.1 million map points)\n  --guider-national instructors and organisations at national size (3.7 million + 520,000)\n  --games-national  community games at national size (210,000 races)\n  --facility-national fitness facilities at national size (1.66 million facilities, ~3.8 million pieces; implies --map-national)';

/** Parses argv (without node and script); returns the options or a message for exit code 2. */
export function parseSeedArgs(argv: string[]):
  | {
      scale: number;
      reset: boolean;
      help: boolean;
      mapNational?: true;
      guiderNational?: true;
      gamesNational?: true;
      facilityNational?: true;
    }
  | { error: string } {
  // '--scale -2' would read as a missing value followed by an option: join it so the scale check
  // below reports the real problem (not a positive number).
  const args: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--scale' && i + 1 < argv.length) args.push(`--scale=${argv[(i += 1)]}`);
    else args.push(arg);
  }
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        scale: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
        'map-national': { type: 'boolean', default: false },
        'guider-national': { type: 'boolean', default: false },
        'games-national': { type: 'boolean', default: false },
        'facility-national': { type: 'boolean', default: false },
      },
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
  const result = { scale, reset: values.reset ?? false, help: values.help ?? false };
  // The national flags are present only when asked for (the plain options keep their shape).
  return {
    ...result,
    ...(values['map-national'] ? { mapNational: true as const } : {}),
    ...(values['guider-national'] ? { guiderNational: true as const } : {}),
    ...(values['games-national'] ? { gamesNational: true as const } : {}),
    ...(values['facility-national'] ? { facilityNational: true as const } : {}),
  };
}
