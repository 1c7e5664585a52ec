/**
 * The grants of an account as form rows (docs/content-management-api.md "Accounts and grants"): each row a
 * role, a column ('*': 全部栏目, or one of the columns) and an area (the division picker; empty: 不限), with
 * 添加权限 and a 删除 button per row. Used inside an antd Form under the field `grants`; the server's 400 on
 * `grants.N.column` / `grants.N.areaCode` shows under that row's field.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Select } from 'antd';
import { CMS_ROLES, CMS_ROLE_NAMES, type CmsRole } from '@portal/contracts/content-admin.codes';
import { AreaCascader } from '../../../components/list-page/area-cascader';
import { columnsQuery } from './api';

/** One grant as the form holds it: area '' for 不限. */
export interface GrantRow {
  role: CmsRole;
  column: string;
  areaCode: string;
}

const ROLE_OPTIONS = CMS_ROLES.map((value) => ({ value, label: CMS_ROLE_NAMES[value] }));

/** The form rows of `grants` (area null -> ''). */
export const toGrantRows = (grants: ReadonlyArray<{ role: CmsRole; column: string; areaCode: string | null }>) =>
  grants.map((g) => ({ role: g.role, column: g.column, areaCode: g.areaCode ?? '' }));
/** The grants of form rows (area '' -> null). */
export const fromGrantRows = (rows: readonly GrantRow[] = []) =>
  rows.map((r) => ({ role: r.role, column: r.column, areaCode: r.areaCode ? r.areaCode : null }));

/** The role, column and area pickers of each grant row, with add and remove buttons. */
export function GrantsEditor({ token, idPrefix }: { token: string; idPrefix: string }) {
  const columns = useQuery(columnsQuery(token));
  const columnOptions = [
    { value: '*', label: '全部栏目' },
    ...(columns.data ?? []).map((c) => ({ value: c.code, label: `${c.name}（${c.code}）` })),
  ];
  return (
    <fieldset className="cms-grants">
      <legend>内容管理权限</legend>
      <Form.List name="grants">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && <p className="muted-text">暂无权限：该账号不能使用内容管理。</p>}
            {fields.map((field, index) => (
              <div key={field.key} className="cms-grant-row" role="group" aria-label={`第 ${index + 1} 条权限`}>
                <Form.Item
                  label="角色"
                  name={[field.name, 'role']}
                  htmlFor={`${idPrefix}-role-${index}`}
                  rules={[{ required: true, message: '请选择角色' }]}
                >
                  <Select id={`${idPrefix}-role-${index}`} options={ROLE_OPTIONS} />
                </Form.Item>
                <Form.Item
                  label="栏目"
                  name={[field.name, 'column']}
                  htmlFor={`${idPrefix}-column-${index}`}
                  rules={[{ required: true, message: '请选择栏目' }]}
                >
                  <Select id={`${idPrefix}-column-${index}`} options={columnOptions} />
                </Form.Item>
                <Form.Item
                  label="地区（不选为不限）"
                  name={[field.name, 'areaCode']}
                  htmlFor={`${idPrefix}-area-${index}`}
                >
                  <AreaField id={`${idPrefix}-area-${index}`} />
                </Form.Item>
                <Button onClick={() => remove(field.name)} aria-label={`删除第 ${index + 1} 条权限`}>
                  删除
                </Button>
              </div>
            ))}
            <Button onClick={() => add({ role: 'editor', column: '*', areaCode: '' })}>添加权限</Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}

/** The area picker as a form control (antd Form passes value and onChange); also the scopes dialog's. */
export function AreaField({
  id,
  value = '',
  onChange,
}: {
  id: string;
  value?: string;
  onChange?: (code: string) => void;
}) {
  return <AreaCascader id={id} value={value} onChange={(code) => onChange?.(code)} />;
}
