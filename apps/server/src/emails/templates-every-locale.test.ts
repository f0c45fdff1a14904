import { DEFAULT_LOCALE, formatMoney, orderBreakdown, SUPPORTED_LOCALES, toIntlLocale } from '@marquee/core';
import type { TLocale } from '@marquee/core';
import { describe, expect, it, vi } from 'vitest';
import { richTextToPlainText } from '../lib/rich-text';
import type { RenderedEmail } from './layout';
import { en } from './messages/en';
import type { MessageKey } from './messages/en';
import { templates } from './registry';
import type { TemplateData, TemplateName } from './registry';
import { renderEmail } from './render-email';
import type * as translator from './translator';
import { SAMPLE_APP, samplesOf } from './template-samples';

// Every message a rendering looks up, to show the samples reach each one.
const usedKeys = vi.hoisted(() => new Set<string>());
vi.mock('./translator', async (importOriginal) => {
  const actual = await importOriginal<typeof translator>();
  return {
    ...actual,
    createTranslator: (
      input: Parameters<typeof actual.createTranslator>[0],
    ): ReturnType<typeof actual.createTranslator> => {
      const translate = actual.createTranslator(input);
      return (key, values) => {
        usedKeys.add(key);
        return translate(key, values);
      };
    },
  };
});

const APP = { ...SAMPLE_APP, supportEmail: 'help@tickets.example.com' } as const;
const TEMPLATE_NAMES = Object.keys(templates) as TemplateName[];

/**
 * What each template prints of its data, as given (names, URLs, codes) or as the recipient's locale formats it
 * (money). Typed per template, so a new template says what of its data a reader must find.
 */
type Printed = { [K in TemplateName]: (data: TemplateData[K], intlLocale: string) => (string | null | undefined)[] };

const money = (minor: number, currency: string, intlLocale: string) => formatMoney(minor, currency, intlLocale);
const orderTotal = (data: TemplateData['order_confirmation' | 'order_notification'], intlLocale: string) =>
  money(orderBreakdown(data.orderLines).total, data.currency, intlLocale);
/** The names on an order's lines and of its taxes and fees (those the breakdown keeps: free units carry none). */
const lineNames = (data: TemplateData['order_confirmation' | 'order_notification']) =>
  data.orderLines.flatMap((line) => [
    line.item_name,
    line.price_label,
    ...(line.price_per_unit > 0 ? line.taxes_and_fees.map((entry) => entry.name) : []),
  ]);

