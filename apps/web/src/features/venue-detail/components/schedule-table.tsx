/**
 * 每周开放时间 (ScheduleDay per day kind: 周一…周日, 法定节假日, 寒暑假): the slots with how each is
 * charged ('08:00–12:00 免费', outdoor slots marked '（室外）'), and the hours open that day. A day without slots reads 不开放.
 */
import type { ScheduleDay } from '@portal/contracts/venue';
import { formatSlot } from '../../../components/venue/hours-format';
import { formatNumber } from '../venue-format';

export function ScheduleTable({ schedule, captionId }: { schedule: ScheduleDay[]; captionId?: string }) {
  return (
    // A focusable, named region: it scrolls sideways on a narrow screen (axe scrollable-region-focusable).
    <div className="venue-detail__table-scroll" tabIndex={0} role="region" aria-label="开放时段及收费方式">
      <table className="venue-detail__table venue-detail__schedule">
        <caption id={captionId}>开放时段及收费方式（北京时间）</caption>
        <thead>
          <tr>
            <th scope="col">日期类型</th>
            <th scope="col">开放时段</th>
            <th scope="col">开放时长</th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((day) => (
            <tr key={day.dayKind}>
              <th scope="row">{day.label}</th>
              <td>
                {day.slots.length === 0 ? (
                  '不开放'
                ) : (
                  <ul className="venue-detail__slots">
                    {day.slots.map((slot, index) => (
                      <li key={index} className={`venue-detail__slot venue-detail__slot--${slot.feeKind}`}>
                        {formatSlot(slot)}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>{`${formatNumber(day.openHours)} 小时`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
