/**
 * 查询报修进度: 受理编号 (and the phone's last four digits when the report left a phone) -> the report's
 * status (已受理 → 处理中 → 已修复 / 不予处理) and the handler's note (GET /api/data/fixReport/track), on the
 * shared look-up form (components/case-track).
 * `initialReportNo` fills the number right after a submission. A wrong pair answers "not found" without
 * saying which part was wrong.
 */
import type { FixReportTrack } from '@portal/contracts/facility';
import { FIX_PHONE_TAIL_PATTERN, FIX_REPORT_NO_PATTERN } from '@portal/contracts/facility.codes';
import { InfoBox } from '../../../components/article/info-box';
import { CaseTrackForm } from '../../../components/case-track/case-track-form';
import { formatDateTime } from '../../../lib/format-date';
import { trackFixReport } from '../api';
import { FixStatusTag } from './fix-status-tag';

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
  return (
    <CaseTrackForm<FixReportTrack>
      numberPattern={FIX_REPORT_NO_PATTERN}
      numberHint="受理编号为 BX 开头的 20 位字母和数字"
      numberExample="BX20261124AB3DE5GH7K"
      phoneTailLabel="联系电话后四位（报修时留了电话才需填写）"
      phoneTailPattern={FIX_PHONE_TAIL_PATTERN}
      phoneTailOptional
      submitLabel="查询进度"
      initialNumber={initialReportNo}
      lookup={trackFixReport}
      renderResult={(track) => <TrackResult track={track} />}
      className="facility-track-form"
      alertClassName="facility-form-alert"
    />
  );
}
