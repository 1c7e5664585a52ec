/**
 * /admin/venue/videos — 场馆视频上传 (docs/decisions/venue-opening.md "Venue video uploads"): an account with
 * the 采编 role picks a venue by name (typing searches the venues, debounced 300 ms), gives a title, chooses an
 * MP4, MOV or WebM file (≤ 200 MB) and uploads it; the job's state (排队 → 转码中 → 完成 or 失败 with its reason)
 * is polled every 2 s and, once done, links to the venue's public video page. 最近上传 lists the newest jobs of
 * the caller's scope. Every control has a visible label and works from the keyboard. Needs an agency login.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Table, type TableColumnsType } from 'antd';
import { useEffect, useId, useState } from 'react';
import type { VideoJob } from '@portal/contracts/content-admin-media';
import {
  MEDIA_VIDEO_MAX_BYTES,
  MEDIA_VIDEO_TITLE_MAX,
  type VideoJobState,
} from '@portal/contracts/content-admin-media.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { LoginNeeded } from '../../../components/agency/login-needed';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ScrollRegion } from '../../../components/page/scroll-region';
import { ToneTag, type Tone } from '../../../components/status-tag/tone-tag';
import { ErrorState } from '../../../components/states/error-state';
import { pageHeading } from '../../../config/route-handle';
import { ApiRequestError } from '../../../lib/api-data';
import { formatDateTime } from '../../../lib/format-date';
import { useLoggedInUser } from '../../../lib/login-state';
import '../venue-video.css';
import { recentJobsQuery, uploadVenueVideo, videoJobQuery } from './venue-videos-admin-api';
import { VenuePicker } from '../../../components/admin/venue-picker';
import { AdminNav } from '../../../components/admin/admin-nav';
import { ADMIN_TABLE_CLASS } from '../../../components/admin/admin-table';

const PAGE_NAME = '场馆视频上传';
const TASK = '上传场馆视频';
const MB = 1024 * 1024;
const STATE_TONES: Record<VideoJobState, Tone> = { queued: 'grey', transcoding: 'blue', done: 'green', failed: 'red' };

const errorText = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.msg : fallback);

/** The job's state as a tag that says it in words (never colour only). */
const StateTag = ({ job }: { job: VideoJob }) => <ToneTag tone={STATE_TONES[job.state]}>{job.stateName}</ToneTag>;

/** The job just uploaded, polled until it ends. */
function JobProgress({ token, first }: { token: string; first: VideoJob }) {
  const queryClient = useQueryClient();
  const job = useQuery({ ...videoJobQuery(token, first.jobId), initialData: first }).data;
  const ended = job.state === 'done' || job.state === 'failed';
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: ['venue-videos-admin', 'recent'] });
  }, [ended, queryClient]);
  return (
    <section aria-label="上传任务" className="venue-videos-admin-job">
      <p role="status">
        任务 {job.jobId}（{job.title}，{job.venueName}）：
        <StateTag job={job} />
        {job.state === 'queued' && '等待转码…'}
        {job.state === 'transcoding' && '正在转码为 HLS，请稍候…'}
      </p>
      {job.state === 'failed' && <Alert type="error" showIcon title={job.reason ?? '转码失败'} />}
      {job.state === 'done' && job.video && (
        <p>
          已发布，时长 {job.video.durationSeconds} 秒。
          <a href={catalogue.videoCat.href({ organId: job.organId })}>在场馆视频页查看</a>
        </p>
      )}
    </section>
  );
}

const RECENT_COLUMNS: TableColumnsType<VideoJob> = [
  { title: '标题', dataIndex: 'title', key: 'title' },
  { title: '场馆', dataIndex: 'venueName', key: 'venueName' },
  { title: '状态', key: 'state', render: (_: unknown, job: VideoJob) => <StateTag job={job} /> },
  { title: '说明', key: 'reason', render: (_: unknown, job: VideoJob) => job.reason ?? '—' },
  { title: '上传人', dataIndex: 'userName', key: 'userName' },
  { title: '上传时间', key: 'createdAt', render: (_: unknown, job: VideoJob) => formatDateTime(job.createdAt) },
];

