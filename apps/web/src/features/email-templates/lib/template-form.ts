import type { TEmailTemplate, TEmailTemplateDefault } from '@marquee/core';

/** The editor's fields; the type is fixed by where the editor was opened. */
export type TEmailTemplateFormValues = {
  subject: string;
  /** Liquid source inside the rich-text field's HTML. */
  body: string;
  cta_label: string;
  is_active: boolean;
};

export const valuesOfTemplate = (template: TEmailTemplate): TEmailTemplateFormValues => ({
  subject: template.subject,
  body: template.body,
  cta_label: template.cta.label,
  is_active: template.is_active,
});

/** A new template starts from the type's built-in wording and is switched on. */
export const valuesOfDefault = (wording: TEmailTemplateDefault | undefined): TEmailTemplateFormValues => ({
  subject: wording?.subject ?? '',
  body: wording?.body ?? '',
  cta_label: wording?.cta.label ?? '',
  is_active: true,
});

/**
 * Where a server field error goes on the form: the API names the button text `cta_label` in requests, and may name
 * it after the response's `cta.label`.
 */
export const formFieldOfApiPath = (path: string): string => (path === 'cta.label' ? 'cta_label' : path);