const PRINTED: Printed = {
  smtp_test: (data) => [data.mailServer],
  email_verification: (data) => [data.firstName, data.confirmUrl, data.code],
  password_reset: (data) => [data.firstName, data.resetUrl],
  user_invitation: (data) => [data.firstName, data.inviterName, data.accountName, data.acceptUrl],
  email_change_confirmation: (data) => [data.firstName, data.newEmail, data.confirmUrl],
  email_change_notice: (data) => [data.firstName, data.newEmail],
  password_changed: (data) => [data.firstName, `${APP.frontendUrl}/auth/forgot-password`],
  webhook_disabled: (data) => [data.firstName, data.url, data.manageUrl],
  registration_attempt: (data) => [
    data.firstName,
    `${APP.frontendUrl}/auth/login`,
    `${APP.frontendUrl}/auth/forgot-password`,
  ],
  order_confirmation: (data, intlLocale) => [
    data.firstName,
    data.eventTitle,
    data.location,
    data.orderShortId,
    data.promoCode,
    ...lineNames(data),
    orderTotal(data, intlLocale),
    data.status === 'AWAITING_OFFLINE_PAYMENT' ? richTextToPlainText(data.offlinePaymentInstructions) : null,
    data.orderUrl,
    data.printUrl,
    ...(data.tickets ?? []).flatMap((ticket) => [ticket.name, ticket.url]),
  ],
  organizer_contact: (data) => [data.senderName, data.senderEmail, data.organizerName, data.message, data.pageUrl],
  order_payment_issue: (data, intlLocale) => [
    data.firstName,
    data.eventTitle,
    data.orderShortId,
    data.actionUrl,
    data.kind === 'REFUNDED_AFTER_EXPIRY' ? money(data.totalGross, data.currency, intlLocale) : null,
  ],
  attendee_ticket: (data) => [
    data.firstName,
    data.buyerName,
    data.eventTitle,
    data.location,
    data.orderReference,
    // One ticket is a button; several are a list of named links.
    ...data.tickets.flatMap((ticket) => [data.tickets.length > 1 ? ticket.name : null, ticket.url]),
  ],
  order_notification: (data, intlLocale) => [
    data.eventTitle,
    data.orderShortId,
    data.buyerName,
    data.buyerEmail,
    data.promoCode,
    ...lineNames(data),
    orderTotal(data, intlLocale),
    data.manageUrl,
  ],
  order_update: (data, intlLocale) => [
    data.firstName,
    data.eventTitle,
    data.orderShortId,
    data.orderUrl,
    data.amount > 0 ? money(data.amount, data.currency, intlLocale) : null,
  ],
  order_email_changed: (data) => [
    data.firstName,
    data.eventTitle,
    data.orderShortId,
    data.newEmailHint,
    data.organizerName,
    data.contactEmail,
    data.undoUrl,
  ],
  order_email_change_confirm: (data) => [data.firstName, data.eventTitle, data.orderReference, data.confirmUrl],
  ticket_lookup: (data) => [data.lookupUrl],
  event_message: (data) => [
    data.eventTitle,
    data.subject,
    richTextToPlainText(data.messageHtml),
    data.footerHtml ? richTextToPlainText(data.footerHtml) : null,
  ],
  waitlist_joined: (data) => [data.firstName, data.eventTitle, data.productName, data.entryUrl, data.eventUrl],
  waitlist_offer: (data) => [data.firstName, data.eventTitle, data.productName, data.claimUrl, data.entryUrl],
  waitlist_offer_expired: (data) => [data.firstName, data.eventTitle, data.productName, data.eventUrl],
  waitlist_removed: (data) => [data.firstName, data.eventTitle, data.productName, data.eventUrl],
};

function printedOf<K extends TemplateName>(template: K, data: TemplateData[K], locale: TLocale): string[] {
  const printed = PRINTED[template] as (data: TemplateData[K], intlLocale: string) => (string | null | undefined)[];
  return printed(data, toIntlLocale(locale)).filter((value): value is string => Boolean(value?.trim()));
}

/** What a reader sees of the HTML version: the title, the hidden preview line, the body's words and link targets. */
function visibleHtmlText(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const body = html.slice(html.indexOf('<body'));
  return (
    [title, body]
      .join('\n')
      // A link reads as its label and its target, as the text version writes the organizer's links.
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_match, href: string, label: string) =>
        label === href ? href : `${label} (${href})`,
      )
      .replace(/<\/?(strong|em|b|i|u|s|span|code)\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, '\n')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
  );
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** An ICU argument left unformatted: `{name}` or `{count, plural, …}`. */
const UNFILLED_PLACEHOLDER = /\{\s*[\p{L}_][\p{L}\p{N}_.]*\s*(,[^{}]*)?\}/u;
/** What a missing or mistyped value prints. */
const BROKEN_VALUE = /\b(undefined|null|NaN)\b|\[object Object\]/;

/**
 * The words left of a text once the values the sample supplied (names, URLs, the organizer's own text), the app's
 * name and URL, addresses, numbers and punctuation are gone: what a translation has to say in its own language.
 */
