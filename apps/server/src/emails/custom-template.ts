import {
  EMAIL_TEMPLATE_HTML_TOKENS,
  EMAIL_TEMPLATE_TOKENS,
  escapeHtml,
  formatMoney,
  type TEmailTemplateType,
  type TErrorDetail,
} from '@marquee/core';
import { Liquid, type FS } from 'liquidjs';
import type { EmailBlock, TemplateContext } from './email-template';

/**
 * An organizer's own wording of a buyer email (decision 165), rendered with Liquid when the email is built, so dates
 * and amounts read in the recipient's language like the built-in emails.
 */

/** The facts a template's variables are drawn from, as raw values (they travel through the job queue as JSON). */
export type EmailTemplateFacts = {
  event: {
    title: string;
    /** ISO strings. */
    start: string;
    end: string | null;
    timezone: string;
    fullAddress: string | null;
    /** Sanitised rich text. */
    descriptionHtml: string | null;
  };
  order: {
    url: string;
    number: string;
    total: number;
    currency: string;
    /** ISO string. */
    date: string;
    firstName: string;
    lastName: string;
    email: string;
    isAwaitingOfflinePayment: boolean;
  };
  organizer: { name: string; email: string };
  settings: {
    supportEmail: string | null;
    offlinePaymentInstructionsHtml: string | null;
    postCheckoutMessageHtml: string | null;
  };
  attendee?: { name: string; email: string };
  ticket?: { name: string; price: number; url: string };
};

/** What a buyer email carries when a template applies: the organizer's source and the facts to fill it with. */
export type CustomEmailTemplate = {
  templateType: TEmailTemplateType;
  subject: string;
  body: string;
  ctaLabel: string;
  facts: EmailTemplateFacts;
};

/**
 * The organizer's rich text (already sanitised), written into the body as HTML; everything else a variable holds is
 * escaped. The layout sanitises the whole body again.
 */
class TrustedHtml {
  constructor(readonly html: string) {}
  toString() {
    return this.html;
  }
}

/** Templates are text from the database: no include, render or layout may reach a file. */
const NO_FILES: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async () => {
    throw new Error('Templates cannot include files.');
  },
  readFileSync: () => {
    throw new Error('Templates cannot include files.');
  },
  resolve: (_root, file) => file,
};

const LIMITS = {
  strictFilters: true,
  ownPropertyOnly: true,
  fs: NO_FILES,
  relativeReference: false,
  // A template cannot stall the email worker or fill its memory (a loop over a huge range, a giant string).
  parseLimit: 100_000,
  renderLimit: 200,
  memoryLimit: 5_000_000,
} as const;

