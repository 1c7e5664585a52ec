/**
 * Head of a venue detail page: the page's h1 (venue name), type and size, area and address, tap-to-call
 * phone, the open-now badge with today's hours (shared pieces of components/venue), and links to the
 * venue's position on the fitness map, to its videos (the video page with organId), to its facilities and
 * fields (/gymFacility/facilityDetail/facilitySmallDetail or facilityBigDetail) and to 我要反馈 (the
 * feedback form's venue variant, spec §7).
 */
import { AppstoreOutlined, EnvironmentOutlined, MessageOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { VenueProfile } from '@portal/contracts/venue';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page/content-page';
import { catalogue } from '../../../config/catalogue';
import { OpenStatusBadge } from '../../../components/venue/open-status-badge';
import { organTypeName } from '../../../components/venue/organ-type';
import { PhoneLink } from '../../../components/venue/phone-link';
import { TodayHours } from '../../../components/venue/today-hours';
import { fitnessMapPath } from '../../../components/venue-event/venue-paths';
import { formatNumber } from '../venue-format';

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
          <dt>地址</dt>
          <dd>{fullAddress(venue)}</dd>
        </div>
        <div>
          <dt>位置</dt>
          <dd>
            {`东经 ${venue.lng.toFixed(4)}°，北纬 ${venue.lat.toFixed(4)}°`}{' '}
            <Link to={fitnessMapPath(venue)}>
              <EnvironmentOutlined aria-hidden="true" /> 在健身地图中查看
            </Link>
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
        <div>
          <dt>当前状态</dt>
          <dd className="venue-detail__status">
            <OpenStatusBadge status={status} />
            {status.dayLabel && <span className="muted-text">{`今天是${status.dayLabel}`}</span>}
          </dd>
        </div>
      </dl>
      <TodayHours slots={status.todayHours} nextOpening={status.open ? null : status.nextOpening} />
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
        <Link to={catalogue.feedback.href({ organId: venue.organId })}>
          <MessageOutlined aria-hidden="true" /> 我要反馈
        </Link>
      </p>
    </header>
  );
}
