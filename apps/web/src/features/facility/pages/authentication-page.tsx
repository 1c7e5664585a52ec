/**
 * /equipment/Authentication — 设施认证: certification records of equipment products (certificate number,
 * body, scope, product and model, manufacturer, standard, validity), searchable by certificate number,
 * product or manufacturer and filtered by validity; `?keyword=&valid=true|false&pageNum=` in the address.
 * Equipment pages link here with the certificate number as the keyword.
 * Data: the equipment service's POST certification/list (with the facilities token).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Certification } from '@portal/contracts/facility';
import { FACILITY_KEYWORD_MAX } from '@portal/contracts/facility.codes';
import { ChoiceButtons, FilterBar } from '../../../components/list-page/filter-fields';
import { KeywordSearch } from '../../../components/list-page/list-filters';
import { ListResults } from '../../../components/list-page/list-results';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { formatDate } from '../../../lib/format-date';
import { LIST_PAGING, oneOf, text, urlStateSpec, useUrlState } from '../../../lib/url-state';
import { certificationListQuery } from '../api';
import { FacilityNav } from '../components/facility-nav';
import '../facility.css';

const CERTIFICATION_URL_STATE = urlStateSpec({
  keyword: text(FACILITY_KEYWORD_MAX, { dropControls: true }),
  valid: oneOf(['true', 'false']),
  ...LIST_PAGING,
});

const VALIDITY = [
  { value: '', label: '全部' },
  { value: 'true', label: '有效期内' },
  { value: 'false', label: '已过期' },
];

function CertificationTable({ items }: { items: readonly Certification[] }) {
  return (
    <div className="facility-table-wrap" tabIndex={0} role="region" aria-label="认证记录">
      <table className="facility-table">
        <thead>
          <tr>
            <th scope="col">证书编号</th>
            <th scope="col">产品（型号）</th>
            <th scope="col">生产企业</th>
            <th scope="col">认证机构</th>
            <th scope="col">认证范围</th>
            <th scope="col">依据标准</th>
            <th scope="col">有效期</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id}>
              <td>{c.certificateNo}</td>
              <td>
                {c.product}（{c.model}）
              </td>
              <td>{c.manufacturer}</td>
              <td>{c.body}</td>
              <td>{c.scope}</td>
              <td>{c.standard}</td>
              <td>
                {formatDate(c.issueDate)} 至 {formatDate(c.validUntil)}
                <br />
                <strong>{c.valid ? '有效' : '已过期'}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function AuthenticationPage() {
  const titleId = useId();
  const baseId = useId();
  const [state, update] = useUrlState(CERTIFICATION_URL_STATE);
  const body = {
    pageNum: state.pageNum,
    pageSize: state.pageSize,
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.valid ? { valid: state.valid === 'true' } : {}),
  };
  const result = useQuery({ ...certificationListQuery(body), placeholderData: keepPreviousData });
  const filtered = Boolean(state.keyword || state.valid);
  return (
    <ContentPage className="facility-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.equipmentAuthentication)}</PageTitle>
        <FacilityNav />
        <p className="facility-intro">
          室外健身器材产品的认证记录：可按证书编号、产品名称或生产企业查询证书是否在有效期内。
        </p>
        <FilterBar>
          <KeywordSearch
            key={state.keyword}
            id={`${baseId}-keyword`}
            initial={state.keyword}
            placeholder="证书编号、产品或生产企业"
            label="查询认证记录"
            maxLength={FACILITY_KEYWORD_MAX}
            onSearch={(keyword) => update({ keyword })}
          />
          <ChoiceButtons
            label="有效期"
            value={state.valid}
            options={VALIDITY}
            onChange={(valid) => update({ valid })}
          />
        </FilterBar>
        <ListResults
          result={result}
          paging={state}
          onPage={update}
          totalText={(total) => `共 ${total.toLocaleString('zh-CN')} 条${filtered ? '符合条件的' : ''}认证记录`}
          emptyText={filtered ? '没有符合条件的认证记录' : '暂无认证记录'}
          renderList={(items) => <CertificationTable items={items} />}
        />
      </ContentPanel>
    </ContentPage>
  );
}
