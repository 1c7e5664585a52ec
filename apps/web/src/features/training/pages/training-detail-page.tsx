/** /training/detail?id= — 培训详情: all fields, description, the venue with links to its page and the map. */
import { EventDetailPage } from '../../../components/venue-event/event-detail-page';
import { TRAINING_KIND } from '../training-kind';

export default function TrainingDetailPage() {
  return <EventDetailPage kind={TRAINING_KIND} />;
}
