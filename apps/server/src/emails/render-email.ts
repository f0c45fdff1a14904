import { toIntlLocale } from '@marquee/core';
import type { EmailTemplate, TemplateContext } from './email-template';
import { renderLayout } from './layout';
import type { RenderedEmail } from './layout';
import { templates } from './registry';
import type { TemplateData, TemplateName } from './registry';
import { createTranslator, resolveEmailLocale } from './translator';

export type RenderEmailInput<K extends TemplateName> = {
  template: K;
  /** The recipient's locale, in any casing or region ('de-AT'); unsupported ones read English. */
  locale: string;
  data: TemplateData[K];
  appName: string;
  /** The instance's public URL: shown in the footer and the base for links. */
  frontendUrl: string;
  /** PLATFORM_SUPPORT_EMAIL: where the footer tells readers to write for help; null = no such line. */
  supportEmail?: string | null;
};

/** Renders one email for one recipient: subject, HTML and plain-text bodies in their language. */
export function renderEmail<K extends TemplateName>(input: RenderEmailInput<K>): RenderedEmail {
  const locale = resolveEmailLocale(input.locale);
  const intlLocale = toIntlLocale(locale);
  const context: TemplateContext = {
    locale,
    intlLocale,
    appName: input.appName,
    frontendUrl: input.frontendUrl,
    supportEmail: input.supportEmail ?? null,
    t: createTranslator({ locale, defaults: { appName: input.appName, instanceUrl: input.frontendUrl } }),
    // UTC unless told otherwise: the server's own zone would make the same email differ between hosts.
    formatDateTime: (value, options = {}) => {
      // Intl refuses dateStyle/timeStyle next to field options (weekday, hour, ...), so they are only the default.
      const hasFields = Object.keys(options).some((key) => key !== 'timeZone');
      const styles: Intl.DateTimeFormatOptions = hasFields ? {} : { dateStyle: 'long', timeStyle: 'long' };
      return new Intl.DateTimeFormat(intlLocale, { ...styles, timeZone: 'UTC', ...options }).format(new Date(value));
    },
    formatNumber: (value, options) => new Intl.NumberFormat(intlLocale, options).format(value),
  };
  // TypeScript cannot tie templates[K] to TemplateData[K] through an indexed lookup; the registry's types guarantee it.
  const template = templates[input.template] as EmailTemplate<TemplateData[K]>;
  return renderLayout(template.build(input.data, context), context);
}
