/**
 * Head of a venue detail page, practical facts first: the page's h1 (venue name), type and size, the
 * open-now badge and today's hours (once; shared pieces of components/venue), the fees, the address with the
 * venue on the fitness map and 高德地图 navigation, the tap-to-call phone and the sports; then links to its
 * videos (the video page with organId), to its facilities and fields (/gymFacility/facilityDetail/
 * facilitySmallDetail or facilityBigDetail) and to 我要反馈 (the feedback form's venue variant, spec §7).
 */
import {
  AppstoreOutlined,
  EnvironmentOutlined,
  LineChartOutlined,
  MessageOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import type { VenueProfile } from '@portal/contracts/venue';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { DataSourceNote } from '../../../components/data-source/data-source-note';
import { OpenStatusBadge } from '../../../components/venue/open-status-badge';
import { organTypeName } from '../../../components/venue/organ-type';
import { PhoneLink } from '../../../components/venue/phone-link';
import { dayKindText } from '../../../components/venue/hours-format';
import { TodayHours } from '../../../components/venue/today-hours';
import { fitnessMapPath } from '../../../components/venue-event/venue-paths';
import { formatNumber, formatPrice } from '../venue-format';
import { VenueNavigationLink } from './venue-navigation-link';

/** The full address: the area is put in front unless the address already starts with it. */
export function fullAddress({ areaName, address }: Pick<VenueProfile, 'areaName' | 'address'>): string {
  return address.startsWith(areaName) ? address : `${areaName}${address}`;
}

export function VenueHeading({ venue, titleId }: { venue: VenueProfile; titleId: string }) {
  const { status } = venue;
  return (
    <header className="venue-detail__heading">
      <PageTitle id={titleId}>{venue.name}</PageTitle>
      <p className="venue-detail__kind">
        <span>{organTypeName(venue.organType) || venue.organTypeName}</span>
        {venue.isLarge && <span>大型场馆</span>}
        {venue.seats > 0 && <span>{`${formatNumber(venue.seats)} 座`}</span>}
        {venue.floorArea > 0 && <span>{`建筑面积 ${formatNumber(venue.floorArea)} 平方米`}</span>}
      </p>
      <dl className="venue-detail__facts">
        <div>
          <dt>当前状态</dt>
          <dd className="venue-detail__status">
            <OpenStatusBadge status={status} />
            {status.dayLabel && <span className="muted-text">{dayKindText(status.dayLabel)}</span>}
          </dd>
        </div>
      </dl>
      <TodayHours slots={status.todayHours} nextOpening={status.open ? null : status.nextOpening} />
      <dl className="venue-detail__facts">
        <div>
          <dt>收费</dt>
          <dd className="venue-detail__fees">
            <span>{`低收费 ${formatPrice(venue.lowFeePrice)}`}</span>
            <span>{`优惠 ${formatPrice(venue.concessionPrice)}`}</span>
            <span>{`市场价 ${formatPrice(venue.marketPrice)}`}</span>
          </dd>
        </div>
        <div>
          <dt>地址</dt>
          <dd>
            {fullAddress(venue)}
            <span className="venue-detail__place-links">
              <Link to={fitnessMapPath(venue)}>
                <EnvironmentOutlined aria-hidden="true" /> 在健身地图中查看
              </Link>
              <VenueNavigationLink venue={venue} />
            </span>
          </dd>
        </div>
        <div>
          <dt>电话</dt>
          <dd>
            <PhoneLink phone={venue.phone} />
          </dd>
        </div>
        {venue.sports.length > 0 && (
          <div>
            <dt>运动项目</dt>
            <dd>{venue.sports.join('、')}</dd>
          </div>
        )}
      </dl>
      <p className="venue-detail__links">
        <Link to={catalogue.videoCat.href({ organId: venue.organId })}>
          <PlayCircleOutlined aria-hidden="true" /> 观看场馆视频
        </Link>
        <Link
          to={(venue.isLarge ? catalogue.gymFacilityBigDetail : catalogue.gymFacilitySmallDetail).href({
            id: venue.organId,
            from: '场馆开放',
          })}
        >
          <AppstoreOutlined aria-hidden="true" /> 场馆设施和场地
        </Link>
        <Link to={catalogue.passengerFlow.href({ organId: venue.organId })}>
          <LineChartOutlined aria-hidden="true" /> 场馆客流
        </Link>
        <Link to={catalogue.feedback.href({ organId: venue.organId })}>
          <MessageOutlined aria-hidden="true" /> 我要反馈
        </Link>
      </p>
      <DataSourceNote source={venue.dataSource} />
    </header>
  );
}
