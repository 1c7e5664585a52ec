/**
 * One instructor of the list, as public notices show one (PIPL): name linking to the detail (with the
 * list as its `from` crumb), level, gender, sport, certificate number (partly hidden by the server),
 * area, service station, and the station's distance when sorted by distance.
 */
import type { SportGuiderListItem } from '@portal/contracts/sport-guider';
import { Link } from 'react-router';
import { ToneTag, type Tone } from '../../../components/status-tag/tone-tag';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import './sport-guider.css';

const LEVEL_TONES: Record<number, Tone> = { 1: 'red', 2: 'gold', 3: 'blue', 4: 'green' };

export function GuiderLevelTag({ level, name }: { level: number; name: string }) {
  return <ToneTag tone={LEVEL_TONES[level] ?? 'grey'}>{name}</ToneTag>;
}

export function GuiderCard({ guider }: { guider: SportGuiderListItem }) {
  const from = pageHeading(catalogue.sportGuiderList);
  return (
    <article className="guider-card" data-guider-id={guider.id}>
      <h2 className="guider-card-title">
        <Link to={catalogue.guiderDetail.href({ id: guider.id, from })}>{guider.name}</Link>
        <GuiderLevelTag level={guider.level} name={guider.levelName} />
      </h2>
      <p className="muted-text">
        {guider.gender} · {guider.sportName} · 证书编号 {guider.certificateNo}
      </p>
      <p>{guider.areaName}</p>
      <p>
        服务站点：{guider.station.name}
        {guider.distanceKm !== null && <span className="guider-distance">（约 {guider.distanceKm} 公里）</span>}
      </p>
    </article>
  );
}

export function GuiderCardList({ guiders }: { guiders: readonly SportGuiderListItem[] }) {
  return (
    <ul className="guider-card-list">
      {guiders.map((guider) => (
        <li key={guider.id}>
          <GuiderCard guider={guider} />
        </li>
      ))}
    </ul>
  );
}