function translatableWords(text: string, values: string[]): string[] {
  let rest = text;
  // Longest first, so a name inside a longer value does not leave half of that value behind.
  for (const value of [...values].sort((a, b) => b.length - a.length)) rest = rest.split(value).join('\n');
  return rest
    .replace(/\b(https?|mailto):\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

/**
 * The English sentences a translation must not contain: each line of the English email split at sentence
 * punctuation, with three or more words left once the supplied values are gone ("Subtotal: €50.00" or
 * "Hi Anna," are nothing to translate or too short to tell, "Your tickets are valid once payment is received" is).
 */
function englishSentences(text: string, values: string[]): string[] {
  return text
    .split(/\n|(?<=[.:;!?])\s+/)
    .map((sentence) => translatableWords(sentence, values))
    .filter((words) => words.length >= 3)
    .map((words) => words.join(' '));
}

/** The English sentences that appear, word for word, in the translated text. */
function untranslated(input: { english: string; translated: string; values: string[] }): string[] {
  const translated = ` ${translatableWords(input.translated, input.values).join(' ')} `;
  return englishSentences(input.english, input.values).filter((sentence) => translated.includes(` ${sentence} `));
}

function render<K extends TemplateName>(template: K, data: TemplateData[K], locale: TLocale): RenderedEmail {
  return renderEmail({ ...APP, template, locale, data });
}

describe.each(TEMPLATE_NAMES)('the %s email', (template) => {
  const samples = samplesOf(template);
  const english = samples.map(({ data }) => render(template, data, DEFAULT_LOCALE));

  it.each(SUPPORTED_LOCALES)('renders completely in %s', (locale) => {
    samples.forEach(({ name, data }, index) => {
      const email = render(template, data, locale);
      const label = `${template} (${name}) in ${locale}`;
      const htmlText = visibleHtmlText(email.html);

      expect(email.subject.trim(), label).not.toBe('');
      expect(email.text.trim(), label).not.toBe('');
      expect(email.html.trim(), label).not.toBe('');
      expect(email.html, label).toContain(`<html lang="${toIntlLocale(locale)}"`);
      for (const part of [email.subject, email.text, htmlText]) {
        expect(part, label).not.toMatch(UNFILLED_PLACEHOLDER);
        expect(part, label).not.toMatch(BROKEN_VALUE);
      }

      const printed = printedOf(template, data, locale);
      for (const value of printed) {
        expect(`${email.subject}\n${email.text}`, `${label} shows ${value}`).toContain(value);
        expect(oneLine(htmlText), `${label} shows ${value} in HTML`).toContain(oneLine(value));
      }

      if (locale === DEFAULT_LOCALE) return;
      const source = english[index]!;
      if (template === 'event_message')
        // The organizer's subject as typed, marked "[Test]" for a test: a word several languages share with English.
        expect(email.subject, label).toContain((data as TemplateData['event_message']).subject);
      else expect(email.subject, `${label}: the subject is still English`).not.toBe(source.subject);
      // Values as the English email printed them: money and dates are the locale's own in the translation.
      const values = [...printed, ...printedOf(template, data, DEFAULT_LOCALE), APP.appName];
      expect(untranslated({ english: source.subject, translated: email.subject, values }), label).toEqual([]);
      expect(untranslated({ english: source.text, translated: email.text, values }), label).toEqual([]);
      expect(
        untranslated({ english: visibleHtmlText(source.html), translated: htmlText, values }),
        `${label} (HTML)`,
      ).toEqual([]);
    });
  });
});

describe('the samples', () => {
  it('reach every email message of the catalogue', () => {
    usedKeys.clear();
    for (const template of TEMPLATE_NAMES)
      for (const { data } of samplesOf(template)) render(template, data, DEFAULT_LOCALE);
    // PDF, calendar and catalogue texts are not emails: their own modules' tests use them.
    const emailKeys = (Object.keys(en) as MessageKey[]).filter((key) => !/^(ticketPdf|calendar|catalogue)\./.test(key));
    expect(emailKeys.filter((key) => !usedKeys.has(key))).toEqual([]);
  });
});
