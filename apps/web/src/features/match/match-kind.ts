/** What the shared venue-event pages need to know about matches: titles, routes, API and the match's own facts. */
import type { MatchDetail, MatchListItem } from '@portal/contracts/venue-event';
import type { VenueEventKind } from '../../components/venue-event/venue-event-kind';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../config/route-handle';
import { matchApi } from './api';

export const MATCH_KIND: VenueEventKind<MatchListItem, MatchDetail> = {
  title: pageHeading(catalogue.match),
  noun: '赛事',
  list: catalogue.match,
  detail: catalogue.matchDetail,
  keywordPlaceholder: '请输入赛事名称或主办单位',
  api: matchApi,
  facts: (match) => [
    { label: '赛事级别', value: match.level },
    { label: '参赛人数', value: `${match.participants} 人` },
  ],
};
