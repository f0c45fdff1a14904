import type { EmailTemplate } from '../email-template';

export type SmtpTestData = {
  /** A Date, or its ISO string when the data travelled through the job queue. */
  sentAt: Date | string;
  /** Where the message went, e.g. `smtp.example.com:587`, so the operator can tell which settings were tested. */
  mailServer?: string;
};

/** Sent by `npm run mail:test -- you@example.com`: proves the instance can send mail. */
export const smtpTestTemplate: EmailTemplate<SmtpTestData> = {
  build(data, { t, frontendUrl, formatDateTime }) {
    const rows = [
      { label: t('smtpTest.instance'), value: frontendUrl },
      { label: t('smtpTest.sentAt'), value: formatDateTime(data.sentAt) },
    ];
    if (data.mailServer) rows.push({ label: t('smtpTest.mailServer'), value: data.mailServer });
    return {
      subject: t('smtpTest.subject'),
      preheader: t('smtpTest.intro'),
      blocks: [
        { type: 'heading', text: t('smtpTest.heading') },
        { type: 'paragraph', text: t('smtpTest.intro') },
        { type: 'details', rows },
        { type: 'button', label: t('smtpTest.open'), url: frontendUrl },
        { type: 'note', text: t('smtpTest.reason') },
      ],
    };
  },
};
