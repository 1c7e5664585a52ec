/** Field schemas shared by the exchange entities: place (county, point and its datum) and days. */
import { Type } from 'typebox';
import { literalUnion } from '../literal-union.js';

export const CountyCode = Type.String({ pattern: '^[0-9]{6}$', description: '区县行政区划代码' });
export const Lng = Type.Number({ description: '经度（按 datum 所述坐标系）' });
export const Lat = Type.Number({ description: '纬度（按 datum 所述坐标系）' });

/**
 * The datums a pushed point may be in. WGS-84 and CGCS2000 differ by centimetres and are stored as given;
 * GCJ-02 (the offset system of Chinese web maps) is converted to WGS-84 before it is stored
 * (docs/decisions/data-exchange.md "Validation").
 */
export const DATUMS = ['WGS-84', 'CGCS2000', 'GCJ-02'] as const;
export type Datum = (typeof DATUMS)[number];
export const DatumField = Type.Optional(
  literalUnion(DATUMS, { description: '坐标系：WGS-84（默认）、CGCS2000 或 GCJ-02（入库前转换为 WGS-84）' }),
);

/** A 'YYYY-MM-DD' day (Beijing time); whether it exists is checked per row (server entities/days.ts). */
export const Day = (description: string) => Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description });
