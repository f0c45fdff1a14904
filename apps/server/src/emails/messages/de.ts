import type { Catalogue } from './en';

export const de: Catalogue = {
  'layout.footer': 'Diese E-Mail wurde von {appName} ({instanceUrl}) gesendet.',
  'layout.buttonFallback': 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',

  'smtpTest.subject': '{appName}: Ihre E-Mail-Einstellungen funktionieren',
  'smtpTest.heading': 'Ihre E-Mail-Einstellungen funktionieren',
  'smtpTest.intro':
    'Dies ist eine Testnachricht von {appName}. Wenn Sie sie lesen können, kann diese Instanz E-Mails versenden.',
  'smtpTest.instance': 'Instanz',
  'smtpTest.sentAt': 'Gesendet',
  'smtpTest.mailServer': 'Mailserver',
  'smtpTest.open': '{appName} öffnen',
  'smtpTest.reason':
    'Sie erhalten diese E-Mail, weil jemand, der {appName} betreibt, den E-Mail-Test gestartet hat. Sie müssen nichts weiter tun.',
};
