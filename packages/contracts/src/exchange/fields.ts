/** Field schemas shared by the exchange entities: place (county, WGS-84 point) and days. */
import { Type } from 'typebox';

export const CountyCode = Type.String({ pattern: '^[0-9]{6}$', description: '区县行政区划代码' });
export const Lng = Type.Number({ description: '经度（WGS-84）' });
export const Lat = Type.Number({ description: '纬度（WGS-84）' });

/** A 'YYYY-MM-DD' day (Beijing time); whether it exists is checked per row (server entities/days.ts). */
export const Day = (description: string) => Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description });
