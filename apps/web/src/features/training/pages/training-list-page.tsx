/** /training — 培训: trainings at venues with area, date, sport, status and keyword filters (components/venue-event). */
import { EventListPage } from '../../../components/venue-event/event-list-page';
import { TRAINING_KIND } from '../training-kind';

export default function TrainingListPage() {
  return <EventListPage kind={TRAINING_KIND} />;
}
