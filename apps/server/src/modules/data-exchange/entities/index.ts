/**
 * The exchange entity registry (docs/decisions/data-exchange.md "Entity registry"): one file per entity;
 * the routes serve /api/exchange/v1/{entity}/batch and /changes for each entry.
 */
import buildProject from './build-project.entity.js';
import equipment from './equipment.entity.js';
import type { ExchangeEntity } from './exchange-entity.js';
import facility from './facility.entity.js';
import instructor from './instructor.entity.js';
import match from './match.entity.js';
import organization from './organization.entity.js';
import park from './park.entity.js';
import race from './race.entity.js';
import training from './training.entity.js';
import venue from './venue.entity.js';
import venueYear from './venue-year.entity.js';

export const EXCHANGE_ENTITIES: readonly ExchangeEntity[] = [
  venue,
  venueYear,
  match,
  training,
  race,
  facility,
  park,
  equipment,
  buildProject,
  instructor,
  organization,
];
