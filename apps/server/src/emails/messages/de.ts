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
  'userInvitation.heading': 'Treten Sie {accountName} auf {appName} bei',
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

  'registrationAttempt.subject': '{appName}: Jemand wollte mit Ihrer Adresse ein Konto erstellen',
  'registrationAttempt.intro':
    'Gerade hat jemand versucht, mit dieser E-Mail-Adresse ein neues Konto bei {appName} zu erstellen. Für diese Adresse gibt es bereits ein Konto. Was dabei angelegt wurde, ist nicht mit Ihrem Konto verbunden und kann Ihre Adresse nicht verwenden.',
  'registrationAttempt.ifYou': 'Wenn Sie das waren, melden Sie sich mit Ihrem bestehenden Konto an:',
  'registrationAttempt.signIn': 'Anmelden',
  'registrationAttempt.forgot': 'Passwort vergessen? Sie können ein neues festlegen:',
  'registrationAttempt.reset': 'Passwort zurücksetzen',
  'registrationAttempt.ifNotYou':
    'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Konto bleibt unverändert.',
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

  'webhookDisabled.subject': '{appName}: Ein Webhook wurde abgeschaltet',
  'webhookDisabled.heading': 'Ein Webhook wurde abgeschaltet',
  'webhookDisabled.intro': 'Wir senden keine Webhooks mehr an {url}.',
  'webhookDisabled.reason': 'Grund: {reason}',
  'webhookDisabled.causeGone':
    'Der Empfänger hat mit 410 Gone geantwortet: Er möchte keine weiteren Zustellungen erhalten.',
  'webhookDisabled.causeFailingForDays':
    'Alle Zustellungen sind {days, plural, one {# Tag} other {# Tage}} lang fehlgeschlagen.',
  'webhookDisabled.causeFailuresInARow':
    '{count, plural, one {# Zustellung ist} other {# Zustellungen sind}} nacheinander fehlgeschlagen.',
  'webhookDisabled.next':
    'Zustellungen, die nicht gesendet werden konnten, bleiben 30 Tage erhalten. Beheben Sie das Problem beim Empfänger, schalten Sie den Webhook wieder ein und senden Sie die fehlgeschlagenen Zustellungen aus dem Zustellprotokoll erneut.',
  'webhookDisabled.open': 'Webhooks öffnen',

  'orderConfirmation.subject': 'Ihre Bestellung für {eventTitle}',
  'orderConfirmation.heading': 'Vielen Dank für Ihre Bestellung',
  'orderConfirmation.intro': 'Ihre Bestellung für {eventTitle} am {eventStart} ist bestätigt.',
  'orderConfirmation.order': 'Bestellung',
  'orderConfirmation.total': 'Gesamt',
  'orderConfirmation.awaitingPayment':
    'Ihre Bestellung ist reserviert und wartet auf die Zahlung. Bitte bezahlen Sie wie unten beschrieben; Ihre Tickets sind gültig, sobald die Zahlung eingegangen ist.',

  'organizerContact.subject': 'Neue Nachricht von {senderName}',
  'organizerContact.heading': 'Sie haben eine neue Nachricht',
  'organizerContact.intro': '{senderName} hat {organizerName} über Ihre öffentliche Seite eine Nachricht gesendet.',
  'organizerContact.from': 'Von',
  'organizerContact.reply': 'Antworten Sie auf diese E-Mail, um {senderName} unter {senderEmail} zu antworten.',
  'organizerContact.viewPage': 'Ihre öffentliche Seite ansehen',
  'orderPaymentIssue.failedSubject': 'Ihre Zahlung für {eventTitle} ist fehlgeschlagen',
  'orderPaymentIssue.failedBody':
    'Ihre Kartenzahlung für {eventTitle} wurde nicht akzeptiert, daher ist Ihre Bestellung noch nicht abgeschlossen. Sie können es erneut versuchen, solange Ihre Reservierung gilt.',
  'orderPaymentIssue.retry': 'Erneut versuchen',
  'orderPaymentIssue.refundedSubject': 'Ihre Zahlung für {eventTitle} wird erstattet',
  'orderPaymentIssue.refundedBody':
    'Ihre Zahlung über {total} für {eventTitle} ist nach Ablauf Ihrer Reservierung eingegangen. Die Tickets wurden daher freigegeben, und der volle Betrag wird Ihnen erstattet.',
  'orderPaymentIssue.startAgain': 'Zur Veranstaltung',
  'orderUpdate.cancelledSubject': 'Ihre Bestellung für {eventTitle} wurde storniert',
  'orderUpdate.cancelledBody':
    'Ihre Bestellung für {eventTitle} wurde vom Veranstalter storniert. Die zugehörigen Tickets sind nicht mehr gültig.',
  'orderUpdate.cancelledRefundBody':
    'Ihre Bestellung für {eventTitle} wurde vom Veranstalter storniert. Die zugehörigen Tickets sind nicht mehr gültig, und {amount} wird Ihnen erstattet.',
  'orderUpdate.refundedSubject': 'Eine Erstattung zu Ihrer Bestellung für {eventTitle}',
  'orderUpdate.refundedBody': 'Der Veranstalter von {eventTitle} erstattet Ihnen {amount} Ihrer Bestellung.',
  'orderConfirmation.introAwaiting':
    'Ihre Bestellung für {eventTitle} am {eventStart} ist aufgegeben und wartet auf die Zahlung.',
  'orderConfirmation.status': 'Status',
  'orderConfirmation.statusCompleted': 'Abgeschlossen',
  'orderConfirmation.statusAwaiting': 'Zahlung ausstehend',
  'orderConfirmation.event': 'Veranstaltung',
  'orderConfirmation.date': 'Datum',
  'orderConfirmation.location': 'Ort',
  'orderConfirmation.discount': 'Rabatt',
  'orderConfirmation.discountWithCode': 'Rabatt ({code})',
  'orderConfirmation.subtotal': 'Zwischensumme',
  'orderConfirmation.viewOrder': 'Ihre Bestellung ansehen',
  'orderConfirmation.ticketsHeading': 'Ihre Tickets:',
  'orderConfirmation.print': 'Alle Tickets drucken',

  'attendeeTicket.subject': 'Ihr Ticket für {eventTitle}',
  'attendeeTicket.heading': '{count, plural, one {Ihr Ticket} other {Ihre Tickets}}',
  'attendeeTicket.intro': '{buyerName} hat für Sie ein Ticket für {eventTitle} am {eventStart} besorgt.',
  'attendeeTicket.awaitingPayment':
    'Die Bestellung wartet auf die Zahlung; das Ticket ist gültig, sobald die Zahlung eingegangen ist.',
  'attendeeTicket.viewTicket': 'Ihr Ticket ansehen',
  'attendeeTicket.calendarNote':
    'Mit der angehängten Kalenderdatei tragen Sie die Veranstaltung in Ihren Kalender ein.',

  'orderEmailChanged.orderSubject': 'Die E-Mail-Adresse Ihrer Bestellung für {eventTitle} wurde geändert',
  'orderEmailChanged.ticketSubject': 'Die E-Mail-Adresse Ihres Tickets für {eventTitle} wurde geändert',
  'orderEmailChanged.orderIntro':
    'Die E-Mail-Adresse der Bestellung {orderShortId} für {eventTitle} wurde in {newEmail} geändert, und die Bestellung wurde dorthin gesendet.',
  'orderEmailChanged.ticketIntro':
    'Die E-Mail-Adresse Ihres Tickets für {eventTitle} (Bestellung {orderShortId}) wurde in {newEmail} geändert, und das Ticket wurde dorthin gesendet.',
  'orderEmailChanged.linksStopped':
    'Die Links, die wir zuvor an diese Adresse gesendet haben, funktionieren nicht mehr.',
  'orderEmailChanged.requestedSubject':
    'Jemand möchte Ihre Bestellung für {eventTitle} auf eine andere E-Mail-Adresse übertragen',
  'orderEmailChanged.requestedIntro':
    'Jemand mit dem Link zur Bestellung {orderShortId} für {eventTitle} möchte sie auf {newEmail} übertragen. Es ändert sich nichts, bis diese Adresse die Änderung bestätigt.',
  'orderEmailChanged.requestedUndo':
    'Wenn Sie das nicht waren, brechen Sie die Änderung ab: Die Bestellung bleibt dann bei dieser Adresse. Nach erfolgter Änderung können Sie sie über denselben Link noch 7 Tage lang rückgängig machen.',
  'orderEmailChanged.cancelAction': 'Diese Änderung abbrechen',
  'orderEmailChanged.orderUndo':
    'Wenn Sie das nicht angefordert haben, holen Sie die Bestellung bis {undoUntil} zurück:',
  'orderEmailChanged.undoAction': 'Änderung rückgängig machen',
  'orderEmailChanged.ifNotYou':
    'Wenn Sie diese Änderung nicht angefordert haben, wenden Sie sich bitte an den Veranstalter, {organizerName}.',
  'orderEmailChanged.ifNotYouWithEmail':
    'Wenn Sie diese Änderung nicht angefordert haben, wenden Sie sich bitte an den Veranstalter, {organizerName}, unter {contactEmail}.',

  'orderEmailChangeConfirm.subject': 'Bestätigen Sie die E-Mail-Adresse Ihrer Bestellung für {eventTitle}',
  'orderEmailChangeConfirm.intro':
    'Bitte bestätigen Sie, dass die Bestellung {orderReference} für {eventTitle} ab jetzt diese E-Mail-Adresse verwenden soll. Wir senden die Bestellung und ihre Tickets dann an diese Adresse.',
  'orderEmailChangeConfirm.confirm': 'Diese Adresse bestätigen',
  'orderEmailChangeConfirm.expiry':
    'Der Link ist {hours, plural, one {# Stunde} other {# Stunden}} lang gültig; danach fordern Sie ihn auf der Bestellseite erneut an.',
  'orderEmailChangeConfirm.reason':
    'Sie erhalten diese E-Mail, weil jemand diese Adresse bei einer Bestellung eingegeben hat. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Es ändert sich nichts.',

  'ticketLookup.subject': 'Ihre Tickets',
  'ticketLookup.heading': 'Ihre Tickets',
  'ticketLookup.intro':
    'Hier ist der Link zu {count, plural, one {der mit dieser E-Mail-Adresse aufgegebenen Bestellung} other {den # mit dieser E-Mail-Adresse aufgegebenen Bestellungen}} und den zugehörigen Tickets.',
  'ticketLookup.action': 'Meine Tickets ansehen',
  'ticketLookup.expiry':
    'Der Link ist {hours, plural, one {# Stunde} other {# Stunden}} lang gültig; danach fordern Sie einen neuen an.',
  'ticketLookup.reason':
    'Sie erhalten diese E-Mail, weil jemand die Tickets dieser Adresse angefordert hat. Wenn Sie das nicht waren, können Sie sie ignorieren.',

  'orderNotification.subject': 'Neue Bestellung {orderShortId} für {eventTitle}',
  'orderNotification.heading': 'Sie haben eine neue Bestellung',
  'orderNotification.intro': 'Für {eventTitle} ist eine neue Bestellung über {total} eingegangen.',
  'orderNotification.buyer': 'Käufer',
  'orderNotification.viewOrders': 'Bestellungen ansehen',
  'orderNotification.reason':
    'Sie erhalten diese E-Mail, weil Benachrichtigungen über neue Bestellungen für diese Veranstaltung aktiviert sind. Sie können sie in den Veranstaltungseinstellungen abschalten.',

  'eventMessage.testSubject': '[Test] {subject}',
  'eventMessage.reason':
    'Sie erhalten diese Nachricht vom Veranstalter von {eventTitle}, weil Sie ein Ticket oder eine Bestellung dafür haben.',
  'eventMessage.reasonCopy': 'Dies ist Ihre Kopie einer Nachricht an die Käufer und Teilnehmer von {eventTitle}.',
  'eventMessage.reasonTest': 'Dies ist ein Test einer Nachricht zu {eventTitle}. Sie wurde nur an Sie gesendet.',

  'waitlist.event': 'Veranstaltung',
  'waitlist.ticket': 'Ticket',
  'waitlist.quantity': 'Anzahl',
  'waitlist.viewEvent': 'Zur Veranstaltung',
  'waitlist.reason': 'Sie erhalten diese E-Mail, weil Sie auf der Warteliste für {eventTitle} stehen.',
  'waitlist.reasonPast': 'Sie erhalten diese E-Mail, weil Sie auf der Warteliste für {eventTitle} standen.',

  'waitlistJoined.subject': 'Sie stehen auf der Warteliste für {eventTitle}',
  'waitlistJoined.heading': 'Sie stehen auf der Warteliste',
  'waitlistJoined.intro':
    'Sie stehen auf der Warteliste für {eventTitle} und warten auf {quantity, plural, one {# Ticket} other {# Tickets}}.',
  'waitlistJoined.position': 'Sie sind auf Platz {position} der Warteliste.',
  'waitlistJoined.lottery':
    'Die Reihenfolge auf der Warteliste wird am {drawAt} ausgelost. Alle, die sich vorher eingetragen haben, haben dieselbe Chance, ganz gleich, wie früh sie sich eingetragen haben.',
  'waitlistJoined.next':
    'Sobald Tickets frei werden, erhalten Sie eine E-Mail mit einem Angebot. Sie haben dann eine begrenzte Zeit, um die Tickets zu kaufen.',
  'waitlistJoined.action': 'Platz ansehen oder Warteliste verlassen',
  'waitlistJoined.reason':
    'Sie erhalten diese E-Mail, weil diese Adresse auf die Warteliste für {eventTitle} eingetragen wurde. Falls Sie das nicht waren, können Sie die Warteliste über die Schaltfläche oben verlassen.',

  'waitlistOffer.subject': 'Gute Nachrichten von der Warteliste für {eventTitle}',
  'waitlistOffer.heading': 'Sie sind an der Reihe',
  'waitlistOffer.intro':
    'Wir halten {quantity, plural, one {# Ticket} other {# Tickets}} für {eventTitle} bis {expiresAt} für Sie bereit.',
  'waitlistOffer.heldUntil': 'Reserviert bis',
  'waitlistOffer.action': '{quantity, plural, one {Ticket kaufen} other {Tickets kaufen}}',
  'waitlistOffer.deadline':
    '{quantity, plural, one {Wenn Sie es bis dahin nicht kaufen, geht es an die nächste Person auf der Warteliste.} other {Wenn Sie sie bis dahin nicht kaufen, gehen sie an die nächste Person auf der Warteliste.}}',
  'waitlistOffer.decline':
    'Sie haben es sich anders überlegt? Verlassen Sie die Warteliste, dann geht das Angebot sofort an die nächste Person.',
  'waitlistOffer.leave': 'Warteliste verlassen',

  'waitlistOfferExpired.subject': 'Ihr Angebot von der Warteliste für {eventTitle} ist abgelaufen',
  'waitlistOfferExpired.heading': 'Ihr Angebot ist abgelaufen',
  'waitlistOfferExpired.intro':
    '{quantity, plural, one {Das für Sie reservierte Ticket für {eventTitle} wurde nicht rechtzeitig gekauft und ist daher an die nächste Person auf der Warteliste gegangen.} other {Die # für Sie reservierten Tickets für {eventTitle} wurden nicht rechtzeitig gekauft und sind daher an die nächste Person auf der Warteliste gegangen.}}',
  'waitlistOfferExpired.closed':
    'Ihr Eintrag auf der Warteliste ist damit geschlossen. Wenn die Veranstaltung weiterhin ausverkauft ist, können Sie sich auf der Veranstaltungsseite erneut auf die Warteliste setzen.',

  'waitlistRemoved.subject': 'Sie stehen nicht mehr auf der Warteliste für {eventTitle}',
  'waitlistRemoved.heading': 'Sie stehen nicht mehr auf der Warteliste',
  'waitlistRemoved.introSelf':
    'Wie gewünscht haben Sie die Warteliste für {eventTitle} verlassen. Sie hatten auf {quantity, plural, one {# Ticket} other {# Tickets}} gewartet.',
  'waitlistRemoved.introOrganizer':
    'Der Veranstalter von {eventTitle} hat Sie von der Warteliste entfernt. Sie hatten auf {quantity, plural, one {# Ticket} other {# Tickets}} gewartet.',
  'waitlistRemoved.released': 'Falls Tickets für Sie reserviert waren, wurden sie wieder freigegeben.',

  // PDF tickets (modules/ticket-pdf): the words printed on the ticket, in the reader's language.
  'ticketPdf.documentTitle': 'Tickets für {eventTitle}',
  'ticketPdf.attendee': 'Teilnehmer',
  'ticketPdf.guest': 'Gast',
  'ticketPdf.free': 'Kostenlos',
  'ticketPdf.statusValid': 'Status: Gültig',
  'ticketPdf.statusAwaitingPayment': 'Status: Zahlung ausstehend',
  'ticketPdf.code': 'Ticketcode: am Eingang vorzeigen',
  'ticketPdf.codeAfterPayment':
    'Der Code für den Eingang erscheint auf Ihrer Ticketseite, sobald die Zahlung eingegangen ist.',
  'ticketPdf.order': 'Bestellung {reference}',
  'ticketPdf.online': 'Online-Veranstaltung',

  'calendar.onlineLocation': 'Online',
  // The ticket category every new event starts with, named in the event's language.
  'catalogue.defaultCategory': 'Tickets',
};
