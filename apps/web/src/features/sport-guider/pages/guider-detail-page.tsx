/**
 * /socialSportGuider/sportGuider/guiderDetail?id&from — 指导员详情 (catalogue.guiderDetail; the middle
 * crumb comes from `from`, spec §2 "Breadcrumb" rule 7): level, sport, years of service, certificate
 * number (all but its year hidden), the service station with its address, public phone and opening
 * times, and the past year's service as counts. Only what public notices show (PIPL): no dated service
 * record, which told where a named person was on which day; contact goes through the station.
 */
import type { SportGuiderDetail } from '@portal/contracts/sport-guider';
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { InfoBox } from '../../../components/article/info-box';
import { useIdParam } from '../../../components/article/use-id-param';
import { PageTitle } from '../../../components/page/content-page';
import { PhoneLink } from '../../../components/venue/phone-link';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { formatDate } from '../../../lib/format-date';
import { guiderDetailQuery } from '../api';
import { GuiderLevelTag } from '../components/guider-card';
import '../components/sport-guider.css';

function GuiderView({ guider }: { guider: SportGuiderDetail }) {
  return (
    <>
      <PageTitle>{guider.name}</PageTitle>
      <InfoBox
        items={[
          { label: '技术等级', value: <GuiderLevelTag level={guider.level} name={guider.levelName} /> },
          { label: '性别', value: guider.gender },
          { label: '指导项目', value: guider.sportName },
          { label: '证书编号', value: guider.certificateNo },
          { label: '获证日期', value: formatDate(guider.certifiedDate) },
          { label: '服务年限', value: `${guider.serviceYears} 年` },
          { label: '所在地区', value: guider.areaName },
          { label: '近一年服务', value: `${guider.activityCount} 次，共 ${guider.serviceHours} 小时` },
        ]}
      />
      <h2 className="guider-section-title">服务站点</h2>
      <InfoBox
        items={[
          { label: '站点名称', value: guider.station.name },
          { label: '地址', value: guider.station.address },
          { label: '开放时间', value: guider.station.openHours },
          { label: '联系电话', value: <PhoneLink phone={guider.station.phone} /> },
        ]}
      />
    </>
  );
}

export default function GuiderDetailPage() {
  const id = useIdParam('id');
  return (
    <DetailPageFrame
      id={id}
      detailQuery={guiderDetailQuery}
      pageTitle={pageHeading(catalogue.guiderDetail)}
      notFound={{
        title: '未找到该指导员',
        backTo: catalogue.sportGuiderList.href(),
        backLabel: `返回${pageHeading(catalogue.sportGuiderList)}`,
      }}
    >
      {(guider) => <GuiderView guider={guider} />}
    </DetailPageFrame>
  );
}
