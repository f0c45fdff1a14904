import type { TQuestion, TQuestionType } from '../contracts/questions';

/**
 * Answers to checkout questions (spec §8): what checkout (issue 6), organizer edits and the SPA's checkout
 * form all check, in one pure function.
 *
 * An answer is `{ question_id, response }`. For every type but ADDRESS the response is `{ answer }`: a string
 * (text, RADIO, DROPDOWN, DATE as YYYY-MM-DD) or an array of strings (CHECKBOX). An ADDRESS response is the
 * address object itself, with the keys of `ADDRESS_ANSWER_KEYS`.
 *
 * Errors are keyed by question id (`<id>`, or `<id>.<address key>` for one address line); the caller
 * prefixes them with where the answers sit in its body.
 */

export type TAnswerQuestion = Pick<TQuestion, 'id' | 'type' | 'required' | 'is_hidden' | 'options'>;
export type TAnswerInput = { question_id: string; response: unknown };
export type TAnswerErrors = Record<string, string[]>;

export const SINGLE_LINE_ANSWER_MAX = 255;
export const MULTI_LINE_ANSWER_MAX = 5000;
export const ADDRESS_LINE_MAX = 255;

export const ADDRESS_ANSWER_KEYS = [
  'address_line_1',
  'address_line_2',
  'city',
  'state_or_region',
  'zip_or_postal_code',
  'country',
] as const;
export type TAddressAnswer = Partial<Record<(typeof ADDRESS_ANSWER_KEYS)[number], string | null>>;
/** The lines an address needs to be usable (a state or region does not exist everywhere). */
export const REQUIRED_ADDRESS_KEYS = ['address_line_1', 'city', 'zip_or_postal_code', 'country'] as const;
/**
 * The lines a buyer's billing address needs when the event asks for one: invoices need a street, a city and a
 * country; postcodes do not exist everywhere, so a billing address may go without.
 */
export const REQUIRED_BILLING_ADDRESS_KEYS = ['address_line_1', 'city', 'country'] as const;
export type TRequiredBillingAddressKey = (typeof REQUIRED_BILLING_ADDRESS_KEYS)[number];

/** The required lines of a billing address that are blank: the server and the checkout form check the same. */
export function missingBillingAddressLines(address: TAddressAnswer | null | undefined): TRequiredBillingAddressKey[] {
  return REQUIRED_BILLING_ADDRESS_KEYS.filter((key) => !address?.[key]?.trim());
}

/** The stored form of an answer: trimmed text, picked options, or a trimmed address with an upper-case country. */
export type TNormalisedAnswer = string | string[] | Record<string, string>;

export const answerMessages = {
  notAsked: 'This question is not asked here.',
  answeredTwice: 'This question is answered more than once.',
  required: 'This question is required.',
  text: 'Enter text.',
  tooLong: (max: number) => `At most ${max} characters.`,
  choice: 'Choose one of the options.',
  choices: 'Choose from the options.',
  date: 'Enter a date as YYYY-MM-DD.',
  address: 'Enter the address.',
  addressLine: 'Enter this part of the address.',
  country: 'Use a 2-letter country code.',
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COUNTRY = /^[A-Z]{2}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stands for a response that is not `{ answer }`: every type check refuses it. */
const MALFORMED = Symbol('malformed response');

/** The `answer` of a non-address response; undefined when there is none. */
function answerOf(response: unknown): unknown {
  if (response === null || response === undefined) return undefined;
  return isRecord(response) ? response.answer : MALFORMED;
}

/** A real calendar date written as YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

type TCheck = { value: TNormalisedAnswer | null; errors: [key: string, message: string][] };
const empty: TCheck = { value: null, errors: [] };
const fail = (message: string, key = ''): TCheck => ({ value: null, errors: [[key, message]] });

function checkText(answer: unknown, max: number): TCheck {
  if (answer === undefined || answer === null) return empty;
  if (typeof answer !== 'string') return fail(answerMessages.text);
  const text = answer.trim();
  if (text === '') return empty;
  return text.length > max ? fail(answerMessages.tooLong(max)) : { value: text, errors: [] };
}

function checkDate(answer: unknown): TCheck {
  if (answer === undefined || answer === null || answer === '') return empty;
  if (typeof answer !== 'string' || !isIsoDate(answer.trim())) return fail(answerMessages.date);
  return { value: answer.trim(), errors: [] };
}

function checkSingleChoice(answer: unknown, options: readonly string[]): TCheck {
  if (answer === undefined || answer === null || answer === '') return empty;
  if (typeof answer !== 'string' || !options.includes(answer.trim())) return fail(answerMessages.choice);
  return { value: answer.trim(), errors: [] };
}

function checkChoices(answer: unknown, options: readonly string[]): TCheck {
  if (answer === undefined || answer === null) return empty;
  if (!Array.isArray(answer)) return fail(answerMessages.choices);
  const picked: string[] = [];
  for (const item of answer) {
    if (typeof item !== 'string' || !options.includes(item.trim())) return fail(answerMessages.choices);
    if (!picked.includes(item.trim())) picked.push(item.trim());
  }
  // Kept in the options' order, so the same choices are always stored the same way.
  return picked.length === 0 ? empty : { value: options.filter((option) => picked.includes(option)), errors: [] };
}

/** An address is either empty or complete: a partly filled one would be unusable for whoever reads it. */
function checkAddress(response: unknown): TCheck {
  if (response === undefined || response === null) return empty;
  if (!isRecord(response)) return fail(answerMessages.address);
  const errors: TCheck['errors'] = [];
  const lines: Record<string, string> = {};
  for (const key of ADDRESS_ANSWER_KEYS) {
    const raw = response[key];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string') {
      errors.push([key, answerMessages.text]);
      continue;
    }
    const text = key === 'country' ? raw.trim().toUpperCase() : raw.trim();
    if (text === '') continue;
    if (text.length > ADDRESS_LINE_MAX) errors.push([key, answerMessages.tooLong(ADDRESS_LINE_MAX)]);
    else if (key === 'country' && !COUNTRY.test(text)) errors.push([key, answerMessages.country]);
    lines[key] = text;
  }
  if (errors.length === 0 && Object.keys(lines).length === 0) return empty;
  for (const key of REQUIRED_ADDRESS_KEYS) {
    if (!(key in lines) && !errors.some(([errorKey]) => errorKey === key))
      errors.push([key, answerMessages.addressLine]);
  }
  return errors.length > 0 ? { value: null, errors } : { value: lines, errors: [] };
}

