/**
 * The kind-specific fields of the editor form (../kind-fields.ts): a banner's image (uploaded here or
 * given by file number, with its preview),
 * link and order, a science-guide or instructor article's section, a games news item's games, a
 * regulation's 文号 / 类别 / 效力 / 施行日期 and a 解读's policy, and so on. Each field writes into
 * `fields`; an emptied field is removed, so the server sees it as not given.
 */
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import type { CmsKind } from '@portal/contracts/content-admin.codes';
import { kindFieldsOf, type KindFieldSpec, type KindFields } from '../kind-fields';
import { BannerImageField } from './banner-image-field';

export interface KindFieldsFormProps {
  idPrefix: string;
  kind: CmsKind | '';
  fields: KindFields;
  onChange(fields: KindFields): void;
  /** Stores a banner image and resolves its file number (the banner's 上传横幅图片); without it, none. */
  uploadImage?: (file: File) => Promise<number>;
}

export function KindFieldsForm({ idPrefix, kind, fields, onChange, uploadImage }: KindFieldsFormProps) {
  const specs = kindFieldsOf(kind, fields);
  if (specs.length === 0) return null;
  const put = (spec: KindFieldSpec, value: string | number | null | undefined) => {
    const next: Record<string, unknown> = { ...fields };
    if (value === null || value === undefined || value === '') delete next[spec.key];
    else next[spec.key] = value;
    onChange(next as KindFields);
  };
  return (
    <div className="cms-form-row cms-kind-fields">
      {specs.map((spec) => {
        const id = `${idPrefix}-field-${spec.key}`;
        const value = fields[spec.key];
        return (
          <Form.Item key={spec.key} label={spec.label} htmlFor={id} required={spec.required} extra={spec.help}>
            {spec.type === 'text' && (
              <Input
                id={id}
                value={typeof value === 'string' ? value : ''}
                onChange={(e) => put(spec, e.target.value)}
              />
            )}
            {spec.type === 'number' && (
              <InputNumber
                id={id}
                min={spec.key === 'sort' ? 0 : 1}
                precision={0}
                value={typeof value === 'number' ? value : null}
                onChange={(v) => put(spec, v)}
              />
            )}
            {spec.type === 'select' && (
              <Select
                id={id}
                allowClear
                value={typeof value === 'string' ? value : undefined}
                options={spec.options?.map((o) => ({ ...o }))}
                onChange={(v: string | undefined) => put(spec, v)}
              />
            )}
            {spec.type === 'date' && (
              <DatePicker
                id={id}
                value={typeof value === 'string' && value ? dayjs(value) : null}
                onChange={(d) => put(spec, d ? d.format('YYYY-MM-DD') : null)}
              />
            )}
          </Form.Item>
        );
      })}
      {kind === 'banner' && uploadImage && (
        <BannerImageField
          upload={uploadImage}
          onUploaded={(mediaId) => onChange({ ...fields, imageMediaId: mediaId })}
        />
      )}
      {kind === 'banner' && typeof fields.imageMediaId === 'number' && (
        <img
          className="cms-banner-preview"
          src={`/api_/ow/file/${fields.imageMediaId}`}
          alt={`横幅图片预览（文件 ${fields.imageMediaId}）`}
        />
      )}
    </div>
  );
}
