/**
 * Provenance of a public record filled in by a spec §6 filling system (docs/decisions/data-exchange.md
 * "Provenance"): the detail answers of exchanged entities (venue profile, facility, build project) carry
 * `dataSource`, from the record's latest accepted exchange revision, or null for a record the portal holds
 * from elsewhere (seed, back office). Pages show it as "数据更新于 YYYY-MM-DD · 来源：<systemName>".
 */
import { Type, type Static } from 'typebox';
import { EXCHANGE_SYSTEMS } from './data-exchange.js';
import { literalUnion } from './literal-union.js';

export const DataSource = Type.Object({
  updatedAt: Type.String({ description: '最近一次由填报系统更新的日期（YYYY-MM-DD，北京时间）' }),
  system: literalUnion(EXCHANGE_SYSTEMS, { description: '填报系统应用标识（spec §6）' }),
  systemName: Type.String({ description: '填报系统名称，如 低免场馆填报' }),
});
export type DataSource = Static<typeof DataSource>;

/** `dataSource` of a detail answer: null when no filling system pushed the record. */
export const DataSourceField = Type.Union([DataSource, Type.Null()], {
  description: '数据来源：最近一次由填报系统推送的日期和系统；非交换数据为 null',
});
