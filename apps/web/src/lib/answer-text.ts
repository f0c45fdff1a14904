import { ADDRESS_ANSWER_KEYS, countryName } from '@marquee/core';

/**
 * A stored answer as one line of text: text as is, picked options joined, an address line by line (its country
 * named in `locale` when given).
 */
export function answerText(answer: unknown, locale?: string): string {
  if (answer === null || answer === undefined) return '';
  if (typeof answer === 'string') return answer;
  if (Array.isArray(answer)) return answer.map(String).join(', ');
  if (typeof answer === 'object') {
    const record = answer as Record<string, unknown>;
    return ADDRESS_ANSWER_KEYS.map((key) =>
      key === 'country' && locale && typeof record[key] === 'string' ? countryName(record[key], locale) : record[key],
    )
      .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
      .join(', ');
  }
  return String(answer);
}
