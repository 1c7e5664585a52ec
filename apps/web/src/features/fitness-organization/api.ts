/**
 * Fitness organisation data (contracts fitness-organization.ts), through lib/api-data getData:
 * - GET /api/data/fitnessOrganization/search (OrganizationSearchQuery) -> PageOf<OrganizationListItem>
 * - GET /api/data/fitnessOrganization/{id} -> OrganizationDetail
 * Errors reject with ApiRequestError (code 404 for an unknown id).
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  OrganizationDetail,
  OrganizationListItem,
  OrganizationSearchQuery,
} from '@portal/contracts/fitness-organization';
import type { PageOf } from '@portal/contracts/paging';
import { getData } from '../../lib/api-data';

const STALE_MS = 5 * 60_000;

export const organizationSearchQuery = (query: OrganizationSearchQuery) =>
  queryOptions({
    queryKey: ['fitness-organization', 'search', query],
    queryFn: () => getData<PageOf<OrganizationListItem>>('/api/data/fitnessOrganization/search', { ...query }),
    staleTime: STALE_MS,
  });

export const organizationDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['fitness-organization', 'detail', id],
    queryFn: () => getData<OrganizationDetail>(`/api/data/fitnessOrganization/${id}`),
    staleTime: STALE_MS,
  });