function checkAnswer(type: TQuestionType, options: readonly string[], response: unknown): TCheck {
  switch (type) {
    case 'SINGLE_LINE_TEXT':
      return checkText(answerOf(response), SINGLE_LINE_ANSWER_MAX);
    case 'MULTI_LINE_TEXT':
      return checkText(answerOf(response), MULTI_LINE_ANSWER_MAX);
    case 'DATE':
      return checkDate(answerOf(response));
    case 'RADIO':
    case 'DROPDOWN':
      return checkSingleChoice(answerOf(response), options);
    case 'CHECKBOX':
      return checkChoices(answerOf(response), options);
    case 'ADDRESS':
      return checkAddress(response);
  }
}

/**
 * The stored form of one answer, or null when it is empty (empty answers are not stored) or invalid.
 * Call `validateAnswers` first; this only normalises what passed.
 */
export function normaliseAnswer(question: Pick<TAnswerQuestion, 'type' | 'options'>, response: unknown) {
  const check = checkAnswer(question.type, question.options, response);
  return check.errors.length > 0 ? null : check.value;
}

/**
 * Checks answers against the questions asked at one place (the order's ORDER questions, or one ticket's
 * PRODUCT questions): each answer must belong to a question asked there and fit its type; every required,
 * visible question must be answered. Hidden questions are not asked (so neither required nor answerable),
 * unless `includeHidden` is set for an organizer editing answers. Returns no keys when everything is fine.
 */
export function validateAnswers(
  questions: readonly TAnswerQuestion[],
  answers: readonly TAnswerInput[],
  options: { includeHidden?: boolean } = {},
): TAnswerErrors {
  const errors: TAnswerErrors = {};
  const add = (key: string, message: string) => {
    const messages = (errors[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  const asked = new Map(
    questions
      .filter((question) => options.includeHidden || !question.is_hidden)
      .map((question) => [question.id, question]),
  );
  const answered = new Set<string>();
  const seen = new Set<string>();
  for (const answer of answers) {
    const id = String(answer.question_id);
    const question = asked.get(id);
    if (!question) {
      add(id, answerMessages.notAsked);
      continue;
    }
    if (seen.has(id)) {
      add(id, answerMessages.answeredTwice);
      continue;
    }
    seen.add(id);
    const check = checkAnswer(question.type, question.options, answer.response);
    for (const [key, message] of check.errors) add(key ? `${id}.${key}` : id, message);
    if (check.errors.length > 0 || check.value !== null) answered.add(id);
  }
  for (const question of asked.values()) {
    if (question.required && !question.is_hidden && !answered.has(question.id))
      add(question.id, answerMessages.required);
  }
  return errors;
}
