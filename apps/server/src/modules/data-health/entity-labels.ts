/**
 * Chinese labels of the exchange entities, read from their contracts (packages/contracts/src/exchange/), so the
 * data-health page names a refused row's data type as the exchange documentation does. The data-exchange
 * module's registry may not be imported here (module boundaries), the contracts may.
 */
import { buildProjectEntity } from '@portal/contracts/exchange/build-project';
import { equipmentEntity } from '@portal/contracts/exchange/equipment';
import { facilityEntity } from '@portal/contracts/exchange/facility';
import { instructorEntity } from '@portal/contracts/exchange/instructor';
import { matchEntity } from '@portal/contracts/exchange/match';
import { organizationEntity } from '@portal/contracts/exchange/organization';
import { parkEntity } from '@portal/contracts/exchange/park';
import { raceEntity } from '@portal/contracts/exchange/race';
import { trainingEntity } from '@portal/contracts/exchange/training';
import { venueEntity } from '@portal/contracts/exchange/venue';
import { venueYearEntity } from '@portal/contracts/exchange/venue-year';

const LABELS = new Map<string, string>(
  [
    venueEntity,
    venueYearEntity,
    matchEntity,
    trainingEntity,
    raceEntity,
    buildProjectEntity,
    facilityEntity,
    instructorEntity,
    organizationEntity,
    equipmentEntity,
    parkEntity,
  ].map((e) => [e.entity, e.label]),
);

/** The entity's Chinese label, or its code when unknown (a retired entity still counted). */
export const entityLabelOf = (entity: string): string => LABELS.get(entity) ?? entity;
