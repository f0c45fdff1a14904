import type { Catalogue } from './en';

export const de: Catalogue = {
  'layout.footer': 'Diese E-Mail wurde von {appName} ({instanceUrl}) gesendet.',
  'layout.support': 'Fragen? Schreiben Sie an {supportEmail}.',
  'layout.buttonFallback': 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',

  'common.greeting': 'Hallo {firstName},',
  'common.greetingWithoutName': 'Hallo,',

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

  'emailVerification.subject': '{appName}: Bitte bestätigen Sie Ihre E-Mail-Adresse',
  'emailVerification.heading': 'Bestätigen Sie Ihre E-Mail-Adresse',
  'emailVerification.intro':
    'Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört, damit Sie Ihr Konto bei {appName} nutzen können.',
  'emailVerification.confirm': 'E-Mail-Adresse bestätigen',
  'emailVerification.codeIntro': 'Oder geben Sie diesen Code in {appName} ein:',
  'emailVerification.codeLabel': 'Bestätigungscode',
  'emailVerification.codeExpiry': 'Der Code ist {minutes, plural, one {# Minute} other {# Minuten}} lang gültig.',
  'emailVerification.reason':
    'Sie erhalten diese E-Mail, weil mit dieser Adresse ein Konto bei {appName} registriert wurde. Falls Sie das nicht waren, können Sie diese E-Mail ignorieren.',

  'passwordReset.subject': '{appName}: Passwort zurücksetzen',
  'passwordReset.heading': 'Passwort zurücksetzen',
  'passwordReset.intro':
    'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei {appName} zurückzusetzen. Über die Schaltfläche unten können Sie ein neues Passwort festlegen.',
  'passwordReset.action': 'Neues Passwort festlegen',
  'passwordReset.expiry': 'Dieser Link ist {minutes, plural, one {# Minute} other {# Minuten}} lang gültig.',
  'passwordReset.reason':
    'Sie erhalten diese E-Mail, weil für diese Adresse bei {appName} das Zurücksetzen des Passworts angefordert wurde. Falls Sie das nicht waren, ignorieren Sie diese E-Mail einfach: Ihr Passwort bleibt unverändert.',

  'userInvitation.subject': '{appName}: Einladung zu {accountName}',
  'userInvitation.heading': 'Ihre Einladung zu {accountName}',
  'userInvitation.introFrom': '{inviterName} hat Sie eingeladen, bei {accountName} auf {appName} mitzuarbeiten.',
  'userInvitation.intro': 'Sie wurden eingeladen, bei {accountName} auf {appName} mitzuarbeiten.',
  'userInvitation.roleAdmin':
    'Ihre Rolle: Administrator. Sie können alles verwalten, einschließlich des Teams und der Einstellungen.',
  'userInvitation.roleOrganizer':
    'Ihre Rolle: Organisator. Sie können Veranstalter und deren Veranstaltungen verwalten.',
  'userInvitation.accept': 'Einladung annehmen',
  'userInvitation.expiry': 'Die Einladung ist {days, plural, one {# Tag} other {# Tage}} lang gültig.',
  'userInvitation.reason':
    'Sie erhalten diese E-Mail, weil diese Adresse zu {accountName} auf {appName} eingeladen wurde. Falls Sie keine Einladung erwartet haben, können Sie diese E-Mail ignorieren.',

  'emailChangeConfirmation.subject': '{appName}: Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
  'emailChangeConfirmation.heading': 'Bestätigen Sie Ihre neue E-Mail-Adresse',
  'emailChangeConfirmation.intro':
    'Sie möchten sich bei {appName} künftig mit {newEmail} anmelden. Bitte bestätigen Sie, dass diese Adresse Ihnen gehört.',
  'emailChangeConfirmation.confirm': 'Neue Adresse bestätigen',
  'emailChangeConfirmation.expiry':
    'Dieser Link ist {hours, plural, one {# Stunde} other {# Stunden}} lang gültig. Bis zur Bestätigung melden Sie sich weiterhin mit Ihrer bisherigen Adresse an.',
  'emailChangeConfirmation.reason':
    'Sie erhalten diese E-Mail, weil diese Adresse als Anmelde-E-Mail eines Kontos bei {appName} eingetragen werden soll. Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; es ändert sich nichts.',

  'emailChangeNotice.subject': '{appName}: Änderung Ihrer Anmelde-E-Mail angefordert',
  'emailChangeNotice.heading': 'Änderung Ihrer Anmelde-E-Mail angefordert',
  'emailChangeNotice.intro':
    'Wir haben eine Anfrage erhalten, die Anmelde-E-Mail Ihres Kontos bei {appName} in {newEmail} zu ändern.',
  'emailChangeNotice.pending':
    'Solange die Änderung nicht über die neue Adresse bestätigt wurde, ändert sich nichts: Sie melden sich weiterhin mit dieser Adresse an.',
  'emailChangeNotice.ifNotYou':
    'Wenn Sie das waren, müssen Sie nichts weiter tun. Falls nicht, ändern Sie bitte sofort Ihr Passwort und wenden Sie sich an Ihren Administrator.',
  'emailChangeNotice.reason':
    'Sie erhalten diesen Sicherheitshinweis, weil dies die Anmelde-E-Mail Ihres Kontos bei {appName} ist.',

  'webhookDisabled.subject': '{appName}: Ein Webhook wurde abgeschaltet',
  'webhookDisabled.heading': 'Ein Webhook wurde abgeschaltet',
  'webhookDisabled.intro': 'Wir senden keine Webhooks mehr an {url}.',
  'webhookDisabled.reason': 'Grund: {reason}',
  'webhookDisabled.next':
    'Zustellungen, die nicht gesendet werden konnten, bleiben 30 Tage erhalten. Beheben Sie den Empfänger, schalten Sie den Webhook wieder ein und senden Sie die fehlgeschlagenen Zustellungen aus dem Zustellprotokoll erneut.',
  'webhookDisabled.open': 'Webhooks öffnen',

  'passwordChanged.subject': '{appName}: Ihr Passwort wurde geändert',
  'passwordChanged.heading': 'Ihr Passwort wurde geändert',
  'passwordChanged.intro': 'Das Passwort Ihres Kontos bei {appName} wurde am {changedAt} geändert.',
  'passwordChanged.sessions':
    'Zu Ihrer Sicherheit wurden alle anderen Sitzungen abgemeldet. Auf Ihren anderen Geräten müssen Sie sich daher eventuell erneut anmelden.',
  'passwordChanged.ifNotYou':
    'Wenn Sie das Passwort selbst geändert haben, müssen Sie nichts weiter tun. Falls nicht, setzen Sie Ihr Passwort bitte sofort zurück.',
  'passwordChanged.reset': 'Passwort zurücksetzen',
  'passwordChanged.reason':
    'Sie erhalten diesen Sicherheitshinweis, weil das Passwort Ihres Kontos bei {appName} geändert wurde.',

  'eventMessage.testSubject': '[Test] {subject}',
  'eventMessage.reason':
    'Sie erhalten diese Nachricht vom Veranstalter von {eventTitle}, weil Sie ein Ticket oder eine Bestellung dafür haben.',
  'eventMessage.reasonCopy': 'Dies ist Ihre Kopie einer Nachricht an die Käufer und Teilnehmer von {eventTitle}.',
  'eventMessage.reasonTest': 'Dies ist ein Test einer Nachricht zu {eventTitle}. Sie wurde nur an Sie gesendet.',

  'ticketPdf.documentTitle': 'Tickets für {eventTitle}',
  'ticketPdf.attendee': 'Teilnehmer',
  'ticketPdf.guest': 'Gast',
  'ticketPdf.free': 'Kostenlos',
  'ticketPdf.statusValid': 'Status: Gültig',
  'ticketPdf.statusAwaitingPayment': 'Status: Zahlung ausstehend',
  'ticketPdf.code': 'Ticketcode: am Eingang vorzeigen',
  'ticketPdf.order': 'Bestellung {reference}',
  'ticketPdf.online': 'Online-Veranstaltung',
};
