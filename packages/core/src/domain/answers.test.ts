import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TQuestionType } from '../contracts/questions';
import { answerMessages, isIsoDate, normaliseAnswer, validateAnswers, type TAnswerQuestion } from './answers';

let nextId = 0;
const question = (type: TQuestionType, overrides: Partial<TAnswerQuestion> = {}): TAnswerQuestion => ({
  id: `q${++nextId}`,
  type,
  required: false,
  is_hidden: false,
  options: [],
  ...overrides,
});
const answer = (q: TAnswerQuestion, value: unknown) => ({ question_id: q.id, response: { answer: value } });
const address = (q: TAnswerQuestion, lines: Record<string, unknown>) => ({ question_id: q.id, response: lines });

const fullAddress = {
  address_line_1: '1 Main Street',
  address_line_2: '',
  city: 'Dublin',
  state_or_region: null,
  zip_or_postal_code: 'D01 F5P2',
  country: 'ie',
};

describe('validateAnswers: required questions', () => {
  it('asks required visible questions and nothing else', () => {
    const name = question('SINGLE_LINE_TEXT', { required: true });
    const optional = question('SINGLE_LINE_TEXT');
    const hidden = question('SINGLE_LINE_TEXT', { required: true, is_hidden: true });
    expect(validateAnswers([name, optional, hidden], [])).toEqual({ [name.id]: [answerMessages.required] });
    expect(validateAnswers([name, optional, hidden], [answer(name, 'Ada')])).toEqual({});
  });

  it('counts blank, null and empty answers as missing', () => {
    const text = question('SINGLE_LINE_TEXT', { required: true });
    const boxes = question('CHECKBOX', { required: true, options: ['A', 'B'] });
    const place = question('ADDRESS', { required: true });
    const date = question('DATE', { required: true });
    const errors = validateAnswers(
      [text, boxes, place, date],
      [answer(text, '   '), answer(boxes, []), address(place, { city: ' ', country: '' }), answer(date, null)],
    );
    expect(errors).toEqual({
      [text.id]: [answerMessages.required],
      [boxes.id]: [answerMessages.required],
      [place.id]: [answerMessages.required],
      [date.id]: [answerMessages.required],
    });
    expect(validateAnswers([text], [{ question_id: text.id, response: null }])).toEqual({
      [text.id]: [answerMessages.required],
    });
  });

  it('accepts an empty answer to an optional question', () => {
    const optional = question('DROPDOWN', { options: ['A'] });
    expect(validateAnswers([optional], [answer(optional, '')])).toEqual({});
    expect(validateAnswers([optional], [answer(optional, null)])).toEqual({});
  });
});

describe('validateAnswers: answers that do not belong', () => {
  it('refuses unknown, hidden and repeated questions', () => {
    const asked = question('SINGLE_LINE_TEXT');
    const hidden = question('SINGLE_LINE_TEXT', { is_hidden: true });
    const errors = validateAnswers(
      [asked, hidden],
      [answer(asked, 'a'), answer(asked, 'b'), answer(hidden, 'c'), { question_id: 'elsewhere', response: {} }],
    );
    expect(errors).toEqual({
      [asked.id]: [answerMessages.answeredTwice],
      [hidden.id]: [answerMessages.notAsked],
      elsewhere: [answerMessages.notAsked],
    });
  });

  it('lets an organizer answer hidden questions, still without requiring them', () => {
    const hidden = question('SINGLE_LINE_TEXT', { is_hidden: true, required: true });
    expect(validateAnswers([hidden], [answer(hidden, 'note')], { includeHidden: true })).toEqual({});
    expect(validateAnswers([hidden], [], { includeHidden: true })).toEqual({});
  });
});

describe('validateAnswers: text', () => {
  it('limits single lines to 255 and multiple lines to 5000 characters, after trimming', () => {
    const single = question('SINGLE_LINE_TEXT');
    const multi = question('MULTI_LINE_TEXT');
    expect(validateAnswers([single], [answer(single, 'x'.repeat(255))])).toEqual({});
    expect(validateAnswers([single], [answer(single, `  ${'x'.repeat(255)}  `)])).toEqual({});
    expect(validateAnswers([single], [answer(single, 'x'.repeat(256))])).toEqual({
      [single.id]: [answerMessages.tooLong(255)],
    });
    expect(validateAnswers([multi], [answer(multi, 'line\n'.repeat(1000))])).toEqual({});
    expect(validateAnswers([multi], [answer(multi, 'x'.repeat(5001))])).toEqual({
      [multi.id]: [answerMessages.tooLong(5000)],
    });
  });

  it('refuses answers that are not text, and responses that are not { answer }', () => {
    const single = question('SINGLE_LINE_TEXT', { required: true });
    expect(validateAnswers([single], [answer(single, 42)])).toEqual({ [single.id]: [answerMessages.text] });
    expect(validateAnswers([single], [answer(single, ['a'])])).toEqual({ [single.id]: [answerMessages.text] });
    expect(validateAnswers([single], [{ question_id: single.id, response: 'bare' }])).toEqual({
      [single.id]: [answerMessages.text],
    });
  });
});

