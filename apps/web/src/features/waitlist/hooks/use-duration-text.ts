import { plural } from '@lingui/core/macro';
import { splitMinutes } from '../lib/waitlist-list';

/** A hold time for people: "12 hours", "1 day 6 hours", "45 minutes". */
export function useDurationText() {
  return (totalMinutes: number): string => {
    const { days, hours, minutes } = splitMinutes(totalMinutes);
    const parts = [
      days > 0 ? plural(days, { one: '# day', other: '# days' }) : null,
      hours > 0 ? plural(hours, { one: '# hour', other: '# hours' }) : null,
      minutes > 0 || (days === 0 && hours === 0) ? plural(minutes, { one: '# minute', other: '# minutes' }) : null,
    ];
    return parts.filter(Boolean).join(' ');
  };
}
