/**
 * An agency account's 职责范围 on /admin/accounts (docs/content-management-api.md "Accounts and grants"):
 * which cases it handles in each inbox — 意见反馈, 设施报修, 场馆年度数据审核 — one tab each (antd Drawer
 * named by its title, Tabs). A section is 不处理 (no row), 全部 (the one 'all' row), or a list of areas
 * picked province → city → county (AreaCascader over the divisions the lists use) and, for feedback only,
 * venues picked by name (VenuePicker). Saving replaces that section's rows (PUT .../scopes/{section});
 * the server's 400 on `rows.N.*` shows under the N-th picker (areas first, then venues), other refusals
 * above the form. Every control has a visible label and works from the keyboard.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Radio, Spin, Tabs } from 'antd';
import { useId, useState } from 'react';
import type { AdminAccount } from '@portal/contracts/account-admin';
import type { AdminSectionScope, ScopeRowInput } from '@portal/contracts/account-scopes';
import { SCOPE_KINDS_OF, SCOPE_SECTION_NAMES } from '@portal/contracts/account-scopes.codes';
import { VenuePicker } from '../../../components/admin/venue-picker';
import { showMessage } from '../../../lib/feedback';
import { describeApiError } from '../../../lib/http-client';
import { accountScopesQuery, saveAccountScopes } from './api';
import { fieldPathOf } from './field-path';
import { AreaField } from './grants-editor';

type Mode = 'none' | 'all' | 'some';

interface Values {
  mode: Mode;
  areas: string[];
  venues: Array<number | null>;
}

/** A section's rows as the form holds them. */
function toValues(scope: AdminSectionScope): Values {
  if (scope.rows.some((r) => r.kind === 'all')) return { mode: 'all', areas: [], venues: [] };
  const areas = scope.rows.flatMap((r) => (r.kind === 'area' && r.areaCode ? [r.areaCode] : []));
  const venues = scope.rows.flatMap((r) => (r.kind === 'venue' ? [r.organId] : []));
  return { mode: areas.length + venues.length === 0 ? 'none' : 'some', areas, venues };
}

/** The rows of the form's values: areas first, then venues (the order the server's `rows.N` counts in). */
function toRows(values: Values): ScopeRowInput[] {
  if (values.mode === 'none') return [];
  if (values.mode === 'all') return [{ kind: 'all', areaCode: null, organId: null }];
  return [
    ...(values.areas ?? []).map((areaCode) => ({ kind: 'area' as const, areaCode, organId: null })),
    ...(values.venues ?? []).map((organId) => ({ kind: 'venue' as const, areaCode: null, organId })),
  ];
}

/** A list of pickers (areas or venues) with a remove button each and an add button. */
function PickerList({
  name,
  noun,
  idPrefix,
  render,
}: {
  name: 'areas' | 'venues';
  noun: string;
  idPrefix: string;
  render: (id: string, index: number) => React.ReactNode;
}) {
  return (
    <fieldset className="cms-grants">
      <legend>{noun}</legend>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && <p className="muted-text">未选择{noun}。</p>}
            {fields.map((field, index) => (
              <div key={field.key} className="cms-scope-row">
                <Form.Item
                  label={`${noun} ${index + 1}`}
                  name={field.name}
                  htmlFor={`${idPrefix}-${name}-${index}`}
                  rules={[{ required: true, message: `请选择${noun}` }]}
                >
                  {render(`${idPrefix}-${name}-${index}`, index)}
                </Form.Item>
                <Button onClick={() => remove(field.name)} aria-label={`删除${noun} ${index + 1}`}>
                  删除
                </Button>
              </div>
            ))}
            <Button onClick={() => add(name === 'areas' ? '' : null)}>添加{noun}</Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}

