import { z } from 'zod';

/**
 * Checkout questions (spec §8) and the built-in attendee fields of an event
 * (docs/decisions/022-questions-and-attendee-fields.md). Answers arrive with orders (issue 6); their
 * validation lives in `domain/answers.ts`.
 */

export const QUESTION_TYPES = [
  'ADDRESS',
  'SINGLE_LINE_TEXT',
  'MULTI_LINE_TEXT',
  'CHECKBOX',
  'RADIO',
  'DROPDOWN',
  'DATE',
] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];

/** Types whose answers are picked from `options`. */
export const CHOICE_QUESTION_TYPES = ['CHECKBOX', 'RADIO', 'DROPDOWN'] as const satisfies readonly TQuestionType[];
export const isChoiceQuestionType = (type: TQuestionType): boolean =>
  (CHOICE_QUESTION_TYPES as readonly TQuestionType[]).includes(type);

/** ORDER: asked once per order. PRODUCT: asked for every ticket (or add-on) of the linked products. */
export const QUESTION_BELONGS_TO = ['ORDER', 'PRODUCT'] as const;
export type TQuestionBelongsTo = (typeof QUESTION_BELONGS_TO)[number];

export const MAX_QUESTION_OPTIONS = 100;
export const MAX_QUESTION_PRODUCTS = 500;
export const QUESTION_OPTION_MAX_LENGTH = 255;

