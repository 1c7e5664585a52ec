/**
 * Trainings (培训) data, spec §7 (shared implementation: components/venue-event/venue-event-api.ts):
 * - GET /api/data/v2/venue/training/search -> PageOf<TrainingListItem>
 * - GET /api/data/v2/venue/training/{id} -> TrainingDetail (ApiRequestError 404 for an unknown id)
 * - GET /api/data/v2/venue/training/sports -> string[]
 */
import type { TrainingDetail, TrainingListItem } from '@portal/contracts/venue-event';
import { createVenueEventApi } from '../../components/venue-event/venue-event-api';

export const trainingApi = createVenueEventApi<TrainingListItem, TrainingDetail>('training');
