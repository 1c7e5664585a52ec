/**
 * 收费标准 (VenueProfile prices, yuan per person-hour): market price, low fee (programme: <= 70 % of the
 * market price) and the concession price for seniors, disabled people, students, military and
 * firefighters (<= half of the low fee).
 */
import type { VenueProfile } from '@portal/contracts/venue';
import { formatPrice } from '../venue-format';

export function PriceList({ venue }: { venue: Pick<VenueProfile, 'marketPrice' | 'lowFeePrice' | 'concessionPrice'> }) {
  return (
    <dl className="venue-detail__figures venue-detail__prices">
      <div className="venue-detail__figure">
        <dt>市场价</dt>
        <dd>{formatPrice(venue.marketPrice)}</dd>
      </div>
      <div className="venue-detail__figure">
        <dt>低收费价</dt>
        <dd>{formatPrice(venue.lowFeePrice)}</dd>
      </div>
      <div className="venue-detail__figure">
        <dt>优惠价</dt>
        <dd>{formatPrice(venue.concessionPrice)}</dd>
        <dd className="venue-detail__figure-note">适用于老年人、残疾人、学生、军人、消防救援人员</dd>
      </div>
    </dl>
  );
}
