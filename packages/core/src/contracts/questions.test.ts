import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ATTENDEE_FIELDS,
  ZCreateQuestion,
  ZPatchAttendeeFields,
  ZSortQuestions,
  attendeeFieldsProblems,
  dedupeQuestionOptions,
  mergeAttendeeFields,
  questionShapeProblems,
} from './questions';

const PRODUCT = '7a1c1e5e-0000-4000-8000-000000000001';

const paths = (body: Record<string, unknown>) => {
  const result = ZCreateQuestion.safeParse({ title: 'Diet', type: 'SINGLE_LINE_TEXT', belongs_to: 'ORDER', ...body });
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))].sort();
};

describe('question bodies', () => {
  it('needs options for choice types and refuses them for the others', () => {
    for (const type of ['CHECKBOX', 'RADIO', 'DROPDOWN']) {
      expect(paths({ type }), type).toEqual(['options']);
      expect(paths({ type, options: [] }), type).toEqual(['options']);
      expect(paths({ type, options: ['Yes'] }), type).toEqual([]);
    }
    for (const type of ['ADDRESS', 'SINGLE_LINE_TEXT', 'MULTI_LINE_TEXT', 'DATE']) {
      expect(paths({ type, options: ['Yes'] }), type).toEqual(['options']);
      expect(paths({ type, options: [] }), type).toEqual([]);
      expect(paths({ type, options: null }), type).toEqual([]);
    }
    expect(paths({ type: 'PHONE' })).toEqual(['type']);
  });

  it('links PRODUCT questions to products and ORDER questions to none', () => {
    expect(paths({ belongs_to: 'PRODUCT' })).toEqual(['product_ids']);
    expect(paths({ belongs_to: 'PRODUCT', product_ids: [PRODUCT] })).toEqual([]);
    expect(paths({ belongs_to: 'ORDER', product_ids: [PRODUCT] })).toEqual(['product_ids']);
    expect(paths({ belongs_to: 'PRODUCT', product_ids: ['nope'] })).toEqual(['product_ids.0']);
  });

  it('trims options and drops repeats, whatever their case', () => {
    const parsed = ZCreateQuestion.parse({
      title: ' T-shirt size ',
      type: 'RADIO',
      belongs_to: 'ORDER',
      options: [' S ', 'M', 's', 'M', 'L'],
    });
    expect(parsed.title).toBe('T-shirt size');
    expect(parsed.options).toEqual(['S', 'M', 'L']);
    expect(dedupeQuestionOptions(['Yes', 'YES', ' yes'])).toEqual(['Yes']);
    expect(paths({ type: 'RADIO', options: ['   '] })).toContain('options.0');
  });

  it('bounds lengths', () => {
    expect(paths({ title: 'x'.repeat(256), description: 'y'.repeat(10_001) })).toEqual(['description', 'title']);
    expect(paths({ title: '  ' })).toEqual(['title']);
    expect(paths({ type: 'RADIO', options: ['x'.repeat(256)] })).toEqual(['options.0']);
  });

  it('applies the same rules to a merged update', () => {
    expect(questionShapeProblems({ type: 'DATE', belongs_to: 'ORDER', options: ['a'] })).toHaveLength(1);
    expect(questionShapeProblems({ type: 'RADIO', belongs_to: 'PRODUCT', product_ids: [] })).toHaveLength(2);
  });

  it('sorts with a non-empty list of ids and orders', () => {
    expect(ZSortQuestions.safeParse([{ id: PRODUCT, order: 0 }]).success).toBe(true);
    expect(ZSortQuestions.safeParse([]).success).toBe(false);
    expect(ZSortQuestions.safeParse([{ id: PRODUCT, order: -1 }]).success).toBe(false);
  });
});

describe('attendee fields', () => {
  it('asks every field, required, by default', () => {
    expect(attendeeFieldsProblems(DEFAULT_ATTENDEE_FIELDS)).toEqual([]);
  });

  it('merges a patch field by field', () => {
    const patch = ZPatchAttendeeFields.parse({ last_name: { is_required: false, is_hidden: true } });
    expect(mergeAttendeeFields(DEFAULT_ATTENDEE_FIELDS, patch)).toEqual({
      ...DEFAULT_ATTENDEE_FIELDS,
      last_name: { is_required: false, is_hidden: true },
    });
    expect(ZPatchAttendeeFields.safeParse({ phone: { is_hidden: true } }).success).toBe(false);
    expect(ZPatchAttendeeFields.safeParse({ email: { is_optional: true } }).success).toBe(false);
  });

  it('refuses a hidden required field and a hidden email', () => {
    const problems = attendeeFieldsProblems({
      first_name: { is_required: true, is_hidden: true },
      last_name: { is_required: false, is_hidden: true },
      email: { is_required: false, is_hidden: true },
    });
    expect(problems.map((problem) => problem.path.join('.'))).toEqual(['first_name.is_required', 'email.is_hidden']);
    expect(
      attendeeFieldsProblems({ ...DEFAULT_ATTENDEE_FIELDS, email: { is_required: false, is_hidden: false } }),
    ).toEqual([]);
  });
});
