/**
 * The construction-project generator (./projects.ts) at scale 1, on a synthetic venue list: every kind in
 * every province, at least 1,300 sports parks, statuses and dates that agree with the seed's anchor day, a
 * timeline per status reached, venues linked only to projects in use and of the kind's venue types, each
 * venue at most once, money and areas in range, and the same rows on a second run.
 */
import { BUILD_KINDS, BUILD_STATUSES, type BuildKind, type BuildStatus } from '@portal/contracts/build-project.codes';
import { describe, expect, it } from 'vitest';
import { DIVISIONS, localitiesByProvince, PROVINCES } from '../divisions.js';
import { isoDate, REFERENCE_DAY } from '../venue-opening/dates.js';
import { KIND_PROFILES } from './build-kinds.js';
import { buildPhotoPool } from './photos.js';
import { generateBuildProjects, type SeedVenue } from './projects.js';

/** Four venues of each type in the first county of every province. */
function syntheticVenues(): SeedVenue[] {
  const venues: SeedVenue[] = [];
  for (const [, localities] of localitiesByProvince()) {
    const place = localities[0]!;
    for (const type of [1, 2, 3, 4]) {
      for (let i = 0; i < 4; i += 1) {
        venues.push({
          organ_id: venues.length + 1,
          name: `${place.county.name}场馆${type}-${i}`,
          organ_type: type,
          province_code: place.province.code,
          city_code: place.city.code,
          county_code: place.county.code,
          address: `${place.county.name}体育路${i}号`,
          lng: place.county.lng,
          lat: place.county.lat,
        });
      }
    }
  }
  return venues;
}

const venues = syntheticVenues();
const photos = buildPhotoPool(1000);
const generate = () => generateBuildProjects(['gymCenter', 'ice', 'sportsPark', 'venueEquipment'], 1, venues, photos);
const { projects, progress } = generate();
const anchor = isoDate(REFERENCE_DAY);

describe('generateBuildProjects at scale 1', () => {
  it('puts every kind in every province, with at least 1,300 sports parks', () => {
    for (const kind of BUILD_KINDS) {
      const own = projects.filter((p) => p.kind === kind);
      expect(own.length).toBeGreaterThanOrEqual(KIND_PROFILES[kind].base);
      expect(new Set(own.map((p) => p.province_code)).size).toBe(PROVINCES.length);
    }
    expect(projects.filter((p) => p.kind === 'sportsPark').length).toBeGreaterThanOrEqual(1300);
    const codes = new Set(DIVISIONS.map((d) => d.code));
    expect(projects.every((p) => codes.has(p.county_code) && codes.has(p.city_code))).toBe(true);
  });

  it('gives each project the status of the last step reached by the anchor day, and one timeline step each', () => {
    for (const p of projects) {
      const dates = [p.approved_date, p.start_date, p.completed_date, p.in_use_date];
      const reached = dates.filter((d): d is string => d !== null);
      expect(reached.every((d) => d <= anchor)).toBe(true);
      expect(dates.slice(0, reached.length)).toEqual(reached);
      expect(p.status).toBe(BUILD_STATUSES[reached.length - 1]);
      expect(p.year).toBe(Number(p.approved_date.slice(0, 4)));
      expect(p.central_subsidy).toBeLessThanOrEqual(
        Math.min(p.total_investment, KIND_PROFILES[p.kind as BuildKind].subsidyCap),
      );
    }
    const steps = new Map<number, string[]>();
    for (const step of progress) steps.set(step.project_id, [...(steps.get(step.project_id) ?? []), step.stage]);
    for (const p of projects) {
      const stages = steps.get(p.id as number) ?? [];
      expect(stages.at(-1)).toBe(p.status);
      expect(new Set(stages)).toEqual(
        new Set(BUILD_STATUSES.slice(0, BUILD_STATUSES.indexOf(p.status as BuildStatus) + 1)),
      );
    }
  });

  it('links venues only to projects in use, of the kind’s types, each venue once, at the venue’s place', () => {
    const byId = new Map(venues.map((v) => [v.organ_id, v]));
    const linked = projects.filter((p) => p.organ_id !== null);
    expect(linked.length).toBeGreaterThan(0);
    expect(new Set(linked.map((p) => p.organ_id)).size).toBe(linked.length);
    for (const p of linked) {
      const venue = byId.get(p.organ_id!)!;
      expect(p.status).toBe('inUse');
      expect(KIND_PROFILES[p.kind as BuildKind].venueTypes).toContain(venue.organ_type);
      expect([p.county_code, p.lng, p.lat]).toEqual([venue.county_code, venue.lng, venue.lat]);
    }
  });

  it('is deterministic', () => {
    expect(generate()).toEqual({ projects, progress });
  });
});
