/** The dates of a match or training ('YYYY-MM-DD', Asia/Shanghai): one day, or 'start 至 end'. */
export function EventDates({ startDate, endDate }: { startDate: string; endDate: string }) {
  if (!endDate || endDate === startDate) return <time dateTime={startDate}>{startDate}</time>;
  return (
    <>
      <time dateTime={startDate}>{startDate}</time> 至 <time dateTime={endDate}>{endDate}</time>
    </>
  );
}
