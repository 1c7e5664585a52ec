/**
 * Kysely table types. Sports venues and what the venue pages show of them: photos, introductions, videos (spec §3 venue).
 * Composed into the Database interface of ../database.ts, which states the column conventions.
 */
import type { Generated } from 'kysely';

/** A sports venue (spec §3 venue; organType 1-4). Later sections add opening and yearly data tables. */
export interface VenueTable {
  organ_id: Generated<number>;
  name: string;
  organ_type: number; // 1 stadium, 2 gymnasium, 3 swimming/diving hall, 4 national fitness centre
  province_code: string;
  city_code: string;
  county_code: string;
  address: string;
  lng: number;
  lat: number;
  phone: string;
  seats: number;
  floor_area: number; // m²
  is_large: number; // 0/1, by the free/low-fee programme's thresholds
  created_at: string;
  // --- added by migration 0004 (venue opening section) ---
  sports: string; // JSON array of sport names offered, e.g. '["篮球","羽毛球"]'
  has_outdoor: number; // 0/1: the venue has outdoor areas (programme rule: free >= 12 h/day)
  market_price: number; // yuan per person-hour, the local market price of the venue's main sport
  low_fee_price: number; // yuan per person-hour in low-fee slots (programme: <= 70 % of market_price)
  concession_price: number; // yuan for seniors, disabled people, students, military, firefighters (<= half)
  cover_media_id: number | null; // main photo (media table)
  // --- added by migration 0014 (site search) ---
  name_initials: Generated<string>; // pinyin initials of name (lib/pinyin-initials.ts), '' by default
}

/** Image of a venue (GET /api/data/organ/image/{organId}/list). */
export interface VenueImageTable {
  id: Generated<number>;
  organ_id: number;
  media_id: number;
  caption: string;
  sort: number;
}

/** Introduction, announcement or notice text of a venue; kind: 'introduction' | 'announcement' | 'notice'. */
export interface VenueIntroductionTable {
  id: Generated<number>;
  organ_id: number;
  kind: string;
  title: string;
  content_html: string;
  publish_time: string; // ISO UTC
}

/** A venue video (GET venue video list, /videoCat). url: in-site path of an .m3u8 (format 'hls') or .mp4. */
export interface VenueVideoTable {
  id: Generated<number>;
  organ_id: number;
  title: string;
  url: string;
  format: string; // 'hls' | 'mp4'
  cover_media_id: number | null;
  duration_seconds: number;
  publish_time: string;
}

/**
 * An uploaded venue video and its HLS transcode (migration 0033; docs/decisions/venue-opening.md "Venue video
 * uploads"). state: queued | transcoding | done | failed.
 */
export interface VideoJobTable {
  id: Generated<number>;
  organ_id: number;
  title: string;
  file_name: string; // the client's name, cleaned
  container: string; // sniffed: video/mp4 | video/quicktime | video/webm
  size: number; // bytes uploaded
  source: Buffer | null; // the uploaded bytes; null once the job ended
  state: string;
  reason: string | null; // Chinese reason of a failure
  attempts: number; // times taken by an instance
  video_id: number | null; // venue_video row made on success
  user_name: string;
  ip: string;
  created_at: string; // ISO UTC
  heartbeat_at: string | null; // ISO UTC: the running instance's last sign of life
  finished_at: string | null;
}
