import { useSearchParams } from 'react-router';
import { readReportRange, type TReportRange } from '../lib/report-range';

/**
 * The report's range in the URL (`start_date`, `end_date`), so a reload or a shared link shows the same days.
 * A new range starts an organizer report at its first page again.
 */
export function useReportRange() {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = readReportRange(searchParams);
  const setRange = (next: TReportRange) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.set('start_date', next.start_date);
      params.set('end_date', next.end_date);
      params.delete('page');
      return params;
    });
  return { range, setRange, searchParams, setSearchParams };
}
