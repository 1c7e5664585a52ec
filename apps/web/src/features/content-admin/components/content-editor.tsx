/**
 * The editor of one item (docs/decisions/content-management.md "Web editor"): the form (kind and column
 * for a new item; title, summary, source, publish time, the kind's own fields (kind-fields-form.tsx), the
 * rich-text body), 保存 (a new item: POST, then
 * its address; else PUT, a new version), autosave while there are unsaved changes (use-autosave.ts), the
 * workflow steps the caller may take (workflow-bar.tsx), and the tabs 预览 (the public page's look) and
 * 版本历史 (versions-panel.tsx). The form is read-only while the item may not take a new version or the
 * caller is no editor of its column. A 400 naming a field shows under that field.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, Select, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CmsGrants, CmsItem } from '@portal/contracts/content-admin';
import {
  CMS_KINDS,
  CMS_SOURCE_MAX,
  CMS_SUMMARY_MAX,
  CMS_TITLE_MAX,
  type CmsKind,
} from '@portal/contracts/content-admin.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { fieldErrorOf } from '../../../lib/field-errors';
import { describeApiError } from '../../../lib/http-client';
import { formatDateTime } from '../../../lib/format-date';
import { safeNavigate } from '../../../lib/safe-navigate';
import { createCmsItem, saveCmsItem, uploadCmsImage, type CmsDetail } from '../api';
import { draftOf, draftProblems, emptyDraft, saveBodyOf, type DraftForm } from '../draft-form';
import { itemSteps } from '../item-steps';
import { CMS_KIND_NAMES, CMS_STATUS_NAMES } from '../list-query';
import { useAutosave, useLeaveWarning } from '../use-autosave';
import { LeaveConfirm } from './leave-confirm';
import { ContentPreview } from './content-preview';
import { KindFieldsForm } from './kind-fields-form';
import { BODYLESS_KINDS } from '../kind-fields';
import { RichTextEditor } from './rich-text-editor';
import { AttachmentsField } from './attachments-field';
import { VersionsPanel } from './versions-panel';
import { WorkflowBar } from './workflow-bar';

export interface ContentEditorProps {
  token: string;
  grants: CmsGrants;
  /** The item and its latest version; null for a new item. */
  detail: CmsDetail | null;
}

type Problems = Partial<Record<keyof DraftForm, string>>;

const serialise = (form: DraftForm) => JSON.stringify(form);

/** Why the form is read-only, or null when it is not. */
function lockedReason(item: CmsItem | null, canEdit: boolean): string | null {
  if (canEdit) return null;
  if (!item) return '本账号没有任何栏目的采编权限，不能新建内容。';
  if (item.status === 'in_review') return '稿件审核中，不能修改；需要修改时请审核人退回。';
  if (item.status === 'scheduled') return '稿件已签发、定时待发，不能修改；需要修改时请先撤稿。';
  return '本账号不是该栏目的采编，只能查看。';
}

function statusLine(item: CmsItem): string {
  const name = CMS_STATUS_NAMES[item.status];
  if (item.status === 'in_review') return `${name}（第 ${item.stage}/${item.reviewStages} 级）`;
  if (item.status === 'scheduled' && item.scheduledAt) return `${name}（${formatDateTime(item.scheduledAt)}）`;
  return name;
}

