/** /games/detail?id= — 赛事详情: all fields, description, the venue with links to its page and the map. */
import { EventDetailPage } from '../../../components/venue-event/event-detail-page';
import { MATCH_KIND } from '../match-kind';

export default function MatchDetailPage() {
  return <EventDetailPage kind={MATCH_KIND} />;
}
