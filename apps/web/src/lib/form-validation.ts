import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { i18n } from './i18n';

/*
 * The zod contracts in @marquee/core carry English messages, written for API clients. People filling in
 * a form read them in their own language: known contract messages map to catalogue entries, anything
 * else is described from the issue's code, so a form never shows raw English in German.
 */
const CONTRACT_MESSAGES: Record<string, MessageDescriptor> = {
  'Enter a valid email address.': msg`Enter a valid email address, like name@example.com.`,
  'Enter your password.': msg`Enter your password.`,
  'Enter your first name.': msg`Enter your first name.`,
  'Enter a first name.': msg`Enter a first name.`,
  'The passwords do not match.': msg`The passwords do not match.`,
  'Choose a valid time zone.': msg`Choose a time zone from the list.`,
  'Use a 3-letter currency code.': msg`Choose a currency from the list.`,
  'Enter the account name.': msg`Enter the account name.`,
  'Enter the 5-digit code from the email.': msg`Enter the 5-digit code from the email.`,
  'Enter the URL that receives the webhooks.': msg`Enter the URL that receives the webhooks.`,
  'Choose at least one event type.': msg`Choose at least one event type.`,
  'Name the key after what uses it.': msg`Name the key after what uses it.`,
  'Enter a subject.': msg`Enter a subject.`,
  'Write the email.': msg`Write the email.`,
  'Enter the button text.': msg`Enter the button text.`,
};

type TIssue = z.core.$ZodIssue;

function describeIssue(issue: TIssue): string | null {
  switch (issue.code) {
    case 'too_small': {
      if (issue.origin !== 'string') return null;
      const minimum = Number(issue.minimum);
      return minimum <= 1 ? i18n._(msg`This field is required.`) : i18n._(msg`Use at least ${minimum} characters.`);
    }
    case 'too_big': {
      if (issue.origin !== 'string') return null;
      const maximum = Number(issue.maximum);
      return i18n._(msg`Use at most ${maximum} characters.`);
    }
    case 'invalid_format':
      return issue.format === 'email'
        ? i18n._(msg`Enter a valid email address, like name@example.com.`)
        : i18n._(msg`This doesn't look right. Check it and try again.`);
    case 'invalid_value':
      return i18n._(msg`Choose one of the options.`);
    case 'invalid_type':
      // Form values always have the right type once filled in; a wrong type means nothing was given.
      return i18n._(msg`This field is required.`);
    default:
      return null;
  }
}

/** One issue in the active language: a known contract message, else one derived from the issue's code. */
export function localizeIssue(issue: TIssue): string {
  // Length rules read the same whatever their wording in the contract ("Use at least 8 characters.").
  const known = CONTRACT_MESSAGES[issue.message];
  if (known) return i18n._(known);
  const described = describeIssue(issue);
  if (described) return described;
  // A rule added to a contract later: English readers get its own words, others a generic hint.
  return i18n.locale === 'en' ? issue.message : i18n._(msg`This doesn't look right. Check it and try again.`);
}

/** Zod issues as Mantine form errors (dotted paths, first issue per field), in the active language. */
export function issuesToFormErrors(issues: readonly TIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = localizeIssue(issue);
  }
  return errors;
}

type TResolverOptions<TValues> = {
  /** Turns form values into what the contract checks (drop fields the form shows only in some states). */
  prepare?: (values: TValues) => unknown;
  /** Rules that exist only on this form (a terms checkbox, a conditionally required field); they win. */
  extra?: (values: TValues) => FormErrors;
};

/** A Mantine `validate` function from a shared contract schema, with messages in the active language. */
export function contractResolver<TValues>(
  schema: z.ZodType,
  options: TResolverOptions<TValues> = {},
): (values: TValues) => FormErrors {
  return (values) => {
    const result = schema.safeParse(options.prepare ? options.prepare(values) : values);
    const errors = result.success ? {} : issuesToFormErrors(result.error.issues);
    for (const [path, error] of Object.entries(options.extra?.(values) ?? {})) {
      if (error) errors[path] = error;
    }
    return errors;
  };
}