function RecentUploads({ token }: { token: string }) {
  const jobs = useQuery(recentJobsQuery(token));
  if (jobs.isError) return <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} />;
  return (
    <section aria-labelledby="venue-videos-recent">
      <h2 id="venue-videos-recent">最近上传</h2>
      {/* No empty table: antd's placeholder cell is too pale for WCAG contrast. */}
      {jobs.isPending ? (
        <p role="status">加载中…</p>
      ) : jobs.data.length === 0 ? (
        <p>暂无上传</p>
      ) : (
        <ScrollRegion label="最近上传的场馆视频">
          <Table<VideoJob>
            className={ADMIN_TABLE_CLASS}
            rowKey="jobId"
            size="small"
            columns={RECENT_COLUMNS}
            dataSource={jobs.data}
            pagination={false}
          />
        </ScrollRegion>
      )}
    </section>
  );
}

function UploadForm({ token }: { token: string }) {
  const baseId = useId();
  const [organId, setOrganId] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [job, setJob] = useState<VideoJob | null>(null);
  const [expired, setExpired] = useState(false);
  const queryClient = useQueryClient();

  async function upload() {
    const missing =
      organId === null ? '请先选择场馆' : title.trim() === '' ? '请填写视频标题' : !file ? '请先选择视频文件' : null;
    if (missing) {
      setError(missing);
      return;
    }
    if (file!.size > MEDIA_VIDEO_MAX_BYTES) {
      setError(`视频不能超过 ${MEDIA_VIDEO_MAX_BYTES / MB} MB`);
      return;
    }
    setUploading(true);
    setError(null);
    try {
      setJob(await uploadVenueVideo(token, organId!, title.trim(), file!));
      void queryClient.invalidateQueries({ queryKey: ['venue-videos-admin', 'recent'] });
    } catch (e) {
      if (e instanceof ApiRequestError && e.code === 401) setExpired(true);
      setError(errorText(e, '上传失败，请稍后重试'));
    } finally {
      setUploading(false);
    }
  }

  if (expired)
    return <LoginNeeded expired pageName={PAGE_NAME} task={TASK} returnTo={catalogue.adminVenueVideos.href()} />;
  return (
    <>
      <div className="venue-videos-admin-form">
        <div className="venue-videos-admin-row">
          <label htmlFor={`${baseId}-venue`}>场馆</label>{' '}
          <VenuePicker id={`${baseId}-venue`} value={organId} onChange={setOrganId} />
        </div>
        <div className="venue-videos-admin-row">
          <label htmlFor={`${baseId}-title`}>视频标题</label>{' '}
          <Input
            id={`${baseId}-title`}
            style={{ maxWidth: 420 }}
            value={title}
            maxLength={MEDIA_VIDEO_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="venue-videos-admin-row">
          <label htmlFor={`${baseId}-file`}>视频文件（MP4、MOV 或 WebM，≤ {MEDIA_VIDEO_MAX_BYTES / MB} MB）</label>{' '}
          <input
            id={`${baseId}-file`}
            type="file"
            accept="video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className="venue-videos-admin-row">
          <Button type="primary" loading={uploading} onClick={() => void upload()}>
            上传并转码
          </Button>
        </div>
      </div>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      {job && <JobProgress key={job.jobId} token={token} first={job} />}
      <RecentUploads token={token} />
    </>
  );
}

export default function VenueVideosAdminPage() {
  const titleId = useId();
  const user = useLoggedInUser();
  return (
    <ContentPage className="content-admin-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.adminVenueVideos)}</PageTitle>
        <AdminNav />
        <p className="muted-text">
          上传后视频在后台转码为 HLS（H.264，最高
          720p）并生成封面，完成后立即出现在场馆视频页。转码期间可离开本页，稍后在“最近上传”中查看结果。
        </p>
        {user ? (
          <UploadForm token={user.sessionToken} />
        ) : (
          <LoginNeeded expired={false} pageName={PAGE_NAME} task={TASK} returnTo={catalogue.adminVenueVideos.href()} />
        )}
      </ContentPanel>
    </ContentPage>
  );
}
