/**
 * GET /api_/ruoyi/case/list and /api_/ruoyi/case/detail (spec §3, §7: list items' id and name become
 * /fitnessCase?case_id={id} sub-menu entries): the shared named-content suite, plus region and cover.
 */
import { describeNamedContentApi } from '../content/named-content-api.test-support.js';

describeNamedContentApi({
  table: 'fitness_case',
  prefix: '/api_/ruoyi/case',
  label: '健身工作案例',
  ownerType: 'case',
  extraColumns: (i) => ({ region: `浙江省第${i + 1}市`, cover_media_id: i === 0 ? 77 : null }),
  extraFields: (i) => ({ region: `浙江省第${i + 1}市`, coverUrl: i === 0 ? '/api_/ow/file/77' : null }),
});
