/**
 * A piece of equipment (spec §2 NationalFitnessPathEquipmentDetail and equipmentDetail, `?id=&from=`, the
 * middle crumb from `from`): category, model, manufacturer, install date, warranty end (GB 19272: main
 * parts 8 years), last inspection, condition (报修中 while a safety report is open), its facility, its
 * certification record with a link to the certification list, and 我要报修 (the repair form with this
 * piece chosen). Data: the equipment service's GET equipment/{id} and certification/{id}.
 */
import { ToolOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import type { EquipmentPiece } from '@portal/contracts/facility';
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { InfoBox } from '../../../components/article/info-box';
import { useIdParam } from '../../../components/article/use-id-param';
import { PageTitle } from '../../../components/page/content-page';
import { facilityDetailEntry, type FacilityDetailEntry } from '../../../components/facility/facility-detail';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { formatDate } from '../../../lib/format-date';
import { certificationQuery, equipmentDetailQuery } from '../api';
import { ConditionTag } from '../components/condition-tag';
import { FacilityNav } from '../components/facility-nav';
import { kindListTitle } from '../facility-pages';
import '../facility.css';

function CertificationPart({ id }: { id: number | null }) {
  const titleId = useId();
  const result = useQuery({ ...certificationQuery(id ?? 0), enabled: id !== null });
  let body;
  if (id === null) body = <p className="muted-text">该器材暂无认证记录。</p>;
  else if (result.isPending) body = <p role="status">正在读取认证记录…</p>;
  else if (result.isError) body = <p className="muted-text">认证记录暂时无法读取，请稍后再试。</p>;
  else {
    const c = result.data;
    body = (
      <>
        <InfoBox
          items={[
            { label: '证书编号', value: c.certificateNo },
            { label: '认证机构', value: c.body },
            { label: '认证范围', value: c.scope },
            { label: '依据标准', value: c.standard },
            {
              label: '有效期',
              value: `${formatDate(c.issueDate)} 至 ${formatDate(c.validUntil)}（${c.valid ? '有效' : '已过期'}）`,
            },
          ]}
        />
        <p>
          <Link to={catalogue.equipmentAuthentication.href({ keyword: c.certificateNo })}>在设施认证中查看该证书</Link>
        </p>
      </>
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="facility-section-title">
        产品认证
      </h2>
      {body}
    </section>
  );
}

function EquipmentView({ piece: p, from }: { piece: EquipmentPiece; from: string }) {
  return (
    <>
      <PageTitle>{p.name}</PageTitle>
      <FacilityNav />
      <p className="facility-actions">
        <ConditionTag condition={p.condition} />
        {p.openReports > 0 && <span>有 {p.openReports} 条报修正在处理，请暂停使用。</span>}
        {p.condition === 'reported' && <span>有群众报修，管理单位核实前请谨慎使用。</span>}
        <Link to={catalogue.gymFacilityFixReport.href({ id: p.id, from })} className="facility-report-link">
          <ToolOutlined aria-hidden="true" /> 我要报修
        </Link>
      </p>
      <InfoBox
        items={[
          {
            label: '所属设施',
            value: (
              <Link
                to={facilityDetailEntry(p.facilityKind).href({ id: p.facilityId, from: kindListTitle(p.facilityKind) })}
              >
                {p.facilityName}
              </Link>
            ),
          },
          { label: '所在地区', value: p.areaName },
          { label: '器材类别', value: `${p.categoryName}健身器材` },
          { label: '型号', value: p.model },
          { label: '生产企业', value: p.manufacturer },
          { label: '安装日期', value: formatDate(p.installDate) },
          { label: '使用年限至', value: `${formatDate(p.warrantyEnd)}（主要部件，GB 19272）` },
          { label: '最近巡检', value: p.lastInspection ? formatDate(p.lastInspection) : '暂无巡检记录' },
          { label: '器材编号', value: String(p.id) },
        ]}
      />
      <CertificationPart id={p.certificationId} />
    </>
  );
}

/** `entry`: the catalogue entry of its route (a path's piece has its own page in spec §2). */
export default function EquipmentDetailPage({ entry }: { entry: FacilityDetailEntry }) {
  const id = useIdParam('id');
  return (
    <DetailPageFrame
      id={id}
      detailQuery={equipmentDetailQuery}
      pageTitle={pageHeading(entry)}
      notFound={{
        title: '未找到该器材',
        backTo: catalogue.equipmentTraditionalEquipment.href(),
        backLabel: `返回${pageHeading(catalogue.equipmentTraditionalEquipment)}`,
      }}
    >
      {(piece) => <EquipmentView piece={piece} from={kindListTitle(piece.facilityKind)} />}
    </DetailPageFrame>
  );
}
