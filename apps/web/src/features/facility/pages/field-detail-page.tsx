/**
 * /gymFacility/facilityDetail/fieldFacilityDetail?id=<field id>&from= — 场地设施详情: one field (场地) of a
 * facility or a venue: sport, surface, area, indoor, lighting, opening, condition, and where it belongs
 * (its facility's page, or its venue's facilities). Data: the equipment service's GET field/{id}.
 */
import type { FacilityField } from '@portal/contracts/facility';
import { Link } from 'react-router';
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { InfoBox } from '../../../components/article/info-box';
import { useIdParam } from '../../../components/article/use-id-param';
import { PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { fieldDetailQuery } from '../api';
import { ConditionTag } from '../components/condition-tag';
import { FacilityNav } from '../components/facility-nav';
import '../facility.css';

const yesNo = (value: boolean) => (value ? '是' : '否');

function Belongs({ field }: { field: FacilityField }) {
  if (field.facilityId !== null)
    return (
      <Link
        to={catalogue.equipmentFieldDetail.href({ id: field.facilityId, from: pageHeading(catalogue.equipmentField) })}
      >
        {field.facilityName ?? '所属设施'}
      </Link>
    );
  if (field.organId !== null)
    return <Link to={catalogue.gymFacilitySmallDetail.href({ id: field.organId })}>场馆设施</Link>;
  return <>—</>;
}

function FieldView({ field: f }: { field: FacilityField }) {
  return (
    <>
      <PageTitle>{f.name}</PageTitle>
      <FacilityNav />
      <p className="facility-actions">
        <ConditionTag condition={f.condition} />
      </p>
      <InfoBox
        items={[
          { label: '所属', value: <Belongs field={f} /> },
          { label: '所在地区', value: f.areaName },
          { label: '运动项目', value: f.sport },
          { label: '场地面层', value: f.surface },
          { label: '面积', value: `${f.area.toLocaleString('zh-CN')} 平方米` },
          { label: '室内场地', value: yesNo(f.indoor) },
          { label: '灯光', value: yesNo(f.lighting) },
          { label: '开放方式', value: `${f.openToPublic ? '向公众开放' : '不对外开放'}，${f.free ? '免费' : '收费'}` },
        ]}
      />
    </>
  );
}

export default function FieldDetailPage() {
  const id = useIdParam('id');
  return (
    <DetailPageFrame
      id={id}
      detailQuery={fieldDetailQuery}
      pageTitle={pageHeading(catalogue.gymFacilityFieldDetail)}
      notFound={{
        title: '未找到该场地',
        backTo: catalogue.equipmentField.href(),
        backLabel: `返回${pageHeading(catalogue.equipmentField)}`,
      }}
    >
      {(field) => <FieldView field={field} />}
    </DetailPageFrame>
  );
}
