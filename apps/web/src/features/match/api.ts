/**
 * Matches (赛事活动) data, spec §7 (shared implementation: components/venue-event/venue-event-api.ts):
 * - GET /api/data/v2/venue/match/search -> PageOf<MatchListItem>
 * - GET /api/data/v2/venue/match/{id} -> MatchDetail (ApiRequestError 404 for an unknown id)
 * - GET /api/data/v2/venue/match/sports -> string[]
 */
import type { MatchDetail, MatchListItem } from '@portal/contracts/venue-event';
import { createVenueEventApi } from '../../components/venue-event/venue-event-api';

export const matchApi = createVenueEventApi<MatchListItem, MatchDetail>('match');
