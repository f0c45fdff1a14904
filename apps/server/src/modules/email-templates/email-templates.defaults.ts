import {
  EMAIL_TEMPLATE_CTA_URL_TOKEN,
  escapeHtml,
  type TEmailTemplateDefault,
  type TEmailTemplateType,
} from '@marquee/core';
import { createTranslator, resolveEmailLocale } from '../../emails/translator';

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * The built-in emails' wording as Liquid, in the reader's language (decision 165): where a new template starts, so
 * an organizer edits our words instead of facing an empty page. Built from the same catalogues as the emails.
 */
export function defaultTemplates(locale: string, appName: string): TEmailTemplateDefault[] {
  const t = createTranslator({ locale: resolveEmailLocale(locale), defaults: { appName } });
  const eventTitle = '{{ event.title }}';
  const eventStart = '{{ event.date }}, {{ event.time }}';
  const build = (templateType: TEmailTemplateType, subject: string, body: string[], ctaLabel: string) => ({
    template_type: templateType,
    subject,
    body: body.join('\n'),
    cta: { label: ctaLabel, url_token: EMAIL_TEMPLATE_CTA_URL_TOKEN[templateType] },
  });
  return [
    build(
      'order_confirmation',
      t('orderConfirmation.subject', { eventTitle }),
      [
        paragraph(t('common.greeting', { firstName: '{{ order.first_name }}' })),
        '{% if order.is_awaiting_offline_payment %}',
        paragraph(t('orderConfirmation.introAwaiting', { eventTitle, eventStart })),
        paragraph(t('orderConfirmation.awaitingPayment')),
        '{{ settings.offline_payment_instructions }}',
        '{% else %}',
        paragraph(t('orderConfirmation.intro', { eventTitle, eventStart })),
        '{% endif %}',
        `<p><strong>${escapeHtml(t('orderConfirmation.order'))}:</strong> {{ order.number }}<br>` +
          `<strong>${escapeHtml(t('orderConfirmation.total'))}:</strong> {{ order.total }}</p>`,
        '{{ settings.post_checkout_message }}',
      ],
      t('orderConfirmation.viewOrder'),
    ),
    build(
      'attendee_ticket',
      t('attendeeTicket.subject', { eventTitle }),
      [
        paragraph(t('common.greeting', { firstName: '{{ attendee.name }}' })),
        paragraph(
          t('attendeeTicket.intro', {
            buyerName: '{{ order.first_name }} {{ order.last_name }}',
            eventTitle,
            eventStart,
          }),
        ),
        '{% if event.full_address != "" %}',
        `<p><strong>${escapeHtml(t('orderConfirmation.location'))}:</strong> {{ event.full_address }}</p>`,
        '{% endif %}',
        '{% if order.is_awaiting_offline_payment %}',
        paragraph(t('attendeeTicket.awaitingPayment')),
        '{% endif %}',
      ],
      t('attendeeTicket.viewTicket'),
    ),
  ];
}