/** The form of one section: its mode, its areas (and venues) and the save button. */
function SectionForm({ token, account, scope }: { token: string; account: AdminAccount; scope: AdminSectionScope }) {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const mode = Form.useWatch('mode', form);
  const sectionName = SCOPE_SECTION_NAMES[scope.section];
  const byVenue = SCOPE_KINDS_OF[scope.section].includes('venue');
  const venueNames = new Map(scope.rows.flatMap((r) => (r.kind === 'venue' ? [[r.organId, r.name] as const] : [])));
  const initial = toValues(scope);
  const save = useMutation({
    mutationFn: (values: Values) => saveAccountScopes(token, account.id, scope.section, toRows(values)),
    onSuccess: (answer) => {
      setError(null);
      queryClient.setQueryData(accountScopesQuery(token, account.id).queryKey, answer);
      void showMessage('success', `已保存 ${account.userName} 的${sectionName}职责范围，下次操作即生效`);
    },
    onError: (reason) => {
      const text = describeApiError(reason);
      const field = fieldPathOf(text);
      const index = field && field.path[0] === 'rows' ? Number(field.path[1]) : NaN;
      const areas: number = (form.getFieldValue('areas') as string[] | undefined)?.length ?? 0;
      if (form.getFieldValue('mode') === 'some' && Number.isInteger(index)) {
        const name = index < areas ? ['areas', index] : ['venues', index - areas];
        form.setFields([{ name: name as ['areas', number], errors: [field!.reason] }]);
        setError(null);
      } else setError(text);
    },
  });
  const options = [
    { value: 'none', label: '不处理' },
    { value: 'all', label: '全部' },
    { value: 'some', label: byVenue ? '按地区或场馆' : '按地区' },
  ];
  return (
    <Form<Values>
      form={form}
      // The form's name prefixes its fields' ids: the three sections' forms are in the page at once.
      name={`scope-${scope.section}`}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => save.mutate(values)}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <fieldset className="cms-grants">
        <legend>{sectionName}的职责范围</legend>
        <Form.Item name="mode" noStyle>
          <Radio.Group options={options} />
        </Form.Item>
        <p className="muted-text">
          {mode === 'all'
            ? `处理全国所有${sectionName}案件。`
            : mode === 'some'
              ? `只处理所选地区（含下级）${byVenue ? '或所选场馆' : ''}的案件。`
              : `不处理任何${sectionName}案件。`}
        </p>
      </fieldset>
      {mode === 'some' && (
        <>
          <PickerList name="areas" noun="地区" idPrefix={idPrefix} render={(id) => <AreaField id={id} />} />
          {byVenue && (
            <PickerList
              name="venues"
              noun="场馆"
              idPrefix={idPrefix}
              render={(id, index) => (
                <VenuePicker
                  id={id}
                  selectedName={venueNames.get((form.getFieldValue(['venues', index]) as number | null) ?? null)}
                />
              )}
            />
          )}
        </>
      )}
      <div className="cms-form-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存{sectionName}范围
        </Button>
      </div>
    </Form>
  );
}

/** The dialog of `account`'s review scopes, one tab per section. */
export function AccountScopesDrawer({
  token,
  account,
  onClose,
}: {
  token: string;
  account: AdminAccount;
  onClose: () => void;
}) {
  const scopes = useQuery(accountScopesQuery(token, account.id));
  return (
    <Drawer open title={`职责范围：${account.userName}`} onClose={onClose} size="min(640px, 100vw)" destroyOnHidden>
      <p className="muted-text">
        职责范围决定该账号在意见反馈、设施报修和场馆年度数据审核中能处理哪些案件；保存后该账号下次操作即生效。
      </p>
      {scopes.isError && <Alert type="error" showIcon title={describeApiError(scopes.error)} role="alert" />}
      {scopes.isPending && <Spin aria-label="加载中" />}
      {scopes.data && (
        <Tabs
          items={scopes.data.sections.map((scope) => ({
            key: scope.section,
            label: SCOPE_SECTION_NAMES[scope.section],
            // Keyed by the saved rows: a save (or a reload) starts the form again from what is stored.
            children: <SectionForm key={JSON.stringify(scope.rows)} token={token} account={account} scope={scope} />,
          }))}
        />
      )}
    </Drawer>
  );
}
