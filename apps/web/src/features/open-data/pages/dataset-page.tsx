/**
 * /opendata/dataset?id= — one open dataset (docs/decisions/open-data.md; catalogue.openDataDataset): its title and description,
 * its attributes (开放属性, publisher, update frequency, last update, rows, coverage, licence), its files with
 * size, rows and SHA-256 plus datapackage.json, the row API, the 数据字典 and a preview of the first rows.
 * A missing or unknown id shows the not-found state; a failure an error with retry.
 */
import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { DatasetDetail } from '@portal/contracts/open-data';
import { DATASET_ID_PATTERN, OPEN_API_BURST, OPEN_API_PER_SECOND } from '@portal/contracts/open-data.codes';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ErrorState } from '../../../components/states/error-state';
import { DetailSkeleton } from '../../../components/states/loading-state';
import { NotFoundState } from '../../../components/states/not-found-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { isNotFoundError } from '../../../lib/api-data';
import { formatDateTime } from '../../../lib/format-date';
import { datasetQuery } from '../api';
import { DictionaryTable, FilesTable, PreviewTable } from '../components/dataset-tables';
import { formatCount } from '../format';
import '../open-data.css';

const ID = new RegExp(DATASET_ID_PATTERN);
const PAGE_TITLE = pageHeading(catalogue.openDataDataset);

function DatasetBody({ detail }: { detail: DatasetDetail }) {
  const base = useId();
  const section = (key: string, title: string, children: ReactNode) => (
    <section className="open-data__group" aria-labelledby={`${base}-${key}`}>
      <h2 id={`${base}-${key}`} className="open-data__group-title">
        {title}
      </h2>
      {children}
    </section>
  );
  const example = detail.columns.find((c) => c.filterable);
  return (
    <>
      <PageTitle>{detail.title}</PageTitle>
      <p className="open-data__intro">{detail.description}</p>
      {section(
        'attributes',
        '基本信息',
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            { key: 'access', label: '开放属性', children: detail.accessLevel },
            { key: 'publisher', label: '发布单位', children: detail.publisher },
            { key: 'theme', label: '主题', children: detail.theme },
            { key: 'frequency', label: '更新频率', children: detail.updateFrequency },
            { key: 'modified', label: '最近更新', children: formatDateTime(detail.modified) },
            { key: 'rows', label: '数据量', children: `${formatCount(detail.rows)} 行` },
            { key: 'temporal', label: '时间范围', children: detail.temporal?.replace('/', ' 至 ') ?? '当前' },
            { key: 'spatial', label: '空间范围', children: detail.spatial },
            {
              key: 'license',
              label: '许可协议',
              span: 'filled',
              children: (
                <>
                  <a href={detail.license.url} rel="noopener noreferrer" target="_blank">
                    {detail.license.title}
                  </a>
                  。{detail.license.text}
                </>
              ),
            },
          ]}
        />,
      )}
      {section(
        'files',
        '数据文件',
        <>
          <FilesTable detail={detail} />
          <p className="open-data__note">
            数据包描述（Frictionless datapackage.json，含字段定义和校验值）：
            <a href={detail.datapackageUrl}>datapackage.json</a>。CSV 为带 BOM 的 UTF-8 编码，可直接用 Excel 打开。
          </p>
        </>,
      )}
      {section(
        'api',
        '数据接口',
        detail.rowApi ? (
          <p className="open-data__note">
            免密钥行接口：<code>{`${detail.rowApi}?pageNum=1&pageSize=100${example ? `&${example.name}=…` : ''}`}</code>
            ，行与文件一致，可按数据字典中标明“可筛选”的字段精确筛选；每个地址每秒 {OPEN_API_PER_SECOND} 次、可突发{' '}
            {OPEN_API_BURST} 次，响应头 RateLimit-* 给出剩余次数。
          </p>
        ) : (
          <p className="open-data__note">本数据集只提供文件下载。</p>
        ),
      )}
      {section('dictionary', '数据字典', <DictionaryTable columns={detail.columns} />)}
      {section('preview', `数据预览（前 ${detail.preview.length} 行）`, <PreviewTable detail={detail} />)}
    </>
  );
}

export default function DatasetPage() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = ID.test(raw) ? raw : null;
  const result = useQuery({ ...datasetQuery(id ?? ''), enabled: id !== null });
  const notFound = <NotFoundState title="数据集不存在" backTo={catalogue.openData.href()} backLabel="返回数据开放" />;

  let body;
  if (id === null || (result.isError && isNotFoundError(result.error))) body = notFound;
  else if (result.isPending)
    body = (
      <>
        <PageTitle hidden>{PAGE_TITLE}</PageTitle>
        <DetailSkeleton />
      </>
    );
  else if (result.isError)
    body = (
      <>
        <PageTitle hidden>{PAGE_TITLE}</PageTitle>
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      </>
    );
  else body = <DatasetBody detail={result.data} />;

  return (
    <ContentPage>
      <ContentPanel as="div">{body}</ContentPanel>
    </ContentPage>
  );
}
