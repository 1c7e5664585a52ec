/**
 * Kysely table types of the science fitness guidance section (科学健身指导; migration 0008): guidance
 * entries of five kinds and the physical fitness monitoring stations. Composed into ../database.ts.
 */
import type { Generated } from 'kysely';

/** One lecture, encyclopedia entry, nutrition article, teaching video or plan (kind). */
export interface ScienceGuideTable {
  id: Generated<number>;
  kind: string; // talk / knowledge / nutrition / teach / plan (SCIENCE_GUIDE_KINDS)
  title: string;
  summary: string;
  category: string; // topic, or a plan's goal
  speaker: string; // public by-line: name and title of the lecturer or author
  publish_date: string; // YYYY-MM-DD
  media: string; // article / video
  duration_minutes: number;
  level: string; // plans: 初级 / 中级 / 高级; '' otherwise
  age_group: string; // plans: 青少年 / 成年人 / 老年人; '' otherwise
  weeks: number; // plans: number of weeks; 0 otherwise
  video_url: string | null; // site path of the MP4
  captions_url: string | null; // site path of the WebVTT captions (clips with speech)
  content_html: string;
  view_count: number;
}

/** A physical fitness monitoring station (国民体质监测站点). */
export interface FitnessStationTable {
  id: Generated<number>;
  name: string;
  area_code: string; // county (or city without counties), GB/T 2260
  city_code: string;
  province_code: string;
  area_name: string; // e.g. '浙江省杭州市西湖区'
  address: string;
  opening_hours: string;
  phone: string; // the station's public service number
  booking_note: string;
  lng: number;
  lat: number;
}
