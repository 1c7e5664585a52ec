/** /games — 赛事活动: matches at venues with area, date, sport, status and keyword filters (components/venue-event). */
import { EventListPage } from '../../../components/venue-event/event-list-page';
import { MATCH_KIND } from '../match-kind';

export default function MatchListPage() {
  return <EventListPage kind={MATCH_KIND} />;
}
