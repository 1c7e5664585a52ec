/**
 * The repair report form (报修, /gymFacility/facilityDetail/fixReport): the piece (chosen by the page that
 * linked here, or typed as the number on its plate), the fault type, a description, up to three photos
 * (antd Upload kept in the browser until sent: JPEG, PNG or WebP of at most 5 MB each, checked here as the
 * server checks them; the server re-encodes them without EXIF or location), an optional phone and the
 * proof-of-work check the feedback form uses (components/proof-of-work/altcha-field; a challenge serves one
 * report). Checks mirror contracts facility.codes; a refusal that names a field shows under that field
 * (lib/field-errors).
 * On success `onSubmitted(receipt, phone)`.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Radio, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FixReportReceipt } from '@portal/contracts/facility';
import {
  FAULT_TYPE_NAMES,
  FAULT_TYPES,
  FIX_DESCRIPTION_MAX,
  FIX_PHONE_PATTERN,
  FIX_PHOTO_MAX_BYTES,
  FIX_PHOTO_MAX_COUNT,
  FIX_PHOTO_TYPES,
  type FaultType,
} from '@portal/contracts/facility.codes';
import { catalogue } from '@portal/contracts/pages.codes';
import { AltchaField } from '../../../components/proof-of-work/altcha-field';
import { useFormSubmission, type OutsideFieldRefusal } from '../../../lib/form-submission';
import { fetchFixReportChallenge, submitFixReport } from '../api';

interface FormValues {
  equipmentId: number | null;
  faultType: FaultType;
  description: string;
  phone: string;
}

const FAULT_OPTIONS = FAULT_TYPES.map((value) => ({ value, label: FAULT_TYPE_NAMES[value] }));
const PHONE = new RegExp(FIX_PHONE_PATTERN);
/** The fields a refusal from the server may name that have a Form.Item here (the photos have none). */
const FORM_FIELDS = ['equipmentId', 'faultType', 'description', 'phone'] as const;
const MAX_MB = FIX_PHOTO_MAX_BYTES / 1024 / 1024;

/** Why a chosen photo cannot be sent, or null when it can (type and size, as the server checks them). */
export function photoProblem(file: { type: string; size: number; name: string }): string | null {
  if (!(FIX_PHOTO_TYPES as readonly string[]).includes(file.type)) return `“${file.name}”不是 JPEG、PNG 或 WebP 图片`;
  if (file.size > FIX_PHOTO_MAX_BYTES) return `“${file.name}”超过 ${MAX_MB} MB`;
  return null;
}

export function FixReportForm({
  equipmentId,
  onSubmitted,
}: {
  /** The piece chosen by the linking page; null lets the visitor type its number. */
  equipmentId: number | null;
  onSubmitted: (receipt: FixReportReceipt, phone: string) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [altcha, setAltcha] = useState('');
  const [challengeRound, setChallengeRound] = useState(0);
  const { submitting, error, setError, submit } = useFormSubmission(form, FORM_FIELDS);

  // A refused photo shows under the upload, where a photo refused on choosing shows, instead of above the
  // button; a refused check (expired, used) fetches a new challenge, its message above the button.
  const onOutsideRefusal: OutsideFieldRefusal = (named, message) => {
    if (named.field === 'altcha') setChallengeRound((n) => n + 1);
    if (named.field !== 'photos') return message;
    setPhotoError(named.reason);
    return null;
  };

  const onFinish = async (values: FormValues) => {
    const phone = (values.phone ?? '').replace(/\s+/g, '');
    if (!altcha) {
      setError('请先勾选“我不是机器人”完成人机验证');
      return;
    }
    await submit(async () => {
      const receipt = await submitFixReport({
        equipmentId: Number(values.equipmentId),
        faultType: values.faultType,
        description: values.description.trim(),
        phone,
        altcha,
        photos: photos.flatMap((p) => (p.originFileObj ? [p.originFileObj] : [])),
      });
      form.resetFields();
      setPhotos([]);
      // A challenge serves one report: the next one needs a new challenge.
      setChallengeRound((n) => n + 1);
      onSubmitted(receipt, phone);
    }, onOutsideRefusal);
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark
      className="facility-form"
      initialValues={{ equipmentId }}
    >
      <Form.Item
        label="器材编号"
        name="equipmentId"
        extra={equipmentId === null ? '器材铭牌或器材页面上的编号' : undefined}
        rules={[{ required: true, message: '请填写器材编号' }]}
      >
        <InputNumber min={1} max={2147483647} precision={0} readOnly={equipmentId !== null} />
      </Form.Item>
      <Form.Item label="故障类型" name="faultType" rules={[{ required: true, message: '请选择故障类型' }]}>
        <Radio.Group optionType="button" buttonStyle="solid" options={FAULT_OPTIONS} />
      </Form.Item>
      <Form.Item
        label="故障描述"
        name="description"
        rules={[{ required: true, whitespace: true, message: '请描述故障情况' }]}
      >
        <Input.TextArea rows={4} maxLength={FIX_DESCRIPTION_MAX} showCount placeholder="如：右侧踏板断裂，转轴有异响" />
      </Form.Item>
      <div className="ant-form-item">
        <p id="fix-photos-label" className="facility-form-label">
          现场照片（选填，最多 {FIX_PHOTO_MAX_COUNT} 张）
        </p>
        <Upload
          accept={FIX_PHOTO_TYPES.join(',')}
          listType="picture"
          fileList={photos}
          maxCount={FIX_PHOTO_MAX_COUNT}
          multiple
          beforeUpload={(file) => {
            const problem = photoProblem(file);
            setPhotoError(problem);
            // Kept in the browser and sent with the form (false: no upload of its own); a refused file is left out.
            return problem ? Upload.LIST_IGNORE : false;
          }}
          onChange={({ fileList }) => setPhotos(fileList.slice(0, FIX_PHOTO_MAX_COUNT))}
        >
          <Button
            icon={<UploadOutlined aria-hidden="true" />}
            disabled={photos.length >= FIX_PHOTO_MAX_COUNT}
            aria-describedby="fix-photos-label"
          >
            选择照片
          </Button>
        </Upload>
        <p className="muted-text facility-form-hint">
          JPEG、PNG 或 WebP，每张不超过 {MAX_MB} MB。照片上传后会去除拍摄位置等附加信息。
        </p>
        {photoError && (
          <p className="facility-form-error" role="alert">
            {photoError}
          </p>
        )}
      </div>
      <Form.Item
        label="联系电话（选填）"
        name="phone"
        extra={
          <>
            留下电话可凭受理编号和电话后四位查询进度；电话仅向处理单位显示且部分隐藏。
            <Link className="fix-report-form__privacy" to={catalogue.privacyPolicy.href()} target="_blank">
              隐私政策（新窗口打开）
            </Link>
          </>
        }
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              !value || PHONE.test(value.replace(/\s+/g, ''))
                ? Promise.resolve()
                : Promise.reject(new Error('请填写 11 位手机号或带区号的固定电话')),
          },
        ]}
      >
        <Input inputMode="tel" autoComplete="tel" maxLength={20} />
      </Form.Item>
      <div className="ant-form-item">
        <p className="facility-form-label">人机验证</p>
        <AltchaField loadChallenge={fetchFixReportChallenge} onChange={setAltcha} resetKey={challengeRound} />
      </div>
      {error && <Alert type="error" showIcon role="alert" title={error} className="facility-form-alert" />}
      <Button type="primary" htmlType="submit" loading={submitting}>
        提交报修
      </Button>
    </Form>
  );
}