const htmlEngine = new Liquid({
  ...LIMITS,
  outputEscape: (value: unknown) =>
    value instanceof TrustedHtml ? value.html : escapeHtml(value === null || value === undefined ? '' : String(value)),
});
/** The subject is plain text: nothing to escape, and the organizer's rich text reads as its words. */
const textEngine = new Liquid({
  ...LIMITS,
  outputEscape: (value: unknown) =>
    value instanceof TrustedHtml ? stripTags(value.html) : value === null || value === undefined ? '' : String(value),
});

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const ENTITIES: Record<string, string> = {
  '&gt;': '>',
  '&lt;': '<',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The body is rich text: its editor saves `{% if a > b %}` as `{% if a &gt; b %}`. Inside Liquid's delimiters the
 * entities are turned back into the characters they stand for, so the tags read as written; outside them, HTML stays
 * HTML.
 */
export function liquidSource(html: string): string {
  return html.replace(/\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g, (tag) =>
    tag.replace(/&(?:gt|lt|amp|quot|#39|nbsp);/g, (entity) => ENTITIES[entity]!),
  );
}

/** A problem with a template's source, named for its field. */
export type TemplateProblem = { detail: TErrorDetail; message: string };

/**
 * Why a template's source cannot be used, or null: a Liquid syntax error, or a variable its type does not offer
 * (a typo would otherwise print nothing in every buyer's email).
 */
export function findTemplateProblem(source: string, templateType: TEmailTemplateType): TemplateProblem | null {
  let variables: string[];
  const liquid = liquidSource(source);
  try {
    htmlEngine.parse(liquid);
    variables = htmlEngine.globalFullVariablesSync(liquid);
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return {
      detail: { code: 'template_syntax', params: { detail } },
      message: `The template cannot be read: ${detail}`,
    };
  }
  const allowed = new Set(EMAIL_TEMPLATE_TOKENS[templateType]);
  const unknown = variables.find((variable) => !allowed.has(variable));
  if (unknown !== undefined)
    return {
      detail: { code: 'template_unknown_variable', params: { variable: unknown } },
      message: `There is no variable "${unknown}" in this email.`,
    };
  // What only rendering shows: an include (no files here), a loop past the limits.
  try {
    htmlEngine.parseAndRenderSync(liquid, placeholderVariables(templateType));
    return null;
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return {
      detail: { code: 'template_syntax', params: { detail } },
      message: `The template cannot be used: ${detail}`,
    };
  }
}

/** Every variable of the type with a stand-in value, to try a template out. */
function placeholderVariables(templateType: TEmailTemplateType): Record<string, Record<string, unknown>> {
  const variables: Record<string, Record<string, unknown>> = {};
  for (const token of EMAIL_TEMPLATE_TOKENS[templateType]) {
    const [group, name] = token.split('.') as [string, string];
    (variables[group] ??= {})[name] = name.startsWith('is_') ? false : token;
  }
  return variables;
}

/** The variables' values in the recipient's language and the event's time zone. */
function variablesOf(facts: EmailTemplateFacts, context: TemplateContext) {
  const { event, order } = facts;
  const inEventZone = (value: string, options: Intl.DateTimeFormatOptions) =>
    context.formatDateTime(value, { timeZone: event.timezone, ...options });
  const html = (value: string | null) => new TrustedHtml(value ?? '');
  const money = (minor: number) => formatMoney(minor, order.currency, context.intlLocale);
  return {
    event: {
      title: event.title,
      date: inEventZone(event.start, { dateStyle: 'full' }),
      time: inEventZone(event.start, { timeStyle: 'short' }),
      end_date: event.end ? inEventZone(event.end, { dateStyle: 'full' }) : '',
      end_time: event.end ? inEventZone(event.end, { timeStyle: 'short' }) : '',
      full_address: event.fullAddress ?? '',
      description: html(event.descriptionHtml),
      timezone: event.timezone,
    },
    order: {
      url: order.url,
      number: order.number,
      total: money(order.total),
      date: inEventZone(order.date, { dateStyle: 'long' }),
      first_name: order.firstName,
      last_name: order.lastName,
      email: order.email,
      is_awaiting_offline_payment: order.isAwaitingOfflinePayment,
    },
    organizer: { name: facts.organizer.name, email: facts.organizer.email },
    settings: {
      support_email: facts.settings.supportEmail ?? '',
      offline_payment_instructions: html(facts.settings.offlinePaymentInstructionsHtml),
      post_checkout_message: html(facts.settings.postCheckoutMessageHtml),
    },
    ...(facts.attendee ? { attendee: { name: facts.attendee.name, email: facts.attendee.email } } : {}),
    ...(facts.ticket
      ? { ticket: { name: facts.ticket.name, price: money(facts.ticket.price), url: facts.ticket.url } }
      : {}),
  };
}

/** The CTA's link: the order page for a confirmation, the (first) ticket for a ticket email. */
function ctaUrlOf(template: CustomEmailTemplate): string {
  return template.templateType === 'attendee_ticket' && template.facts.ticket
    ? template.facts.ticket.url
    : template.facts.order.url;
}

/**
 * The organizer's subject and body filled in, and the button to the order or ticket. A template that no longer renders
 * (it was saved valid, so only a limit can stop it) gives null, and the built-in email goes instead: the buyer always
 * gets their email.
 */
export function renderCustomTemplate(
  template: CustomEmailTemplate,
  context: TemplateContext,
): { subject: string; blocks: EmailBlock[] } | null {
  const variables = variablesOf(template.facts, context);
  try {
    const subject = textEngine.parseAndRenderSync(template.subject, variables).replace(/\s+/g, ' ').trim();
    const body = htmlEngine.parseAndRenderSync(liquidSource(template.body), variables);
    return {
      subject: subject || template.facts.event.title,
      blocks: [
        { type: 'richText', html: body },
        { type: 'button', label: template.ctaLabel, url: ctaUrlOf(template) },
      ],
    };
  } catch {
    return null;
  }
}

export const isHtmlToken = (token: string) => EMAIL_TEMPLATE_HTML_TOKENS.includes(token);
