import { benchCommunityGames } from '/work/wt-games/bench/community-games.ts';
import { renderTable } from '/work/wt-games/bench/report.ts';
const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);
const result = await benchCommunityGames(log);
process.stdout.write(result.tables.map(renderTable).join('\n\n') + '\n');
