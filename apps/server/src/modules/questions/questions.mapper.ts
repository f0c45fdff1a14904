import { DEFAULT_ATTENDEE_FIELDS, type TAttendeeFields, type TQuestion } from '@marquee/core';
import type { AttendeeFieldsRow, AttendeeFieldsValues, QuestionRow } from './questions.repository';

export function toQuestion(row: QuestionRow, productIds: string[]): TQuestion {
  return {
    id: row.id,
    event_id: row.eventId,
    title: row.title,
    description: row.description,
    type: row.type,
    belongs_to: row.belongsTo,
    product_ids: productIds,
    options: row.options,
    required: row.isRequired,
    is_hidden: row.isHidden,
    order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** No stored row means the event never changed them: every field asked and required. */
export function toAttendeeFields(row: AttendeeFieldsRow | null): TAttendeeFields {
  if (!row) return DEFAULT_ATTENDEE_FIELDS;
  return {
    first_name: { is_required: row.firstNameRequired, is_hidden: row.firstNameHidden },
    last_name: { is_required: row.lastNameRequired, is_hidden: row.lastNameHidden },
    email: { is_required: row.emailRequired, is_hidden: row.emailHidden },
  };
}

export function attendeeFieldsValues(fields: TAttendeeFields): AttendeeFieldsValues {
  return {
    firstNameRequired: fields.first_name.is_required,
    firstNameHidden: fields.first_name.is_hidden,
    lastNameRequired: fields.last_name.is_required,
    lastNameHidden: fields.last_name.is_hidden,
    emailRequired: fields.email.is_required,
    emailHidden: fields.email.is_hidden,
  };
}
