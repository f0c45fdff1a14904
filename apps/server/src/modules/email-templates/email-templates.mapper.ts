import { EMAIL_TEMPLATE_CTA_URL_TOKEN, type TEmailTemplate } from '@marquee/core';
import type { EmailTemplateRow } from './email-templates.repository';

export function toEmailTemplate(row: EmailTemplateRow): TEmailTemplate {
  return {
    id: row.id,
    template_type: row.templateType,
    scope: row.eventId === null ? 'ORGANIZER' : 'EVENT',
    organizer_id: row.organizerId,
    event_id: row.eventId,
    subject: row.subject,
    body: row.body,
    cta: { label: row.ctaLabel, url_token: EMAIL_TEMPLATE_CTA_URL_TOKEN[row.templateType] },
    engine: 'liquid',
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
