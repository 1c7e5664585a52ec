/**
 * /gymFacility/facilityDetail/fixReport?id=<piece>&from= — 器材报修 (spec §2; the middle crumb from `from`).
 * Reached from every equipment page and list with the piece chosen (its name, facility and condition
 * shown); without `id` the visitor types the number on the piece's plate. After a submission the 受理编号
 * is shown (focus moves to it) and filled into 查询报修进度 below; the look-up needs the number and, when a
 * phone was left, its last four digits. Agency users get a link to the repair inbox.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { FixReportReceipt } from '@portal/contracts/facility';
import { useIdParam } from '../../../components/article/use-id-param';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { useLoggedInUser } from '../../../lib/login-state';
import { equipmentDetailQuery } from '../api';
import { ConditionTag } from '../components/condition-tag';
import { FixReportForm } from '../components/fix-report-form';
import { FixTrackForm } from '../components/fix-track-form';
import { equipmentDetailEntry, kindListTitle } from '../facility-pages';
import '../facility.css';

function ChosenPiece({ id }: { id: number }) {
  const piece = useQuery(equipmentDetailQuery(id));
  if (piece.isPending) return <p role="status">正在读取器材信息…</p>;
  if (piece.isError)
    return (
      <p className="facility-form-error" role="alert">
        未找到编号为 {id} 的器材，请核对器材铭牌上的编号。
      </p>
    );
  const p = piece.data;
  return (
    <p className="facility-actions">
      <span>
        报修器材：
        <Link to={equipmentDetailEntry(p.facilityKind).href({ id: p.id, from: kindListTitle(p.facilityKind) })}>
          {p.name}
        </Link>
        （{p.facilityName}，{p.areaName}）
      </span>
      <ConditionTag condition={p.condition} />
    </p>
  );
}

export default function FixReportPage() {
  const titleId = useId();
  const trackTitleId = useId();
  const equipmentId = useIdParam('id');
  const [receipt, setReceipt] = useState<{ value: FixReportReceipt; phone: string } | null>(null);
  const receiptRef = useRef<HTMLDivElement>(null);
  const user = useLoggedInUser();

  useEffect(() => {
    if (receipt) receiptRef.current?.focus();
  }, [receipt]);

  return (
    <ContentPage className="facility-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.gymFacilityFixReport)}</PageTitle>
        <p className="facility-intro">
          发现健身器材损坏、缺件、松动或有尖锐边角，请停止使用并在此报修。所在地的体育部门受理后安排维修，
          您可凭受理编号查询处理进度。
        </p>
        {user && (
          <p className="facility-intro">
            单位用户请前往 <Link to={catalogue.fixReportInbox.href()}>器材报修处理</Link> 查看和处理。
          </p>
        )}
        {equipmentId !== null && <ChosenPiece id={equipmentId} />}
        {receipt ? (
          <div className="facility-receipt" ref={receiptRef} tabIndex={-1} role="status">
            <h2 className="facility-section-title">
              {receipt.value.duplicate ? '该器材的同类故障此前已有人报修' : '报修已受理'}
            </h2>
            <p>
              受理编号：<strong className="facility-receipt-number">{receipt.value.reportNo}</strong>
            </p>
            <p>
              请记下受理编号。
              {receipt.phone ? '凭受理编号和联系电话后四位' : '凭受理编号'}可在下方查询处理进度。
            </p>
            <Button onClick={() => setReceipt(null)}>继续报修</Button>
          </div>
        ) : (
          <FixReportForm equipmentId={equipmentId} onSubmitted={(value, phone) => setReceipt({ value, phone })} />
        )}
      </ContentPanel>
      <ContentPanel labelledBy={trackTitleId}>
        <h2 id={trackTitleId} className="facility-section-title">
          查询报修进度
        </h2>
        <FixTrackForm initialReportNo={receipt?.value.reportNo ?? ''} />
      </ContentPanel>
    </ContentPage>
  );
}