describe('validateAnswers: choices', () => {
  const options = ['Vegan', 'Vegetarian', 'None'];

  it('takes one of the options for RADIO and DROPDOWN', () => {
    for (const type of ['RADIO', 'DROPDOWN'] as const) {
      const q = question(type, { options, required: true });
      expect(validateAnswers([q], [answer(q, 'Vegan')])).toEqual({});
      expect(validateAnswers([q], [answer(q, 'vegan')])).toEqual({ [q.id]: [answerMessages.choice] });
      expect(validateAnswers([q], [answer(q, 'Pescatarian')])).toEqual({ [q.id]: [answerMessages.choice] });
      expect(validateAnswers([q], [answer(q, ['Vegan'])])).toEqual({ [q.id]: [answerMessages.choice] });
    }
  });

  it('takes a list of options for CHECKBOX', () => {
    const q = question('CHECKBOX', { options });
    expect(validateAnswers([q], [answer(q, ['None', 'Vegan', 'Vegan'])])).toEqual({});
    expect(validateAnswers([q], [answer(q, ['Vegan', 'Halal'])])).toEqual({ [q.id]: [answerMessages.choices] });
    expect(validateAnswers([q], [answer(q, 'Vegan')])).toEqual({ [q.id]: [answerMessages.choices] });
    expect(validateAnswers([q], [answer(q, [1])])).toEqual({ [q.id]: [answerMessages.choices] });
  });

  it('property: any subset of the options is a valid CHECKBOX answer; anything else is not', () => {
    const q = question('CHECKBOX', { options });
    fc.assert(
      fc.property(fc.subarray(options), fc.string({ maxLength: 12 }), (picked, other) => {
        expect(validateAnswers([q], [answer(q, picked)])).toEqual({});
        const errors = validateAnswers([q], [answer(q, [...picked, other])]);
        expect(Object.keys(errors).length === 0).toBe(options.includes(other.trim()));
      }),
    );
  });
});

describe('validateAnswers: dates', () => {
  it('takes real calendar dates written YYYY-MM-DD', () => {
    const q = question('DATE', { required: true });
    expect(validateAnswers([q], [answer(q, '2026-02-28')])).toEqual({});
    expect(validateAnswers([q], [answer(q, '2024-02-29')])).toEqual({});
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-05', '05/01/2026', '2026-05-01T10:00:00Z', 20260501]) {
      expect(validateAnswers([q], [answer(q, bad)]), String(bad)).toEqual({ [q.id]: [answerMessages.date] });
    }
  });

  it('property: every day of the calendar round-trips', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (date) => {
          expect(isIsoDate(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });
});

describe('validateAnswers: addresses', () => {
  it('accepts a complete address with an optional second line and region', () => {
    const q = question('ADDRESS', { required: true });
    expect(validateAnswers([q], [address(q, fullAddress)])).toEqual({});
  });

  it('names each missing or wrong line of a required address', () => {
    const q = question('ADDRESS', { required: true });
    const errors = validateAnswers(
      [q],
      [address(q, { address_line_1: 'x'.repeat(256), city: 'Cork', country: 'Ireland', zip_or_postal_code: 7 })],
    );
    expect(errors).toEqual({
      [`${q.id}.address_line_1`]: [answerMessages.tooLong(255)],
      [`${q.id}.zip_or_postal_code`]: [answerMessages.text],
      [`${q.id}.country`]: [answerMessages.country],
    });
  });

  it('lets an optional address stay empty, but not half filled', () => {
    const q = question('ADDRESS');
    expect(validateAnswers([q], [address(q, {})])).toEqual({});
    expect(validateAnswers([q], [address(q, { address_line_2: '  ' })])).toEqual({});
    expect(validateAnswers([q], [address(q, { city: 'Galway' })])).toEqual({
      [`${q.id}.address_line_1`]: [answerMessages.addressLine],
      [`${q.id}.zip_or_postal_code`]: [answerMessages.addressLine],
      [`${q.id}.country`]: [answerMessages.addressLine],
    });
    expect(validateAnswers([q], [address(q, 'Galway' as never)])).toEqual({ [q.id]: [answerMessages.address] });
  });
});

describe('normaliseAnswer', () => {
  it('stores trimmed text, options in their order, and a tidy address; nothing for empty answers', () => {
    expect(normaliseAnswer({ type: 'SINGLE_LINE_TEXT', options: [] }, { answer: '  Ada ' })).toBe('Ada');
    expect(normaliseAnswer({ type: 'SINGLE_LINE_TEXT', options: [] }, { answer: ' ' })).toBeNull();
    expect(normaliseAnswer({ type: 'CHECKBOX', options: ['A', 'B', 'C'] }, { answer: ['C', 'A', 'C'] })).toEqual([
      'A',
      'C',
    ]);
    expect(normaliseAnswer({ type: 'ADDRESS', options: [] }, fullAddress)).toEqual({
      address_line_1: '1 Main Street',
      city: 'Dublin',
      zip_or_postal_code: 'D01 F5P2',
      country: 'IE',
    });
    expect(normaliseAnswer({ type: 'RADIO', options: ['A'] }, { answer: 'Z' })).toBeNull();
  });
});
