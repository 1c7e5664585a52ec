/**
 * /admin/content/new (新建内容) and /admin/content/edit?id= (编辑内容): the back office's editor
 * (components/content-editor.tsx; docs/content-management-api.md). Needs an agency login with a back-office
 * grant (GET /api/admin/content/grants): without a login, or when it expired, it explains and links to /login,
 * which brings the user back; an unknown id shows a not-found message with the way back to the list.
 */
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import { LoginNeeded } from '../../../components/agency/login-needed';
import { useIdParam } from '../../../components/article/use-id-param';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ErrorState } from '../../../components/states/error-state';
import { pageHeading } from '../../../config/route-handle';
import { ApiRequestError, isNotFoundError } from '../../../lib/api-data';
import { useLoggedInUser } from '../../../lib/login-state';
import { cmsDetailQuery, cmsGrantsQuery } from '../api';
import { ContentEditor } from '../components/content-editor';
import '../content-admin.css';

const expired = (error: unknown) => error instanceof ApiRequestError && error.code === 401;

function Editor({ token, id, returnTo }: { token: string; id: number | null; returnTo: string }) {
  const grants = useQuery(cmsGrantsQuery(token));
  const detail = useQuery({ ...cmsDetailQuery(token, id ?? 0), enabled: id !== null });
  const failed = grants.error ?? detail.error;
  if (expired(failed)) return <LoginNeeded expired pageName="内容管理" task="编辑内容" returnTo={returnTo} />;
  if (failed && isNotFoundError(failed) && !grants.error)
    return (
      <p>
        未找到该内容。<Link to={catalogue.adminContent.href()}>返回内容列表</Link>
      </p>
    );
  if (failed)
    return <ErrorState error={failed} onRetry={() => void (grants.error ? grants.refetch() : detail.refetch())} />;
  if (!grants.data || (id !== null && !detail.data)) return <Skeleton active />;
  return <ContentEditor key={id ?? 'new'} token={token} grants={grants.data} detail={detail.data ?? null} />;
}

/** `mode`: a new item (adminContentNew) or an existing one by `?id=` (adminContentEdit), as its route gives it. */
export default function ContentEditPage({ mode }: { mode: 'new' | 'edit' }) {
  const titleId = useId();
  const user = useLoggedInUser();
  const location = useLocation();
  const id = useIdParam('id');
  const isNew = mode === 'new';
  const page = isNew ? catalogue.adminContentNew : catalogue.adminContentEdit;
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <ContentPage className="content-admin-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(page)}</PageTitle>
        <p>
          <Link to={catalogue.adminContent.href()}>← 返回内容列表</Link>
        </p>
        {!user ? (
          <LoginNeeded expired={false} pageName="内容管理" task="编辑内容" returnTo={returnTo} />
        ) : !isNew && id === null ? (
          <p>
            地址中缺少内容编号。<Link to={catalogue.adminContent.href()}>返回内容列表</Link>
          </p>
        ) : (
          <Editor token={user.sessionToken} id={isNew ? null : id} returnTo={returnTo} />
        )}
      </ContentPanel>
    </ContentPage>
  );
}
