/**
 * /main/vBuild/{kind}/detail?id= — one construction project (the route gives the kind, app/routes.ts): loads it
 * through DetailPageFrame (skeleton, error with retry, not-found for a missing, malformed or unknown id, or a
 * project of another kind) and renders BuildDetailBody.
 */
import { useMemo } from 'react';
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { useIdParam } from '../../../components/article/use-id-param';
import { pageHeading } from '../../../config/route-handle';
import { buildDetailQuery } from '../api';
import { BUILD_KIND_PAGES, type BuildKind } from '@portal/contracts/build-project.codes';
import { BuildDetailBody } from '../components/build-detail-body';
import '../build-project.css';

export default function BuildDetailPage({ kind }: { kind: BuildKind }) {
  const pages = BUILD_KIND_PAGES[kind];
  const id = useIdParam('id');
  const detailQuery = useMemo(() => buildDetailQuery(kind), [kind]);
  const listTitle = pageHeading(pages.list);
  return (
    <DetailPageFrame
      id={id}
      detailQuery={detailQuery}
      pageTitle={pageHeading(pages.detail)}
      notFound={{ title: '项目不存在', backTo: pages.list.href(), backLabel: `返回${listTitle}列表` }}
    >
      {(project) => <BuildDetailBody project={project} listHref={pages.list.href()} listTitle={listTitle} />}
    </DetailPageFrame>
  );
}
