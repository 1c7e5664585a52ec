/**
 * Fields shared by the exchange entities `match` and `training` (events held at a venue; contracts
 * exchange/match.ts, exchange/training.ts): the venue's portal id (organId; a venue feed's portalId or a
 * venue already on the portal), name, sport, organiser, Beijing-time days and a rich-text description
 * (sanitised on write, as the back office's texts are).
 */
import { Day } from './fields.js';
import { Type } from 'typebox';

export const VENUE_EVENT_FIELDS = {
  organId: Type.Integer({ minimum: 1, description: '举办场馆的门户编号（场馆变更中的 portalId）' }),
  name: Type.String({ minLength: 1, maxLength: 100, description: '名称' }),
  sport: Type.String({ minLength: 1, maxLength: 20, description: '运动项目' }),
  organiser: Type.String({ minLength: 1, maxLength: 100, description: '主办单位' }),
  startDate: Day('开始日期'),
  endDate: Day('结束日期（不早于开始日期）'),
  descriptionHtml: Type.String({ maxLength: 20_000, description: '介绍（富文本，写入时净化）' }),
};
