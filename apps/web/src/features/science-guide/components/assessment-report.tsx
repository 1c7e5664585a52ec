/**
 * The result of 综合评定: the composite grade (or why there is none), each item's score, advice, the
 * standard it follows, and a print button (the browser's print / save as PDF; print CSS hides the site
 * frame). The result is announced to screen readers when it arrives (the heading takes focus).
 */
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import type { AssessmentResult } from '@portal/contracts/science-guide';

const STATUS_TEXT = { scored: '', noScore: '无分', missing: '未填写', unavailable: '暂未收录' } as const;

export function AssessmentReport({ result }: { result: AssessmentResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);
  return (
    <section aria-labelledby="assessment-result" className="guide-report">
      <h2 id="assessment-result" ref={heading} tabIndex={-1}>
        评定结果
      </h2>
      {result.grade ? (
        <p className="guide-grade">
          综合评级：{result.level}（{result.grade}），总分 {result.total} / {result.maxTotal}
        </p>
      ) : (
        <p className="guide-grade">暂不能给出综合评级</p>
      )}
      {result.notes.map((note) => (
        <p key={note} className="guide-notice">
          {note}
        </p>
      ))}
      {result.items.length > 0 && (
        <div className="guide-table-wrap">
          <table className="guide-table">
            <caption>各项得分（年龄组 {result.ageGroup} 岁）</caption>
            <thead>
              <tr>
                <th scope="col">项目</th>
                <th scope="col">得分</th>
                <th scope="col">说明</th>
              </tr>
            </thead>
            <tbody>
              {result.items.map((item) => (
                <tr key={item.itemId}>
                  <th scope="row">{item.name}</th>
                  <td>{item.score === null ? '—' : `${item.score} 分`}</td>
                  <td>{[STATUS_TEXT[item.status], item.note].filter(Boolean).join('；')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.advice.length > 0 && (
        <>
          <h3>运动建议</h3>
          <ul>
            {result.advice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <p className="muted-text">评定依据：{result.standard}。本结果仅供健身参考，不作医学诊断。</p>
      <p className="guide-no-print">
        <Button onClick={() => window.print()}>打印或保存为 PDF</Button>
      </p>
    </section>
  );
}
