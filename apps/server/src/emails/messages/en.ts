/**
 * English email strings: the complete catalogue every other locale falls back to, key by key.
 * ICU MessageFormat, plain text only (no markup: the layout escapes everything and builds the HTML).
 * `{appName}` and `{instanceUrl}` are available in every message.
 */
export const en = {
  'layout.footer': 'This email was sent by {appName} ({instanceUrl}).',
  'layout.buttonFallback': 'If the button does not work, copy this link into your browser:',

  'smtpTest.subject': '{appName}: your email settings work',
  'smtpTest.heading': 'Your email settings work',
  'smtpTest.intro': 'This is a test message from {appName}. If you can read it, this instance can send email.',
  'smtpTest.instance': 'Instance',
  'smtpTest.sentAt': 'Sent',
  'smtpTest.mailServer': 'Mail server',
  'smtpTest.open': 'Open {appName}',
  'smtpTest.reason':
    'You received this email because someone who runs {appName} started the email test. There is nothing else to do.',
} satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
/** A translation: any subset of the English keys, nothing else. */
export type Catalogue = Partial<Record<MessageKey, string>>;
