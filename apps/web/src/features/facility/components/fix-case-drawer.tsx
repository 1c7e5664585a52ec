/**
 * One repair report of the agency inbox in a drawer (antd Drawer: a dialog named by its title, focus moved
 * in and given back, Escape closes): the report (phone masked, with an audited reveal to call back:
 * components/agency/phone-reveal), and the form that sets its status to one the case machine allows from
 * the current one (contracts FIX_REPORT_NEXT: 处理中, 已修复, 不予处理; none once finished) with the handler's note, which the visitor sees in the look-up. Saving refreshes
 * the inbox list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import type { FixInboxItem } from '@portal/contracts/facility';
import { nextOf } from '@portal/contracts/case-status.codes';
import {
  FIX_NOTE_MAX,
  FIX_REPORT_NEXT,
  FIX_REPORT_STATUS_NAMES,
  type FixReportStatus,
} from '@portal/contracts/facility.codes';
import { CaseNotice, errorNotice, type CaseNoticeValue } from '../../../components/agency/case-notice';
import { PhoneReveal } from '../../../components/agency/phone-reveal';
import { InfoBox } from '../../../components/article/info-box';
import { formatDateTime } from '../../../lib/format-date';
import { revealFixReportPhone, updateFixStatus } from '../api';
import { FixStatusTag } from './fix-status-tag';

function CaseBody({ item, token }: { item: FixInboxItem; token: string }) {
  const queryClient = useQueryClient();
  // Only the moves the case machine allows from here (docs/decisions/feedback.md "One case machine").
  const moves = nextOf(FIX_REPORT_NEXT, item.status);
  const statusOptions = moves.map((value) => ({ value, label: FIX_REPORT_STATUS_NAMES[value] }));
  const [form] = Form.useForm<{ status: FixReportStatus; note: string }>();
  const [notice, setNotice] = useState<CaseNoticeValue | null>(null);
  const save = useMutation({
    mutationFn: (values: { status: FixReportStatus; note: string }) =>
      updateFixStatus(token, item.reportNo, { status: values.status, note: values.note.trim() }),
    onSuccess: (updated) => {
      setNotice({ type: 'success', text: `已保存：${updated.statusName}。报修人可凭受理编号查看处理说明。` });
      void queryClient.invalidateQueries({ queryKey: ['facility', 'inbox'] });
    },
    onError: (reason) => setNotice(errorNotice(reason)),
  });
  return (
    <div>
      <p>
        当前状态：
        <FixStatusTag status={item.status} />
      </p>
      <InfoBox
        items={[
          { label: '受理编号', value: item.reportNo },
          { label: '器材', value: `${item.equipmentName}（编号 ${item.equipmentId}）` },
          { label: '所属设施', value: `${item.facilityName}，${item.areaName}` },
          { label: '故障类型', value: item.faultTypeName },
          { label: '故障描述', value: item.description },
          { label: '现场照片', value: `${item.photoCount} 张` },
          {
            label: '联系电话',
            value:
              item.phone === null ? (
                '未留电话'
              ) : (
                <>
                  <span>{item.phone}</span> <PhoneReveal reveal={() => revealFixReportPhone(token, item.reportNo)} />
                </>
              ),
          },
          { label: '报修时间', value: formatDateTime(item.createTime) },
          { label: '处理人', value: item.handler ?? '' },
          { label: '处理说明', value: item.note ?? '' },
        ]}
      />
      {moves.length === 0 && <p className="muted-text">该报修已办结，不能再更改处理结果。</p>}
      <Form
        form={form}
        layout="vertical"
        hidden={moves.length === 0}
        initialValues={{ status: moves[0], note: item.note ?? '' }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          label="处理结果"
          name="status"
          extra="选择“处理中”即确认报修属实：器材对外由“群众报修（待核实）”改为“报修中”。"
          rules={[{ required: true, message: '请选择处理结果' }]}
        >
          <Radio.Group optionType="button" buttonStyle="solid" options={statusOptions} />
        </Form.Item>
        <Form.Item
          label="处理说明"
          name="note"
          rules={[{ required: true, whitespace: true, message: '请填写处理说明' }]}
        >
          <Input.TextArea rows={4} maxLength={FIX_NOTE_MAX} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
      {/* Outside the form: a save that finishes the case refreshes the inbox, the item comes back with no
          move left and the form hides, and the notice of that save must stay in view. */}
      <CaseNotice notice={notice} className="facility-form-alert" />
    </div>
  );
}

export function FixCaseDrawer({
  token,
  item,
  onClose,
}: {
  token: string;
  item: FixInboxItem | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={item !== null}
      onClose={onClose}
      title="处理器材报修"
      rootClassName="facility-drawer"
      size="min(720px, 100vw)"
      destroyOnHidden
    >
      {item && <CaseBody key={item.reportNo} item={item} token={token} />}
    </Drawer>
  );
}
