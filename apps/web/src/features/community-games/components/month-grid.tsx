/**
 * The month view of the race calendar: a table with a column per weekday (Monday first); each day of
 * the month is a button showing the day and how many races run that day. Buttons are in the Tab order,
 * say their day and count ('11月24日，3 场赛事': the visible day and count plus visually hidden words, so the
 * accessible name contains the visible text), and the chosen day has aria-pressed; today is marked in text
 * ('今天') as well as by style.
 */
import { monthLabel, monthWeeks } from '../month-days';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

export interface MonthGridProps {
  month: string;
  counts: ReadonlyMap<string, number>;
  selected: string;
  today: string;
  onSelect: (day: string) => void;
}

export function MonthGrid({ month, counts, selected, today, onSelect }: MonthGridProps) {
  return (
    <table className="month-grid">
      <caption className="visually-hidden">{monthLabel(month)}每天的赛事数，选择一天查看当天的赛事</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((name) => (
            <th key={name} scope="col" abbr={`星期${name}`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean) ?? ''}>
            {week.map((day, k) => {
              if (!day) return <td key={`empty-${k}`} className="month-grid-empty" />;
              const count = counts.get(day) ?? 0;
              const isToday = day === today;
              const classes = ['month-grid-day', count > 0 ? 'has-races' : '', isToday ? 'is-today' : '']
                .filter(Boolean)
                .join(' ');
              return (
                <td key={day}>
                  {/* The name is the button's own text (visible day and count, hidden month and words), so
                      what a voice-control user reads on screen is part of it (WCAG 2.5.3). */}
                  <button
                    type="button"
                    className={classes}
                    aria-pressed={day === selected}
                    onClick={() => onSelect(day)}
                  >
                    <span className="month-grid-date">
                      <span className="visually-hidden">{Number(day.slice(5, 7))}月</span>
                      {Number(day.slice(8, 10))}
                      <span className="visually-hidden">日{isToday ? '（今天）' : ''}，</span>
                      {isToday && (
                        <span className="month-grid-today" aria-hidden="true">
                          今天
                        </span>
                      )}
                    </span>
                    <span className="month-grid-count">
                      {count > 0 ? `${count} 场` : <span className="visually-hidden">0 场</span>}
                      <span className="visually-hidden">赛事</span>
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
