/**
 * The section's lists that are not facility kinds, on the facility filters (area, condition, keyword;
 * facility-search.ts):
 * - /equipment/TraditionalEquipment: pieces of traditional equipment (GET /api/data/equipment/traditional/list),
 *   each opening its page (equipmentDetail) and 报修;
 * - /equipment/Field: fields inside facilities and venues (the equipment service's POST field/list), each
 *   opening fieldFacilityDetail.
 * The list comes from the path.
 */
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { EquipmentPiece } from '@portal/contracts/facility';
import type { PageOf } from '@portal/contracts/paging';
import { FACILITY_KEYWORD_MAX, type EquipmentCondition } from '@portal/contracts/facility.codes';
import { ListResults } from '../../../components/list-page/list-results';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { formatDate } from '../../../lib/format-date';
import { isNarrowed, useUrlState } from '../../../lib/url-state';
import { fieldListQuery, traditionalListQuery } from '../api';
import { ConditionTag } from '../components/condition-tag';
import { FacilityFilters } from '../components/facility-filters';
import { FieldTable } from '../components/field-table';
import { FacilityNav } from '../components/facility-nav';
import { equipmentDetailEntry } from '../facility-pages';
import { FACILITY_URL_STATE, type FacilitySearch } from '../facility-search';
import '../facility.css';

function toQuery({ areaCode, keyword, condition, pageNum, pageSize }: FacilitySearch) {
  return {
    pageNum,
    pageSize,
    ...(areaCode ? { areaCode } : {}),
    ...(keyword ? { keyword } : {}),
    ...(condition ? { condition: condition as EquipmentCondition } : {}),
  };
}

function PieceCards({ pieces, from }: { pieces: readonly EquipmentPiece[]; from: string }) {
  return (
    <ul className="facility-cards">
      {pieces.map((p) => (
        <li key={p.id}>
          <article className="facility-card">
            <h2>
              <Link to={equipmentDetailEntry(p.facilityKind).href({ id: p.id, from })}>{p.name}</Link>
            </h2>
            <p className="muted-text">
              {p.facilityName} · {p.areaName}
            </p>
            <p>
              {p.manufacturer} · {formatDate(p.installDate)} 安装
            </p>
            <p>
              <ConditionTag condition={p.condition} />{' '}
              <Link
                to={catalogue.gymFacilityFixReport.href({ id: p.id, from })}
                aria-label={`报修 ${p.name}（编号 ${p.id}）`}
              >
                报修
              </Link>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}

function TraditionalResults({ search, update, from }: ResultsProps) {
  const result = useQuery({ ...traditionalListQuery(toQuery(search)), placeholderData: keepPreviousData });
  return (
    <SectionResults result={result} search={search} update={update} noun={{ unit: '件', name: '器材' }}>
      {(items) => <PieceCards pieces={items} from={from} />}
    </SectionResults>
  );
}

function FieldResults({ search, update, from }: ResultsProps) {
  const result = useQuery({ ...fieldListQuery(toQuery(search)), placeholderData: keepPreviousData });
  return (
    <SectionResults result={result} search={search} update={update} noun={{ unit: '块', name: '场地' }}>
      {(items) => <FieldTable fields={items} from={from} label="场地列表" />}
    </SectionResults>
  );
}

/** The results block with the list's own noun ('件器材', '块场地'). */
function SectionResults<T>({
  result,
  search,
  update,
  noun,
  children,
}: Omit<ResultsProps, 'from'> & {
  result: UseQueryResult<PageOf<T>>;
  noun: { unit: string; name: string };
  children: (items: T[]) => ReactNode;
}) {
  const filtered = isNarrowed(FACILITY_URL_STATE, search, ['kind']);
  return (
    <ListResults
      result={result}
      paging={search}
      onPage={update}
      totalText={(total) =>
        `共 ${total.toLocaleString('zh-CN')} ${noun.unit}${filtered ? '符合条件的' : ''}${noun.name}`
      }
      emptyText={filtered ? `没有符合条件的${noun.name}，请更换地区、状况或关键词` : `暂无${noun.name}信息`}
      renderList={children}
    />
  );
}

/** The keyword limits of the two lists (contracts FieldListBody, EquipmentListQuery). */
const FIELD_KEYWORD = { placeholder: '场地或设施名称', max: FACILITY_KEYWORD_MAX };
const PIECE_KEYWORD = { placeholder: '器材名称，如 太空漫步机', max: 20 };

interface ResultsProps {
  search: FacilitySearch;
  update: (change: Partial<FacilitySearch>) => void;
  from: string;
}

/** `list`: which of the two lists its route shows (TraditionalEquipment or Field). */
export default function EquipmentListPage({ list }: { list: 'traditional' | 'field' }) {
  const isField = list === 'field';
  const entry = isField ? catalogue.equipmentField : catalogue.equipmentTraditionalEquipment;
  const titleId = useId();
  const [search, update] = useUrlState(FACILITY_URL_STATE);
  const title = pageHeading(entry);
  const Results = isField ? FieldResults : TraditionalResults;
  return (
    <ContentPage className="facility-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{title}</PageTitle>
        <FacilityNav />
        <p className="facility-intro">
          {isField
            ? '健身设施和体育场馆里的运动场地：运动项目、面层、面积、灯光和开放方式。'
            : '全民健身路径上的传统健身器材（太空漫步机、扭腰器、单杠、双杠等）：生产企业、安装和巡检日期、当前状况，损坏可在线报修。'}
        </p>
        <FacilityFilters
          search={search}
          onChange={update}
          withKind={false}
          keyword={isField ? FIELD_KEYWORD : PIECE_KEYWORD}
        />
        <Results search={search} update={update} from={title} />
      </ContentPanel>
    </ContentPage>
  );
}
