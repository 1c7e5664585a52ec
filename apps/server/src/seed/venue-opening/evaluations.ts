/**
 * Comprehensive evaluations of free/low-fee opening (table `venue_evaluation`, 综合评价) of every venue for
 * 2022-2025. Score 0-100 with one decimal: a lasting venue quality, a slow improvement over the years,
 * yearly noise, minus about 9 points per programme rule failed that year (./year-stats.ts passes the
 * number of failed rules) and a little for a weak visitor year. Grade by score (gradeOf); province_rank
 * 1..n within each province and year by score (higher first; ties by organ_id).
 */
import type { Insertable } from 'kysely';
import type { VenueEvaluationTable } from '../../db/tables/programme.js';
import { venueRandom, type VenueFacts } from './venue-facts.js';

export const EVALUATION_YEARS = [2022, 2023, 2024, 2025] as const;

/** 优秀 >= 90, 良好 >= 80, 合格 >= 60, else 不合格. */
export function gradeOf(score: number): '优秀' | '良好' | '合格' | '不合格' {
  if (score >= 90) return '优秀';
  if (score >= 80) return '良好';
  if (score >= 60) return '合格';
  return '不合格';
}

interface Scored {
  organId: number;
  score: number;
}

/** Collects the scores while the yearly statistics are written, then ranks them. */
export class EvaluationInputs {
  /** Scores by year, then province code. */
  private readonly byYear = new Map<number, Map<string, Scored[]>>();
  private readonly quality = new Map<number, { q: number; rng: ReturnType<typeof venueRandom> }>();

  /** Scores `venue` for `year` from the rules it failed and its visitors relative to its usual level. */
  add(
    venue: Pick<VenueFacts, 'organId' | 'provinceCode'>,
    year: number,
    failedRules: number,
    visitorRatio: number,
  ): void {
    let state = this.quality.get(venue.organId);
    if (!state) {
      const rng = venueRandom('evaluation', venue.organId);
      state = { q: (rng.float() + rng.float()) / 2, rng };
      this.quality.set(venue.organId, state);
    }
    const raw =
      64 +
      36 * state.q +
      (year - 2022) * 0.8 +
      state.rng.between(-4, 4) -
      9 * failedRules -
      (visitorRatio < 0.8 ? 3 : 0);
    const score = Math.round(Math.min(99.6, Math.max(30, raw)) * 10) / 10;
    let provinces = this.byYear.get(year);
    if (!provinces) {
      provinces = new Map();
      this.byYear.set(year, provinces);
    }
    const list = provinces.get(venue.provinceCode) ?? [];
    list.push({ organId: venue.organId, score });
    provinces.set(venue.provinceCode, list);
    if (year === EVALUATION_YEARS[EVALUATION_YEARS.length - 1]) this.quality.delete(venue.organId);
  }

  /** Rows for table `venue_evaluation`: year by year, province by province, best first. */
  *rows(): Generator<Insertable<VenueEvaluationTable>> {
    for (const year of [...this.byYear.keys()].sort()) {
      const provinces = this.byYear.get(year) ?? new Map<string, Scored[]>();
      for (const code of [...provinces.keys()].sort()) {
        const ranked = [...(provinces.get(code) ?? [])].sort((a, b) => b.score - a.score || a.organId - b.organId);
        for (const [index, s] of ranked.entries()) {
          yield { organ_id: s.organId, year, score: s.score, grade: gradeOf(s.score), province_rank: index + 1 };
        }
      }
    }
  }
}
