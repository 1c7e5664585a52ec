/** GET /api_/ow/guidance/list and /api_/ow/guidance/detail (spec §7; footer entries): the shared named-content suite. */
import { describeNamedContentApi } from '../content/named-content-api.test-support.js';

describeNamedContentApi({
  table: 'guidance',
  prefix: '/api_/ow/guidance',
  label: '咨询指导',
  ownerType: 'guidance',
  extraColumns: () => ({}),
  extraFields: () => ({}),
});
