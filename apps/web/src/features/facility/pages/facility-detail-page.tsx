/**
 * A facility's page (spec §2: NationalFitnessPathDetail, SpecialActivitySiteDetail, SportsFitnessCenterDetail,
 * SportsParkDetail and fieldDetail for the other kinds; `?id=&from=`, the middle crumb from `from`, rule 7).
 * One component: the record's kind decides what it shows. Facts (kind, area, address, manager, hours,
 * opening, size, length, year), its place on the fitness map, its equipment pieces (each opening its own
 * page, with 报修) and its fields. Data: GET /api_/ruoyi/equipment/detail?id= (FacilityDetail).
 */
import { EnvironmentOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { Link } from 'react-router';
import type { FacilityDetail } from '@portal/contracts/facility';
import type { FacilityKind } from '@portal/contracts/facility.codes';
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { InfoBox, type InfoItem } from '../../../components/article/info-box';
import { DataSourceNote } from '../../../components/data-source/data-source-note';
import { useIdParam } from '../../../components/article/use-id-param';
import { PageTitle } from '../../../components/page/content-page';
import { PhoneLink } from '../../../components/venue/phone-link';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { facilityDetailQuery } from '../api';
import { ConditionTag } from '../components/condition-tag';
import { EquipmentTable } from '../components/equipment-table';
import { FieldTable } from '../components/field-table';
import { FacilityNav } from '../components/facility-nav';
import { FACILITY_KIND_PAGES, kindListTitle } from '../facility-pages';
import '../facility.css';

function facts(f: FacilityDetail): InfoItem[] {
  const items: InfoItem[] = [
    { label: '设施类型', value: f.kindName },
    { label: '所在地区', value: f.areaName },
    { label: '地址', value: f.address },
    { label: '管理单位', value: f.managerUnit },
    { label: '开放时间', value: f.openHours ?? '' },
    { label: '开放方式', value: `${f.openToPublic ? '向公众开放' : '不对外开放'}，${f.free ? '免费' : '收费'}` },
    { label: '联系电话', value: <PhoneLink phone={f.phone} /> },
    { label: '占地面积', value: f.area > 0 ? `${f.area.toLocaleString('zh-CN')} 平方米` : '' },
    { label: '建成年份', value: `${f.buildYear} 年` },
  ];
  if (f.length !== null) items.push({ label: '长度', value: `${f.length.toLocaleString('zh-CN')} 米` });
  return items;
}

function FacilityView({ facility: f }: { facility: FacilityDetail }) {
  const equipmentId = useId();
  const fieldsId = useId();
  const from = kindListTitle(f.kind);
  return (
    <>
      <PageTitle>{f.name}</PageTitle>
      <FacilityNav />
      <p className="facility-actions">
        <ConditionTag condition={f.condition} />
        <span>
          器材 {f.equipmentCount} 件 · 场地 {f.fieldCount} 块
        </span>
        <Link to={f.mapPath}>
          <EnvironmentOutlined aria-hidden="true" /> 在健身地图中查看
        </Link>
      </p>
      <InfoBox items={facts(f)} />
      <DataSourceNote source={f.dataSource} />
      {f.description && <p className="facility-intro">{f.description}</p>}
      <section aria-labelledby={equipmentId}>
        <h2 id={equipmentId} className="facility-section-title">
          健身器材（{f.equipment.length} 件）
        </h2>
        {f.equipment.length > 0 ? (
          <EquipmentTable pieces={f.equipment} from={from} label={`${f.name}的器材`} />
        ) : (
          <p className="muted-text">暂无器材信息。</p>
        )}
      </section>
      {f.fields.length > 0 && (
        <section aria-labelledby={fieldsId}>
          <h2 id={fieldsId} className="facility-section-title">
            场地（{f.fields.length} 块）
          </h2>
          <FieldTable fields={f.fields} from={from} label={`${f.name}的场地`} />
        </section>
      )}
    </>
  );
}

/**
 * `kind`: the kind whose own detail page this route is (a path, special site, centre or park); null on
 * fieldDetail, which serves the other kinds (components/facility/facility-detail.ts).
 */
export default function FacilityDetailPage({ kind }: { kind: FacilityKind | null }) {
  const id = useIdParam('id');
  const pages = kind ? FACILITY_KIND_PAGES[kind] : null;
  const list = pages?.list ?? catalogue.equipmentIndex;
  return (
    <DetailPageFrame
      id={id}
      detailQuery={facilityDetailQuery}
      pageTitle={pageHeading(pages?.detail ?? catalogue.equipmentFieldDetail)}
      notFound={{ title: '未找到该设施', backTo: list.href(), backLabel: `返回${pageHeading(list)}` }}
    >
      {(facility) => <FacilityView facility={facility} />}
    </DetailPageFrame>
  );
}
