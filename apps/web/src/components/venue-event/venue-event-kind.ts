/**
 * What differs between the match (赛事活动) and training (培训) sections; everything else — filters,
 * list, paging, detail page, venue block — is shared (components/venue-event). Each feature builds one
 * constant of this type (features/match/match-kind.ts, features/training/training-kind.ts).
 */
import type { EventVenue } from '@portal/contracts/venue-event';
import type { EventStatus } from '@portal/contracts/venue-event.codes';
import type { PageEntry } from '@portal/contracts/pages.codes';
import type { InfoItem } from '../article/info-box';
import type { VenueEventApi } from './venue-event-api';

/** The fields both kinds share (contracts MatchListItem and TrainingListItem), as the shared components read them. */
export interface VenueEventCore {
  id: number;
  name: string;
  sport: string;
  organiser: string;
  startDate: string;
  endDate: string;
  status: EventStatus;
  venue: EventVenue;
}

export interface VenueEventKind<TItem extends VenueEventCore, TDetail extends TItem & { descriptionHtml: string }> {
  /** The list page's h1: the last level of its catalogue title, e.g. 赛事活动. */
  title: string;
  /** What one record is called, e.g. '赛事' (used in '赛事详情', '赛事不存在', '搜索赛事'). */
  noun: string;
  /** The list page's catalogue entry, e.g. catalogue.match. */
  list: PageEntry;
  /** The detail page's catalogue entry, e.g. catalogue.matchDetail. */
  detail: PageEntry<{ id: number }>;
  /** Placeholder of the keyword box. */
  keywordPlaceholder: string;
  api: VenueEventApi<TItem, TDetail>;
  /** The kind's own facts of a record (e.g. 级别 and 参赛人数), shown in the list and the detail. */
  facts: (item: TItem) => InfoItem[];
}
