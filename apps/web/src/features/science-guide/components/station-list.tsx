/**
 * Monitoring-station cards: name (h2), address, opening hours, phone (a tel: link), booking notes, the
 * distance when the list is nearest-first, and a link to the fitness map centred on the station.
 */
import { Link } from 'react-router';
import type { StationItem } from '@portal/contracts/science-guide';
import { catalogue } from '@portal/contracts/pages.codes';

export function StationList({ stations }: { stations: readonly StationItem[] }) {
  return (
    <ul className="guide-cards">
      {stations.map((s) => (
        <li key={s.id} className="guide-card">
          <h2>{s.name}</h2>
          {s.distanceKm !== null && <p className="guide-distance">距您约 {s.distanceKm} 公里</p>}
          <p>地址：{s.address}</p>
          <p>开放时间：{s.openingHours}</p>
          <p>
            电话：<a href={`tel:${s.phone.replace(/[^0-9]/g, '')}`}>{s.phone}</a>
          </p>
          <p className="muted-text">预约须知：{s.bookingNote}</p>
          <p>
            <Link to={catalogue.fitnessMap.href({ lng: s.lng, lat: s.lat, zoom: 15 })}>
              在健身地图中查看<span className="visually-hidden">{s.name}</span>
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
