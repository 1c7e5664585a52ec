/**
 * The site admin's account dialog on /admin/accounts (antd Drawer, named by its title): a new account
 * (user name, name, agency, grants, import grants; saving answers the one-time initial password, which the
 * page shows once) or the changes of one (names, grants and import grants; its user name fixed; each part
 * saved only when changed). The server's 400 shows under the field it names (grants rows and the import
 * grants group included), other refusals (403, 409) above the form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Input } from 'antd';
import { useId, useState } from 'react';
import type { AccountPassword, AdminAccount } from '@portal/contracts/account-admin';
import { describeApiError } from '../../../lib/http-client';
import { createAccount, saveGrants, saveImportGrants, updateAccount } from './api';
import { fieldPathOf } from './field-path';
import { fromGrantRows, GrantsEditor, toGrantRows, type GrantRow } from './grants-editor';
import { ImportGrantsField, sameImportGrants } from './import-grants-field';

interface Values {
  userName: string;
  displayName: string;
  organName: string;
  grants: GrantRow[];
  importGrants: AdminAccount['importGrants'];
}

const NEW_ACCOUNT: Values = { userName: '', displayName: '', organName: '', grants: [], importGrants: [] };
const FORM_FIELDS = new Set(['userName', 'displayName', 'organName', 'grants', 'importGrants']);

/** The form name a server path shows under: the import grants group as a whole, any other path as is. */
const formNameOf = (path: Array<string | number>) => (path[0] === 'importGrants' ? ['importGrants'] : path);

/** The dialog for `account` (null: a new one); `onCreated` gets the new account's one-time password. */
export function AccountForm({
  token,
  account,
  onClose,
  onCreated,
}: {
  token: string;
  account: AdminAccount | null;
  onClose: () => void;
  onCreated: (answer: AccountPassword) => void;
}) {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (v: Values) => {
      const grants = fromGrantRows(v.grants);
      if (!account) {
        const answer = await createAccount(token, {
          userName: v.userName.trim(),
          displayName: v.displayName.trim(),
          organName: v.organName.trim(),
          grants,
          importGrants: v.importGrants,
        });
        onCreated(answer);
        return;
      }
      await updateAccount(token, account.id, { displayName: v.displayName.trim(), organName: v.organName.trim() });
      if (JSON.stringify(grants) !== JSON.stringify(account.grants)) await saveGrants(token, account.id, grants);
      if (!sameImportGrants(v.importGrants, account.importGrants))
        await saveImportGrants(token, account.id, v.importGrants);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['content-ops', 'accounts'] });
      onClose();
    },
    onError: (reason) => {
      const text = describeApiError(reason);
      const field = fieldPathOf(text);
      if (field && FORM_FIELDS.has(String(field.path[0]))) {
        // The server's path is one of the form's (checked by FORM_FIELDS on its first part).
        form.setFields([{ name: formNameOf(field.path) as ['grants', number, 'column'], errors: [field.reason] }]);
        setError(null);
      } else setError(text);
    },
  });
  const initial: Values = account
    ? {
        userName: account.userName,
        displayName: account.displayName,
        organName: account.organName,
        grants: toGrantRows(account.grants),
        importGrants: account.importGrants,
      }
    : NEW_ACCOUNT;
  return (
    <Drawer
      open
      title={account ? `修改账号：${account.userName}` : '新建账号'}
      onClose={onClose}
      size="min(560px, 100vw)"
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(values) => save.mutate(values)}>
        <Form.Item
          label="登录账号"
          name="userName"
          extra="字母开头，3-32 位字母、数字、下划线、点或连字符"
          rules={[
            { required: true, message: '请填写登录账号' },
            { pattern: /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/, message: '字母开头，3-32 位字母、数字、下划线、点或连字符' },
          ]}
        >
          <Input disabled={account !== null} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="姓名"
          name="displayName"
          rules={[{ required: true, whitespace: true, message: '请填写姓名' }, { max: 40 }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="所在单位"
          name="organName"
          rules={[{ required: true, whitespace: true, message: '请填写所在单位' }, { max: 100 }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <GrantsEditor token={token} idPrefix={idPrefix} />
        <ImportGrantsField />
        <div className="cms-form-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {account ? '保存' : '创建账号'}
          </Button>
          <Button onClick={onClose}>取消</Button>
        </div>
        {account && <p className="muted-text">修改内容管理权限后，该账号需重新登录。</p>}
      </Form>
    </Drawer>
  );
}
