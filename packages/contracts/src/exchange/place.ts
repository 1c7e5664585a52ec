/** Place fields shared by the exchange entities that sit on the map (county, WGS-84 point). */
import { Type } from 'typebox';

export const CountyCode = Type.String({ pattern: '^[0-9]{6}$', description: '区县行政区划代码' });
export const Lng = Type.Number({ description: '经度（WGS-84）' });
export const Lat = Type.Number({ description: '纬度（WGS-84）' });
