/**
 * /opendata — 数据开放 (docs/decisions/open-data.md; catalogue.openData, linked from the footer and the 网站地图): the open
 * datasets in two groups, the yearly free/low-fee series (with its change lists) and the registers, each with
 * its description, theme, update frequency, rows and last update, linking to its page
 * (catalogue.openDataDataset); then how to reuse them: licence, the machine-readable catalogue
 * (/opendata/catalog.json) and the keyless row API with its limit.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import type { DatasetSummary } from '@portal/contracts/open-data';
import {
  OPEN_ACCESS_LEVEL,
  OPEN_API_BURST,
  OPEN_API_KEY_BURST,
  OPEN_API_KEY_HEADER,
  OPEN_API_KEY_PER_SECOND,
  OPEN_API_PER_SECOND,
  OPEN_DATA_LICENSE,
} from '@portal/contracts/open-data.codes';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { catalogue, OPEN_DATA_ADDRESSES } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { formatDateTime } from '../../../lib/format-date';
import { openDataCatalogueQuery } from '../api';
import { formatCount } from '../format';
import '../open-data.css';

function DatasetList({ title, datasets }: { title: string; datasets: readonly DatasetSummary[] }) {
  const id = useId();
  if (datasets.length === 0) return null;
  return (
    <section className="open-data__group" aria-labelledby={id}>
      <h2 id={id} className="open-data__group-title">
        {title}
      </h2>
      <ul className="open-data__list">
        {datasets.map((d) => (
          <li key={d.id} className="open-data__item">
            <h3 className="open-data__item-title">
              <Link to={catalogue.openDataDataset.href({ id: d.id })}>{d.title}</Link>
            </h3>
            <p className="open-data__item-text">{d.description}</p>
            <p className="open-data__meta">
              <span>主题：{d.theme}</span>
              <span>更新频率：{d.updateFrequency}</span>
              <span>数据量：{formatCount(d.rows)} 行</span>
              <span>最近更新：{formatDateTime(d.modified)}</span>
              <span>{OPEN_ACCESS_LEVEL}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function OpenDataPage() {
  const titleId = useId();
  const result = useQuery(openDataCatalogueQuery);
  const datasets = result.data?.datasets ?? [];
  const yearly = datasets.filter((d) => d.series !== null);
  const registers = datasets.filter((d) => d.series === null);

  let body;
  if (result.isPending) body = <ListSkeleton />;
  else if (result.isError) body = <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  else if (datasets.length === 0)
    body = <EmptyState description={result.data.generating ? '数据文件正在生成，请稍后刷新' : '暂无开放数据集'} />;
  else
    body = (
      <>
        <DatasetList title="公共体育场馆免费低收费开放年度数据" datasets={yearly} />
        <DatasetList title="名录与统计" datasets={registers} />
      </>
    );

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.openData)}</PageTitle>
        <p className="open-data__intro">{catalogue.openData.intro}</p>
        {body}
        <section className="open-data__group" aria-labelledby={`${titleId}-reuse`}>
          <h2 id={`${titleId}-reuse`} className="open-data__group-title">
            使用说明
          </h2>
          <ul className="open-data__notes">
            <li>
              开放属性：{OPEN_ACCESS_LEVEL}，无需注册或申请。许可协议：
              <a href={OPEN_DATA_LICENSE.url} rel="noopener noreferrer" target="_blank">
                {OPEN_DATA_LICENSE.title}
              </a>
              。{OPEN_DATA_LICENSE.text}
            </li>
            <li>
              机器可读目录（DCAT JSON-LD）：<a href={OPEN_DATA_ADDRESSES.catalog}>{OPEN_DATA_ADDRESSES.catalog}</a>
              ，列出每个文件的下载地址、大小和 SHA-256 校验值。
            </li>
            <li>
              行接口：<code>/api/open/v1/数据集标识?字段=值&amp;pageNum=1&amp;pageSize=100</code>，免密钥，每个地址每秒{' '}
              {OPEN_API_PER_SECOND} 次、可突发 {OPEN_API_BURST} 次，响应头 RateLimit-*
              给出所适用的限额和剩余次数；需要更高限额的 用户可向平台申请应用密钥，在请求头{' '}
              <code>{OPEN_API_KEY_HEADER}</code> 中携带，按密钥每秒 {OPEN_API_KEY_PER_SECOND} 次、可突发{' '}
              {OPEN_API_KEY_BURST} 次。接口说明见 OpenAPI 文档“数据开放”分组。
            </li>
          </ul>
        </section>
      </ContentPanel>
    </ContentPage>
  );
}
