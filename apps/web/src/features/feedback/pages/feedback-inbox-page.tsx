/**
 * /main/feedback/inbox — 意见反馈处理, the agency inbox (docs/decisions/feedback.md "Feedback"). Needs an agency
 * login (spec §6): without one it explains and links to /login, which brings the user back here. Shows the
 * account's scope, the filters (status, type, venue, dates), the cases newest first and the pager; 处理 opens
 * a case in a drawer (its id in the address, so a case can be linked). A session that ended (401) says so.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { LoginNeeded } from '../../../components/agency/login-needed';
import { ListPager } from '../../../components/list-page/list-pager';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { ApiRequestError } from '../../../lib/api-data';
import { useLoggedInUser } from '../../../lib/login-state';
import { isNarrowed, useUrlState } from '../../../lib/url-state';
import { inboxListQuery, inboxScopeQuery } from '../api';
import { CaseDrawer } from '../components/case-drawer';
import { InboxFilters } from '../components/inbox-filters';
import { InboxTable } from '../components/inbox-table';
import { INBOX_URL_STATE, toInboxSearch } from '../inbox-query';
import '../../../components/list-page/list-page.css';
import '../feedback.css';

/** The notice without an agency session. */
function InboxLoginNeeded({ expired }: { expired: boolean }) {
  return (
    <LoginNeeded
      expired={expired}
      pageName="意见反馈处理"
      task="处理意见反馈"
      returnTo={catalogue.feedbackInbox.href()}
    />
  );
}

function Inbox({ token }: { token: string }) {
  const [state, update] = useUrlState(INBOX_URL_STATE);
  const scope = useQuery(inboxScopeQuery(token));
  const list = useQuery({ ...inboxListQuery(token, toInboxSearch(state)), placeholderData: keepPreviousData });
  const page = list.isError ? undefined : list.data;
  const failure = list.error ?? scope.error;
  if (failure instanceof ApiRequestError && failure.code === 401) return <InboxLoginNeeded expired />;

  let body: ReactNode = <ListSkeleton />;
  if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (page && page.list.length === 0)
    body = <EmptyState description={isNarrowed(INBOX_URL_STATE, state) ? '没有符合条件的意见反馈' : '暂无意见反馈'} />;
  else if (page) body = <InboxTable items={page.list} onOpen={(id) => update({ id })} />;

  return (
    <>
      {scope.data && <p className="feedback-intro">处理范围：{scope.data.label}</p>}
      <InboxFilters state={state} scope={scope.data} onChange={update} />
      <p className="list-total muted-text" role="status">
        {page ? `共 ${page.total} 条意见反馈` : ''}
      </p>
      <div className="list-results" aria-busy={list.isFetching}>
        {body}
      </div>
      {page && <ListPager paging={state} total={page.total} onChange={update} />}
      <CaseDrawer token={token} id={state.id} onClose={() => update({ id: null })} />
    </>
  );
}

export default function FeedbackInboxPage() {
  const titleId = useId();
  const user = useLoggedInUser();
  return (
    <ContentPage className="feedback-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.feedbackInbox)}</PageTitle>
        {user ? <Inbox token={user.sessionToken} /> : <InboxLoginNeeded expired={false} />}
      </ContentPanel>
    </ContentPage>
  );
}