export const ZQuestion = z
  .object({
    id: z.uuid(),
    event_id: z.uuid(),
    title: z.string(),
    /** Sanitised HTML. */
    description: z.string().nullable(),
    type: z.enum(QUESTION_TYPES),
    belongs_to: z.enum(QUESTION_BELONGS_TO),
    /** The products a PRODUCT question is asked for; empty for ORDER questions. */
    product_ids: z.array(z.uuid()),
    /** The choices of CHECKBOX, RADIO and DROPDOWN; empty for the other types. */
    options: z.array(z.string()),
    required: z.boolean(),
    is_hidden: z.boolean(),
    order: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Question' });
export type TQuestion = z.infer<typeof ZQuestion>;

/** Trimmed options without repeats; two spellings differing only in case count as one (the first is kept). */
export function dedupeQuestionOptions(options: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const option of options) {
    const trimmed = option.trim();
    const key = trimmed.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

const questionFields = {
  title: z.string().trim().min(1, { error: 'Enter the question.' }).max(255),
  description: z.string().max(10_000).nullable().optional(),
  type: z.enum(QUESTION_TYPES),
  belongs_to: z.enum(QUESTION_BELONGS_TO),
  required: z.boolean().optional(),
  is_hidden: z.boolean().optional(),
  options: z
    .array(z.string().trim().min(1, { error: 'An option cannot be empty.' }).max(QUESTION_OPTION_MAX_LENGTH))
    .max(MAX_QUESTION_OPTIONS, { error: `At most ${MAX_QUESTION_OPTIONS} options.` })
    .overwrite(dedupeQuestionOptions)
    .nullable()
    .optional(),
  product_ids: z
    .array(z.uuid())
    .max(MAX_QUESTION_PRODUCTS, { error: `At most ${MAX_QUESTION_PRODUCTS} products.` })
    .nullable()
    .optional(),
};

/** The fields the cross-field rules look at: a create body, or an update merged over the stored question. */
export type TQuestionShape = {
  type: TQuestionType;
  belongs_to: TQuestionBelongsTo;
  options?: readonly string[] | null;
  product_ids?: readonly string[] | null;
};

export type TQuestionShapeProblem = { path: string[]; message: string };

/**
 * Choice types need options and the others take none; PRODUCT questions name at least one product and
 * ORDER questions none. Shared by the create schema and the server's merged update, like products.
 */
export function questionShapeProblems(question: TQuestionShape): TQuestionShapeProblem[] {
  const problems: TQuestionShapeProblem[] = [];
  const options = question.options ?? [];
  const productIds = question.product_ids ?? [];
  if (isChoiceQuestionType(question.type)) {
    if (options.length === 0) problems.push({ path: ['options'], message: 'Add at least one option to choose from.' });
  } else if (options.length > 0) {
    problems.push({ path: ['options'], message: 'Only checkbox, radio and dropdown questions have options.' });
  }
  if (question.belongs_to === 'PRODUCT' && productIds.length === 0) {
    problems.push({ path: ['product_ids'], message: 'Choose the products this question is asked for.' });
  }
  if (question.belongs_to === 'ORDER' && productIds.length > 0) {
    problems.push({ path: ['product_ids'], message: 'An order question is asked once per order, not per product.' });
  }
  return problems;
}

export const ZCreateQuestion = z
  .object(questionFields)
  .superRefine((value, context) => {
    for (const problem of questionShapeProblems(value)) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  })
  .meta({ id: 'CreateQuestion' });
export type TCreateQuestion = z.input<typeof ZCreateQuestion>;

/**
 * Fields left out keep their value, and the cross-field rules are checked on the result. Changing to a
 * type without options drops the stored options unless new ones are sent (which is then a 422).
 */
export const ZUpdateQuestion = z.object(questionFields).partial().meta({ id: 'UpdateQuestion' });
export type TUpdateQuestion = z.input<typeof ZUpdateQuestion>;

/** `POST /events/{id}/questions/sort`: each listed question takes its `order`; the others keep theirs. */
export const ZSortQuestions = z
  .array(z.object({ id: z.uuid(), order: z.number().int().min(0).max(1_000_000) }))
  .min(1, { error: 'List at least one question.' })
  .max(1000)
  .meta({ id: 'SortQuestions' });
export type TSortQuestions = z.input<typeof ZSortQuestions>;

// ---------------------------------------------------------------------------------------------------------------
// Built-in attendee fields
// ---------------------------------------------------------------------------------------------------------------

export const ATTENDEE_FIELD_NAMES = ['first_name', 'last_name', 'email'] as const;
export type TAttendeeFieldName = (typeof ATTENDEE_FIELD_NAMES)[number];

const ZAttendeeField = z.object({ is_required: z.boolean(), is_hidden: z.boolean() }).meta({ id: 'AttendeeField' });
export type TAttendeeField = z.infer<typeof ZAttendeeField>;

/**
 * How checkout asks each ticket holder's details when the event collects them per ticket. The buyer's own
 * name and email are always asked: the order confirmation and tickets go to that address.
 */
export const ZAttendeeFields = z
  .object({ first_name: ZAttendeeField, last_name: ZAttendeeField, email: ZAttendeeField })
  .meta({ id: 'AttendeeFields' });
export type TAttendeeFields = z.infer<typeof ZAttendeeFields>;

export const DEFAULT_ATTENDEE_FIELDS: TAttendeeFields = {
  first_name: { is_required: true, is_hidden: false },
  last_name: { is_required: true, is_hidden: false },
  email: { is_required: true, is_hidden: false },
};

/** PATCH body: any field, any flag; merged over the current configuration, then checked as a whole. */
export const ZPatchAttendeeFields = z
  .object({
    first_name: ZAttendeeField.partial().strict().optional(),
    last_name: ZAttendeeField.partial().strict().optional(),
    email: ZAttendeeField.partial().strict().optional(),
  })
  .strict()
  .meta({ id: 'PatchAttendeeFields' });
export type TPatchAttendeeFields = z.input<typeof ZPatchAttendeeFields>;

/**
 * A hidden field cannot be required, and the attendee email cannot be hidden: every ticket is emailed to
 * its holder (an optional email that is left empty falls back to the buyer's address).
 */
export function attendeeFieldsProblems(fields: TAttendeeFields): TQuestionShapeProblem[] {
  const problems: TQuestionShapeProblem[] = [];
  for (const name of ATTENDEE_FIELD_NAMES) {
    if (fields[name].is_hidden && fields[name].is_required) {
      problems.push({ path: [name, 'is_required'], message: 'A hidden field cannot be required.' });
    }
  }
  if (fields.email.is_hidden) {
    problems.push({
      path: ['email', 'is_hidden'],
      message: 'Tickets are emailed to each attendee, so the email field stays visible. Make it optional instead.',
    });
  }
  return problems;
}

export function mergeAttendeeFields(current: TAttendeeFields, patch: z.output<typeof ZPatchAttendeeFields>) {
  const next: TAttendeeFields = { ...current };
  for (const name of ATTENDEE_FIELD_NAMES) next[name] = { ...current[name], ...patch[name] };
  return next;
}
