import type { TLocale } from '@marquee/core';
import type { Translate } from './translator';

/**
 * What a template produces. Blocks carry plain text only; the layout escapes every string for
 * HTML and renders the text alternative, so no template can forget to escape a value.
 */
export type EmailBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  /** A call to action; the HTML also prints the URL below the button for clients that drop buttons. */
  | { type: 'button'; label: string; url: string }
  /** A list of labelled links, such as one per ticket; each URL is printed in the text version. */
  | { type: 'links'; items: { label: string; url: string }[] }
  /** Label/value rows, such as an order summary. */
  | { type: 'details'; rows: { label: string; value: string }[] }
  /** Small print under the main content: why the recipient got this email. */
  | { type: 'note'; text: string }
  /**
   * An organizer's rich text (a message, an event's email footer). The one block that is HTML: the layout
   * runs it through the rich-text sanitiser again and writes its plain-text version itself. `muted` is small print.
   */
  | { type: 'richText'; html: string; isMuted?: boolean };

export type EmailContent = {
  subject: string;
  /** The preview line inboxes show next to the subject; hidden in the body. */
  preheader?: string;
  blocks: EmailBlock[];
  /** The event's theme accent (issue 29) for buttons and links; the product's own when absent. */
  accent?: string | null;
};

export type TemplateContext = {
  locale: TLocale;
  /** BCP 47 casing for Intl and the HTML lang attribute ('zh-CN'). */
  intlLocale: string;
  appName: string;
  frontendUrl: string;
  /** The platform's support address (PLATFORM_SUPPORT_EMAIL), shown in the footer; null when not configured. */
  supportEmail: string | null;
  t: Translate;
  /**
   * Long date and time in the recipient's locale (or the given fields); UTC unless a timeZone is given.
   * Takes ISO strings too, because template data that went through the job queue was JSON.
   */
  formatDateTime(value: Date | string, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
};

export type EmailTemplate<TData> = {
  build(data: TData, context: TemplateContext): EmailContent;
};
