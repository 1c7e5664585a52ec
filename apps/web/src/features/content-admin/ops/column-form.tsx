/**
 * The site admin's column dialog on /admin/columns (antd Drawer: a dialog named by its title, focus moved in
 * and given back, Escape closes): a new column (code, name, kind, cadence, review stages) or the changes of
 * one (its code fixed). Saving refreshes the dashboard; the server's refusal shows under the field it names
 * (400), or above the form (403 not the site admin, 409 a taken code or a kind change of a column with items).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import type { CmsColumn } from '@portal/contracts/content-admin-ops';
import { CADENCE_MAX_DAYS, CADENCE_MIN_DAYS } from '@portal/contracts/content-admin-ops.codes';
import { CMS_KINDS, type CmsKind } from '@portal/contracts/content-admin.codes';
import { fieldErrorOf } from '../../../lib/field-errors';
import { describeApiError } from '../../../lib/http-client';
import { CMS_KIND_NAMES } from '../list-query';
import { createColumn, updateColumn } from './api';

interface Values {
  code: string;
  name: string;
  kind: CmsKind;
  cadenceDays: number;
  reviewStages: number;
}

const KIND_OPTIONS = CMS_KINDS.map((value) => ({ value, label: CMS_KIND_NAMES[value] }));
const STAGE_OPTIONS = [1, 2, 3].map((value) => ({ value, label: `${value} 级` }));
const NEW_COLUMN: Values = { code: '', name: '', kind: 'news', cadenceDays: 14, reviewStages: 3 };

/** The dialog for `column` (null: a new one); `onClose` after saving or cancelling. */
export function ColumnForm({
  token,
  column,
  onClose,
}: {
  token: string;
  column: CmsColumn | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (v: Values) =>
      column
        ? updateColumn(token, column.code, {
            name: v.name.trim(),
            kind: v.kind,
            cadenceDays: v.cadenceDays,
            reviewStages: v.reviewStages,
          })
        : createColumn(token, { ...v, code: v.code.trim(), name: v.name.trim() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['content-ops', 'columns'] });
      onClose();
    },
    onError: (reason) => {
      const text = describeApiError(reason);
      const field = fieldErrorOf(text);
      if (field && field.field in NEW_COLUMN) {
        form.setFields([{ name: field.field as keyof Values, errors: [field.reason] }]);
        setError(null);
      } else setError(text);
    },
  });
  return (
    <Drawer
      open
      title={column ? `修改栏目：${column.name}` : '新建栏目'}
      onClose={onClose}
      size="min(480px, 100vw)"
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={column ?? NEW_COLUMN}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          label="栏目编码"
          name="code"
          rules={[
            { required: true, message: '请填写栏目编码' },
            { pattern: /^[a-z][a-z0-9_]{1,39}$/, message: '小写字母开头，2-40 位字母、数字或下划线' },
          ]}
        >
          <Input disabled={column !== null} />
        </Form.Item>
        <Form.Item
          label="栏目名称"
          name="name"
          rules={[{ required: true, whitespace: true, message: '请填写栏目名称' }, { max: 40 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="内容类型" name="kind" rules={[{ required: true }]}>
          <Select options={KIND_OPTIONS} />
        </Form.Item>
        <Form.Item
          label="更新周期（天）"
          name="cadenceDays"
          extra="超过周期（最长 14 天）未更新即为已超期"
          rules={[{ required: true, message: '请填写更新周期' }]}
        >
          <InputNumber min={CADENCE_MIN_DAYS} max={CADENCE_MAX_DAYS} precision={0} />
        </Form.Item>
        <Form.Item label="审核级数" name="reviewStages" rules={[{ required: true }]}>
          <Select options={STAGE_OPTIONS} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>{' '}
        <Button onClick={onClose}>取消</Button>
      </Form>
    </Drawer>
  );
}
