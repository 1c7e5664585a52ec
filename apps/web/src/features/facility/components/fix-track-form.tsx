/**
 * 查询报修进度: 受理编号 (and the phone's last four digits when the report left a phone) -> the report's
 * status (已受理 → 处理中 → 已修复 / 不予处理) and the handler's note (GET /api/data/fixReport/track).
 * `initialReportNo` fills the number right after a submission. A wrong pair answers "not found" without
 * saying which part was wrong.
 */
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import type { FixReportTrack } from '@portal/contracts/facility';
import { FIX_PHONE_TAIL_PATTERN, FIX_REPORT_NO_PATTERN } from '@portal/contracts/facility.codes';
import { InfoBox } from '../../../components/article/info-box';
import { formatDateTime } from '../../../lib/format-date';
import { describeApiError } from '../../../lib/http-client';
import { trackFixReport } from '../api';
import { FixStatusTag } from './fix-status-tag';

interface TrackValues {
  reportNo: string;
  phoneTail: string;
}

const REPORT_NO = new RegExp(FIX_REPORT_NO_PATTERN);
const TAIL = new RegExp(FIX_PHONE_TAIL_PATTERN);

function TrackResult({ track }: { track: FixReportTrack }) {
  return (
    <div className="facility-track" role="status">
      <h3 className="facility-section-title">
        受理编号 {track.reportNo}：<FixStatusTag status={track.status} />
      </h3>
      <InfoBox
        items={[
          { label: '器材', value: `${track.equipmentName}（${track.facilityName}）` },
          { label: '故障类型', value: track.faultTypeName },
          { label: '故障描述', value: track.description },
          { label: '现场照片', value: `${track.photoCount} 张` },
          { label: '联系电话', value: track.phone ?? '未留电话' },
          { label: '报修时间', value: formatDateTime(track.createTime) },
          { label: '更新时间', value: formatDateTime(track.updateTime) },
          { label: '处理说明', value: track.note ?? '处理单位尚未填写说明' },
        ]}
      />
    </div>
  );
}

export function FixTrackForm({ initialReportNo }: { initialReportNo: string }) {
  const [form] = Form.useForm<TrackValues>();
  const [track, setTrack] = useState<FixReportTrack | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (initialReportNo) form.setFieldValue('reportNo', initialReportNo);
  }, [form, initialReportNo]);

  const onFinish = async ({ reportNo, phoneTail }: TrackValues) => {
    setLoading(true);
    setError(null);
    setTrack(null);
    try {
      setTrack(await trackFixReport(reportNo.trim().toUpperCase(), (phoneTail ?? '').trim()));
    } catch (reason) {
      setError(describeApiError(reason));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div>
      <Form<TrackValues> form={form} layout="vertical" onFinish={onFinish} className="facility-track-form">
        <Form.Item
          label="受理编号"
          name="reportNo"
          normalize={(value: string) => value.toUpperCase()}
          rules={[
            { required: true, message: '请填写受理编号' },
            {
              validator: (_rule, value: string | undefined) =>
                !value || REPORT_NO.test(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('受理编号为 BX 开头的 20 位字母和数字')),
            },
          ]}
        >
          <Input autoComplete="off" maxLength={20} placeholder="如 BX20261124AB3DE5GH7K" />
        </Form.Item>
        <Form.Item
          label="联系电话后四位（报修时留了电话才需填写）"
          name="phoneTail"
          rules={[{ pattern: TAIL, message: '请填写 4 位数字' }]}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={4} />
        </Form.Item>
        <Button htmlType="submit" type="primary" loading={loading}>
          查询进度
        </Button>
      </Form>
      <div aria-live="polite">
        {error && <Alert type="error" showIcon role="alert" title={error} className="facility-form-alert" />}
        {track && <TrackResult track={track} />}
      </div>
    </div>
  );
}
