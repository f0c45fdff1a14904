import type { EmailTemplate } from './email-template';
import { smtpTestTemplate } from './templates/smtp-test';

/**
 * Every email the server sends, by name. Adding one:
 *   1. write templates/<name>.ts exporting an `EmailTemplate<YourData>` (return blocks of plain text;
 *      the layout escapes them and builds the HTML and text versions),
 *   2. put its strings in messages/en.ts (translations in the other catalogues are optional, missing
 *      keys read English),
 *   3. add one line below; `TemplateData` picks up its data type from there.
 */
export const templates = {
  smtp_test: smtpTestTemplate,
} satisfies Record<string, EmailTemplate<never>>;

export type TemplateName = keyof typeof templates;
export type TemplateData = { [K in TemplateName]: Parameters<(typeof templates)[K]['build']>[0] };