export function ContentEditor({ token, grants, detail }: ContentEditorProps) {
  const baseId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const item = detail?.item ?? null;
  const steps = itemSteps(item, grants.grants);

  // Columns a new item may go to: those the caller edits.
  const editable = useMemo(
    () =>
      grants.columns.filter((c) =>
        grants.grants.some((g) => g.role === 'editor' && (g.column === '*' || g.column === c.code)),
      ),
    [grants],
  );
  const initial = useMemo(
    () =>
      detail
        ? draftOf(detail.item.kind, detail.item.column, detail.version)
        : emptyDraft(editable[0]?.kind ?? '', editable[0]?.code ?? ''),
    // Only a newer version from the server (a restore) refills the form; see the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [detail?.item.id, detail?.version.versionNo],
  );
  const [form, setForm] = useState<DraftForm>(initial);
  const [baseline, setBaseline] = useState(() => serialise(initial));
  const dirty = serialise(form) !== baseline;
  const [problems, setProblems] = useState<Problems>({});
  const [notice, setNotice] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A newer latest version arrived (a restore, or our own save coming back): take it unless the user has
  // typed since, which would be lost (adjusted while rendering, React's pattern for state following a prop).
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    if (!dirty) {
      setForm(initial);
      setBaseline(serialise(initial));
    }
  }

  const set = <K extends keyof DraftForm>(key: K, value: DraftForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['content-admin'] });

  async function save(auto: boolean): Promise<void> {
    const sent = form;
    const found = draftProblems(sent);
    setProblems(auto ? {} : found);
    if (Object.keys(found).length > 0) return;
    // A second Enter or click on an unchanged form would store a version identical to the latest one.
    if (item && serialise(sent) === baseline) {
      setNotice('没有新的修改，未生成新版本');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      if (!item) {
        const saved = await createCmsItem(token, {
          ...saveBodyOf(sent),
          kind: sent.kind as CmsKind,
          column: sent.column,
        });
        setBaseline(serialise(sent));
        void refresh();
        safeNavigate(navigate, catalogue.adminContentEdit.href({ id: saved.id }), { replace: true });
        return;
      }
      const saved = await saveCmsItem(token, item.id, saveBodyOf(sent));
      setBaseline(serialise(sent));
      const at = new Date().toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' });
      setNotice(`${auto ? '已自动保存' : '已保存'}为第 ${saved.versionNo} 版（${at}）`);
      void refresh();
    } catch (e) {
      const message = describeApiError(e);
      const field = fieldErrorOf(message);
      if (field && field.field in sent) setProblems({ [field.field]: field.reason });
      else setError(message);
    } finally {
      setSaving(false);
    }
  }

  const autosaveReady = steps.edit && Object.keys(draftProblems(form)).length === 0 && !saving;
  useAutosave(dirty, autosaveReady, () => void save(true));
  const leaving = useLeaveWarning(dirty);

  const locked = lockedReason(item, steps.edit);
  const kindOptions = CMS_KINDS.filter((k) => editable.some((c) => c.kind === k)).map((k) => ({
    value: k,
    label: CMS_KIND_NAMES[k],
  }));
  const columnOptions = (item ? grants.columns : editable)
    .filter((c) => c.kind === form.kind)
    .map((c) => ({ value: c.code, label: c.name }));
  const field = (key: keyof DraftForm) =>
    problems[key] ? { validateStatus: 'error' as const, help: problems[key] } : {};
  const bodyLabelId = `${baseId}-body-label`;

  const editTab = (
    <Form layout="vertical" className="cms-form" disabled={!steps.edit} onFinish={() => void save(false)}>
      <div className="cms-form-row">
        <Form.Item label="内容类型" htmlFor={`${baseId}-kind`} required {...field('kind')}>
          <Select
            id={`${baseId}-kind`}
            value={form.kind || undefined}
            options={
              kindOptions.length > 0 || !item
                ? kindOptions
                : [{ value: form.kind, label: CMS_KIND_NAMES[form.kind as CmsKind] }]
            }
            disabled={item !== null}
            onChange={(kind: CmsKind) =>
              setForm((f) => ({ ...f, kind, column: editable.find((c) => c.kind === kind)?.code ?? '' }))
            }
          />
        </Form.Item>
        <Form.Item label="栏目" htmlFor={`${baseId}-column`} required {...field('column')}>
          <Select
            id={`${baseId}-column`}
            value={form.column || undefined}
            options={columnOptions.length > 0 ? columnOptions : [{ value: form.column, label: form.column }]}
            disabled={item !== null}
            onChange={(column: string) => set('column', column)}
          />
        </Form.Item>
      </div>
      <Form.Item label="标题" htmlFor={`${baseId}-title`} required {...field('title')}>
        <Input
          id={`${baseId}-title`}
          value={form.title}
          maxLength={CMS_TITLE_MAX}
          showCount
          onChange={(e) => set('title', e.target.value)}
        />
      </Form.Item>
      <Form.Item label="摘要" htmlFor={`${baseId}-summary`} {...field('summary')}>
        <Input.TextArea
          id={`${baseId}-summary`}
          value={form.summary}
          rows={2}
          maxLength={CMS_SUMMARY_MAX}
          onChange={(e) => set('summary', e.target.value)}
        />
      </Form.Item>
      <div className="cms-form-row">
        <Form.Item label="来源" htmlFor={`${baseId}-source`} {...field('source')}>
          <Input
            id={`${baseId}-source`}
            value={form.source}
            maxLength={CMS_SOURCE_MAX}
            onChange={(e) => set('source', e.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="发布时间"
          htmlFor={`${baseId}-publish`}
          {...field('publishTime')}
          extra={problems.publishTime ? undefined : '留空则签发时发布；晚于签发时间则到时自动发布'}
        >
          <DatePicker
            id={`${baseId}-publish`}
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={form.publishTime ? dayjs(form.publishTime) : null}
            onChange={(value) => set('publishTime', value ? value.toISOString() : null)}
          />
        </Form.Item>
      </div>
      <KindFieldsForm
        idPrefix={baseId}
        kind={form.kind}
        fields={form.fields}
        onChange={(f) => set('fields', f)}
        uploadImage={steps.edit ? async (file) => (await uploadCmsImage(token, file)).mediaId : undefined}
      />
      {problems.fields && <Alert type="error" showIcon message={problems.fields} className="cms-kind-problem" />}
      <Form.Item
        label={<span id={bodyLabelId}>正文</span>}
        required={!(form.kind && BODYLESS_KINDS.has(form.kind))}
        {...field('bodyHtml')}
      >
        <RichTextEditor
          labelledBy={bodyLabelId}
          value={form.bodyHtml}
          disabled={!steps.edit}
          onChange={(html) => set('bodyHtml', html)}
          uploadImage={async (file) => (await uploadCmsImage(token, file)).url}
        />
      </Form.Item>
      <Form.Item label={<span id={`${baseId}-attachments`}>附件</span>}>
        <AttachmentsField
          token={token}
          labelledBy={`${baseId}-attachments`}
          value={form.attachments}
          disabled={!steps.edit}
          onChange={(attachments) => set('attachments', attachments)}
        />
      </Form.Item>
      {steps.edit && (
        <div className="cms-form-actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            {item ? '保存新版本' : '保存草稿'}
          </Button>
          {dirty && <span className="muted-text">有未保存的修改（每 30 秒自动保存）</span>}
        </div>
      )}
    </Form>
  );

  const tabs = [
    { key: 'edit', label: '编辑', children: editTab },
    { key: 'preview', label: '预览', children: <ContentPreview kind={form.kind} version={saveBodyOf(form)} /> },
    ...(item
      ? [
          {
            key: 'versions',
            label: '版本历史',
            children: (
              <VersionsPanel
                token={token}
                kind={item.kind}
                itemId={item.id}
                canRestore={steps.edit && !dirty}
                onRestored={(versionNo) => {
                  setNotice(`已恢复为第 ${versionNo} 版`);
                  void refresh();
                }}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="cms-editor">
      <LeaveConfirm blocker={leaving} />
      {item && (
        <p className="cms-editor-state">
          <Tag>{statusLine(item)}</Tag>
          <span className="muted-text">
            {CMS_KIND_NAMES[item.kind]} · 第 {item.latestVersion} 版
            {item.publishedVersion !== null ? ` · 公开的是第 ${item.publishedVersion} 版` : ''}
          </span>
        </p>
      )}
      {item?.reason && item.status !== 'published' && (
        <Alert type="warning" showIcon title={`${item.status === 'withdrawn' ? '撤稿' : '退回'}理由：${item.reason}`} />
      )}
      {locked && <Alert type="info" showIcon title={locked} />}
      <p className="cms-editor-notice" role="status">
        {notice}
      </p>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {item && (
        <WorkflowBar
          token={token}
          item={item}
          steps={steps}
          dirty={dirty}
          onDone={(_, message) => {
            setNotice(message);
            void refresh();
          }}
        />
      )}
      <Tabs items={tabs} />
    </div>
  );
}
