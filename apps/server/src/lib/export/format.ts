import { ADDRESS_ANSWER_KEYS, minorToMajor } from '@marquee/core';

/** Cell formatting shared by every export: dates in the event's time zone, money in major units, answers as text. */

/** Formats instants as ISO 8601 local times of one time zone with their offset: `2026-07-01T19:30:00+02:00`. */
export function isoInTimeZone(timeZone: string): (value: Date | null) => string | null {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  return (value) => {
    if (!value) return null;
    const parts = Object.fromEntries(format.formatToParts(value).map((part) => [part.type, part.value]));
    const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
    return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
  };
}

export const money = (minor: number, currency: string): number => minorToMajor(minor, currency);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored answer (text, picked options, or an address) as one cell of text. */
export function answerText(answer: unknown): string | null {
  if (answer === null || answer === undefined) return null;
  if (typeof answer === 'string') return answer;
  if (Array.isArray(answer)) return answer.map(String).join(', ');
  if (isRecord(answer)) {
    return ADDRESS_ANSWER_KEYS.map((key) => answer[key])
      .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
      .join(', ');
  }
  return String(answer);
}
