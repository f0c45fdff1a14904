import type { Catalogue } from './en';

export const nl: Catalogue = {
  'layout.footer': 'Deze e-mail is verzonden door {appName} ({instanceUrl}).',
  'layout.support': 'Hulp nodig? Schrijf naar {supportEmail}.',
  'layout.buttonFallback': 'Werkt de knop niet? Kopieer dan deze link naar je browser:',

  'common.greeting': 'Hoi {firstName},',
  'common.greetingWithoutName': 'Hoi,',

  'smtpTest.subject': '{appName}: je e-mailinstellingen werken',
  'smtpTest.heading': 'Je e-mailinstellingen werken',
  'smtpTest.intro':
    'Dit is een testbericht van {appName}. Kun je dit lezen, dan kan deze installatie e-mail versturen.',
  'smtpTest.instance': 'Installatie',
  'smtpTest.sentAt': 'Verzonden',
  'smtpTest.mailServer': 'Mailserver',
  'smtpTest.open': '{appName} openen',
  'smtpTest.reason':
    'Je ontvangt deze e-mail omdat iemand die {appName} beheert de e-mailtest heeft gestart. Je hoeft verder niets te doen.',

  'emailVerification.subject': '{appName}: bevestig je e-mailadres',
  'emailVerification.heading': 'Bevestig je e-mailadres',
  'emailVerification.intro':
    'Bevestig dat dit e-mailadres van jou is, zodat je je account bij {appName} kunt gaan gebruiken.',
  'emailVerification.confirm': 'E-mailadres bevestigen',
  'emailVerification.codeIntro': 'Of vul deze code in bij {appName}:',
  'emailVerification.codeLabel': 'Bevestigingscode',
  'emailVerification.codeExpiry': 'De code verloopt over {minutes, plural, one {# minuut} other {# minuten}}.',
  'emailVerification.reason':
    'Je ontvangt deze e-mail omdat dit adres is gebruikt om je te registreren bij {appName}. Was jij dat niet, dan kun je deze e-mail negeren.',

  'passwordReset.subject': '{appName}: stel je wachtwoord opnieuw in',
  'passwordReset.heading': 'Stel je wachtwoord opnieuw in',
  'passwordReset.intro':
    'We hebben een verzoek ontvangen om het wachtwoord van je account bij {appName} opnieuw in te stellen. Gebruik de knop hieronder om een nieuw wachtwoord te kiezen.',
  'passwordReset.action': 'Nieuw wachtwoord kiezen',
  'passwordReset.expiry': 'Deze link verloopt over {minutes, plural, one {# minuut} other {# minuten}}.',
  'passwordReset.reason':
    'Je ontvangt deze e-mail omdat er voor dit adres bij {appName} is gevraagd het wachtwoord opnieuw in te stellen. Was jij dat niet, negeer deze e-mail dan: je wachtwoord blijft ongewijzigd.',

  'userInvitation.subject': '{appName}: je bent uitgenodigd voor {accountName}',
  'userInvitation.heading': 'Doe mee met {accountName} op {appName}',
  'userInvitation.introFrom': '{inviterName} heeft je uitgenodigd om mee te doen met {accountName} op {appName}.',
  'userInvitation.intro': 'Je bent uitgenodigd om mee te doen met {accountName} op {appName}.',
  'userInvitation.roleAdmin': 'Je rol: beheerder. Je kunt alles beheren, inclusief het team en de instellingen.',
  'userInvitation.roleOrganizer': 'Je rol: organisator. Je kunt organisatoren en hun evenementen beheren.',
  'userInvitation.accept': 'Uitnodiging accepteren',
  'userInvitation.expiry': 'De uitnodiging verloopt over {days, plural, one {# dag} other {# dagen}}.',
  'userInvitation.reason':
    'Je ontvangt deze e-mail omdat dit adres is uitgenodigd voor {accountName} op {appName}. Verwachtte je dit niet, dan kun je deze e-mail negeren.',

  'emailChangeConfirmation.subject': '{appName}: bevestig je nieuwe e-mailadres',
  'emailChangeConfirmation.heading': 'Bevestig je nieuwe e-mailadres',
  'emailChangeConfirmation.intro':
    'Je hebt gevraagd om vanaf nu bij {appName} in te loggen met {newEmail}. Bevestig dat dit adres van jou is.',
  'emailChangeConfirmation.confirm': 'Nieuw adres bevestigen',
  'emailChangeConfirmation.expiry':
    'Deze link verloopt over {hours, plural, one {# uur} other {# uur}}. Tot je bevestigt, log je in met je huidige adres.',
  'emailChangeConfirmation.reason':
    'Je ontvangt deze e-mail omdat iemand heeft gevraagd dit adres het inlogadres te maken van een account bij {appName}. Heb jij dit niet gevraagd, dan kun je deze e-mail negeren en verandert er niets.',

  'emailChangeNotice.subject': '{appName}: er is gevraagd je inlogadres te wijzigen',
  'emailChangeNotice.heading': 'Wijziging van inlogadres aangevraagd',
  'emailChangeNotice.intro':
    'We hebben een verzoek ontvangen om het inlogadres van je account bij {appName} te wijzigen in {newEmail}.',
  'emailChangeNotice.pending':
    'Er verandert niets tot de wijziging vanaf het nieuwe adres is bevestigd. Tot die tijd log je in met dit adres.',
  'emailChangeNotice.ifNotYou':
    'Was jij dit, dan hoef je verder niets te doen. Zo niet, wijzig dan meteen je wachtwoord en neem contact op met je beheerder.',
  'emailChangeNotice.reason':
    'Je ontvangt deze beveiligingsmelding omdat dit het inlogadres is van je account bij {appName}.',

  'registrationAttempt.subject': '{appName}: iemand probeerde een account aan te maken met jouw adres',
  'registrationAttempt.intro':
    'Iemand probeerde net een nieuw account bij {appName} aan te maken met dit e-mailadres, dat al een account heeft. Wat daarbij is aangemaakt, is niet gekoppeld aan jouw account en kan jouw adres niet gebruiken.',
  'registrationAttempt.ifYou': 'Was jij het, log dan in met je bestaande account:',
  'registrationAttempt.signIn': 'Inloggen',
  'registrationAttempt.forgot': 'Wachtwoord vergeten? Je kunt een nieuw wachtwoord instellen:',
  'registrationAttempt.reset': 'Mijn wachtwoord opnieuw instellen',
  'registrationAttempt.ifNotYou': 'Was jij het niet, dan kun je deze e-mail negeren: je account is ongewijzigd.',
  'passwordChanged.subject': '{appName}: je wachtwoord is gewijzigd',
  'passwordChanged.heading': 'Je wachtwoord is gewijzigd',
  'passwordChanged.intro': 'Het wachtwoord van je account bij {appName} is gewijzigd op {changedAt}.',
  'passwordChanged.sessions':
    'Voor je veiligheid zijn alle andere sessies uitgelogd. Mogelijk moet je op je andere apparaten opnieuw inloggen.',
  'passwordChanged.ifNotYou':
    'Heb jij dit gewijzigd, dan hoef je verder niets te doen. Zo niet, stel je wachtwoord dan meteen opnieuw in.',
  'passwordChanged.reset': 'Wachtwoord opnieuw instellen',
  'passwordChanged.reason':
    'Je ontvangt deze beveiligingsmelding omdat het wachtwoord van je account bij {appName} is gewijzigd.',

  'webhookDisabled.subject': '{appName}: een webhook is uitgeschakeld',
  'webhookDisabled.heading': 'Een webhook is uitgeschakeld',
  'webhookDisabled.intro': 'We sturen geen webhooks meer naar {url}.',
  'webhookDisabled.reason': 'Reden: {reason}',
  'webhookDisabled.causeGone': 'De ontvanger antwoordde met 410 Gone: hij wil geen leveringen meer ontvangen.',
  'webhookDisabled.causeFailingForDays':
    'Alle leveringen zijn {days, plural, one {# dag} other {# dagen}} lang mislukt.',
  'webhookDisabled.causeFailuresInARow':
    '{count, plural, one {# levering is} other {# leveringen zijn}} na elkaar mislukt.',
  'webhookDisabled.next':
    'Leveringen die niet konden worden verzonden, worden 30 dagen bewaard. Los het probleem bij de ontvanger op, schakel de webhook weer in en verstuur de mislukte leveringen opnieuw vanuit het leveringslog.',
  'webhookDisabled.open': 'Webhooks openen',

  'orderConfirmation.subject': 'Je bestelling voor {eventTitle}',
  'orderConfirmation.heading': 'Bedankt voor je bestelling',
  'orderConfirmation.intro': 'Je bestelling voor {eventTitle} op {eventStart} is bevestigd.',
  'orderConfirmation.order': 'Bestelling',
  'orderConfirmation.total': 'Totaal',
  'orderConfirmation.awaitingPayment':
    'Je bestelling is gereserveerd en wacht op betaling. Betaal zoals hieronder beschreven; je tickets zijn geldig zodra de betaling binnen is.',

  'organizerContact.subject': 'Nieuw bericht van {senderName}',
  'organizerContact.heading': 'Je hebt een nieuw bericht',
  'organizerContact.intro': '{senderName} heeft {organizerName} een bericht gestuurd via je openbare pagina.',
  'organizerContact.from': 'Van',
  'organizerContact.reply': 'Beantwoord deze e-mail om {senderName} te antwoorden op {senderEmail}.',
  'organizerContact.viewPage': 'Je openbare pagina bekijken',
  'orderPaymentIssue.failedSubject': 'Je betaling voor {eventTitle} is niet gelukt',
  'orderPaymentIssue.failedBody':
    'Je kaartbetaling voor {eventTitle} is niet geaccepteerd, dus je bestelling is nog niet afgerond. Je kunt het opnieuw proberen zolang je reservering loopt.',
  'orderPaymentIssue.retry': 'Opnieuw proberen',
  'orderPaymentIssue.refundedSubject': 'Je betaling voor {eventTitle} wordt terugbetaald',
  'orderPaymentIssue.refundedBody':
    'Je betaling van {total} voor {eventTitle} kwam binnen nadat je reservering was verlopen. De tickets zijn daarom vrijgegeven en het volledige bedrag wordt aan je terugbetaald.',
  'orderPaymentIssue.startAgain': 'Naar het evenement',
  'orderUpdate.cancelledSubject': 'Je bestelling voor {eventTitle} is geannuleerd',
  'orderUpdate.cancelledBody':
    'Je bestelling voor {eventTitle} is geannuleerd door de organisator. De tickets zijn niet meer geldig.',
  'orderUpdate.cancelledRefundBody':
    'Je bestelling voor {eventTitle} is geannuleerd door de organisator. De tickets zijn niet meer geldig en {amount} wordt aan je terugbetaald.',
  'orderUpdate.refundedSubject': 'Een terugbetaling voor je bestelling voor {eventTitle}',
  'orderUpdate.refundedBody': 'De organisator van {eventTitle} betaalt {amount} van je bestelling aan je terug.',
  'orderConfirmation.introAwaiting':
    'Je bestelling voor {eventTitle} op {eventStart} is geplaatst en wacht op betaling.',
  'orderConfirmation.status': 'Status',
  'orderConfirmation.statusCompleted': 'Voltooid',
  'orderConfirmation.statusAwaiting': 'In afwachting van betaling',
  'orderConfirmation.event': 'Evenement',
  'orderConfirmation.date': 'Datum',
  'orderConfirmation.location': 'Locatie',
  'orderConfirmation.discount': 'Korting',
  'orderConfirmation.discountWithCode': 'Korting ({code})',
  'orderConfirmation.subtotal': 'Subtotaal',
  'orderConfirmation.viewOrder': 'Je bestelling bekijken',
  'orderConfirmation.ticketsHeading': 'Je tickets:',
  'orderConfirmation.print': 'Alle tickets afdrukken',

  'attendeeTicket.subject': 'Je ticket voor {eventTitle}',
  'attendeeTicket.heading': '{count, plural, one {Je ticket} other {Je tickets}}',
  'attendeeTicket.intro': '{buyerName} heeft een ticket voor je geregeld voor {eventTitle} op {eventStart}.',
  'attendeeTicket.awaitingPayment':
    'De bestelling wacht op betaling; het ticket is geldig zodra de betaling binnen is.',
  'attendeeTicket.viewTicket': 'Je ticket bekijken',
  'attendeeTicket.calendarNote': 'Met het bijgevoegde agendabestand zet je het evenement in je agenda.',

  'orderEmailChanged.orderSubject': 'Het e-mailadres van je bestelling voor {eventTitle} is gewijzigd',
  'orderEmailChanged.ticketSubject': 'Het e-mailadres van je ticket voor {eventTitle} is gewijzigd',
  'orderEmailChanged.orderIntro':
    'Het e-mailadres van bestelling {orderShortId} voor {eventTitle} is gewijzigd in {newEmail}, en de bestelling is daarheen gestuurd.',
  'orderEmailChanged.ticketIntro':
    'Het e-mailadres van je ticket voor {eventTitle} (bestelling {orderShortId}) is gewijzigd in {newEmail}, en het ticket is daarheen gestuurd.',
  'orderEmailChanged.linksStopped': 'De links die we eerder naar dit adres hebben gestuurd, werken niet meer.',
  'orderEmailChanged.requestedSubject':
    'Iemand heeft gevraagd je bestelling voor {eventTitle} naar een ander e-mailadres te verplaatsen',
  'orderEmailChanged.requestedIntro':
    'Iemand met de link naar bestelling {orderShortId} voor {eventTitle} heeft gevraagd de bestelling naar {newEmail} te verplaatsen. Er verandert niets tot dat adres het bevestigt.',
  'orderEmailChanged.requestedUndo':
    'Was jij dit niet, annuleer de wijziging dan: de bestelling blijft dan bij dit adres. Is de wijziging al doorgevoerd, dan kun je die met dezelfde link nog 7 dagen ongedaan maken.',
  'orderEmailChanged.cancelAction': 'Deze wijziging annuleren',
  'orderEmailChanged.orderUndo': 'Heb jij hier niet om gevraagd? Haal de bestelling terug tot {undoUntil}:',
  'orderEmailChanged.undoAction': 'De wijziging ongedaan maken',
  'orderEmailChanged.ifNotYou':
    'Heb jij niet om deze wijziging gevraagd, neem dan contact op met de organisator, {organizerName}.',
  'orderEmailChanged.ifNotYouWithEmail':
    'Heb jij niet om deze wijziging gevraagd, neem dan contact op met de organisator, {organizerName}, via {contactEmail}.',

  'orderEmailChangeConfirm.subject': 'Bevestig het e-mailadres van je bestelling voor {eventTitle}',
  'orderEmailChangeConfirm.intro':
    'Bevestig dat bestelling {orderReference} voor {eventTitle} vanaf nu dit e-mailadres moet gebruiken. We sturen de bestelling en de tickets dan naar dit adres.',
  'orderEmailChangeConfirm.confirm': 'Dit adres bevestigen',
  'orderEmailChangeConfirm.expiry':
    'De link werkt {hours, plural, one {# uur} other {# uur}}; vraag daarna een nieuwe aan via de bestelpagina.',
  'orderEmailChangeConfirm.reason':
    'Je ontvangt deze e-mail omdat iemand dit adres heeft ingevuld bij een bestelling. Was jij het niet, negeer deze e-mail dan: er verandert niets.',

  'ticketLookup.subject': 'Je tickets',
  'ticketLookup.heading': 'Je tickets',
  'ticketLookup.intro':
    'Hier is de link naar {count, plural, one {de bestelling die met dit e-mailadres is geplaatst} other {de # bestellingen die met dit e-mailadres zijn geplaatst}}, met de bijbehorende tickets.',
  'ticketLookup.action': 'Mijn tickets bekijken',
  'ticketLookup.expiry': 'De link werkt {hours, plural, one {# uur} other {# uur}}; vraag daarna een nieuwe aan.',
  'ticketLookup.reason':
    'Je ontvangt deze e-mail omdat iemand de tickets van dit adres heeft opgevraagd. Was jij het niet, dan kun je deze e-mail negeren.',

  'orderNotification.subject': 'Nieuwe bestelling {orderShortId} voor {eventTitle}',
  'orderNotification.heading': 'Je hebt een nieuwe bestelling',
  'orderNotification.intro': 'Er is een nieuwe bestelling van {total} binnengekomen voor {eventTitle}.',
  'orderNotification.buyer': 'Koper',
  'orderNotification.viewOrders': 'Bestellingen bekijken',
  'orderNotification.reason':
    'Je ontvangt deze e-mail omdat meldingen over nieuwe bestellingen voor dit evenement aanstaan. Je kunt ze uitzetten in de evenementinstellingen.',

  'eventMessage.testSubject': '[Test] {subject}',
  'eventMessage.reason':
    'Je ontvangt dit bericht van de organisator van {eventTitle} omdat je een ticket of een bestelling voor dit evenement hebt.',
  'eventMessage.reasonCopy': 'Dit is je kopie van een bericht aan de kopers en deelnemers van {eventTitle}.',
  'eventMessage.reasonTest': 'Dit is een test van een bericht voor {eventTitle}. Het is alleen naar jou verzonden.',

  'waitlist.event': 'Evenement',
  'waitlist.ticket': 'Ticket',
  'waitlist.quantity': 'Aantal',
  'waitlist.viewEvent': 'Naar het evenement',
  'waitlist.reason': 'Je ontvangt deze e-mail omdat je op de wachtlijst voor {eventTitle} staat.',
  'waitlist.reasonPast': 'Je ontvangt deze e-mail omdat je op de wachtlijst voor {eventTitle} stond.',

  'waitlistJoined.subject': 'Je staat op de wachtlijst voor {eventTitle}',
  'waitlistJoined.heading': 'Je staat op de wachtlijst',
  'waitlistJoined.intro':
    'Je staat op de wachtlijst voor {eventTitle} en wacht op {quantity, plural, one {# ticket} other {# tickets}}.',
  'waitlistJoined.position': 'Je plek op de wachtlijst: {position}.',
  'waitlistJoined.lottery':
    'De volgorde op de wachtlijst wordt op {drawAt} door loting bepaald. Iedereen die zich vóór dat moment heeft aangemeld, maakt evenveel kans, hoe vroeg ze zich ook hebben aangemeld.',
  'waitlistJoined.next':
    'Zodra er tickets vrijkomen, krijg je een e-mail met een aanbod. Je hebt dan beperkte tijd om ze te kopen.',
  'waitlistJoined.action': 'Je plek bekijken of de wachtlijst verlaten',
  'waitlistJoined.reason':
    'Je ontvangt deze e-mail omdat dit adres op de wachtlijst voor {eventTitle} is gezet. Was jij dat niet, dan kun je de wachtlijst verlaten met de knop hierboven.',

  'waitlistOffer.subject': 'Goed nieuws van de wachtlijst voor {eventTitle}',
  'waitlistOffer.heading': 'Je bent aan de beurt',
  'waitlistOffer.intro':
    'We houden {quantity, plural, one {# ticket} other {# tickets}} voor {eventTitle} voor je vast tot {expiresAt}.',
  'waitlistOffer.heldUntil': 'Vastgehouden tot',
  'waitlistOffer.action': '{quantity, plural, one {Je ticket kopen} other {Je tickets kopen}}',
  'waitlistOffer.deadline':
    '{quantity, plural, one {Koop je het niet vóór die tijd, dan gaat het naar de volgende persoon op de wachtlijst.} other {Koop je ze niet vóór die tijd, dan gaan ze naar de volgende persoon op de wachtlijst.}}',
  'waitlistOffer.decline':
    'Van gedachten veranderd? Verlaat de wachtlijst, dan gaat het aanbod meteen naar de volgende persoon.',
  'waitlistOffer.leave': 'De wachtlijst verlaten',

  'waitlistOfferExpired.subject': 'Je aanbod van de wachtlijst voor {eventTitle} is verlopen',
  'waitlistOfferExpired.heading': 'Je aanbod is verlopen',
  'waitlistOfferExpired.intro':
    '{quantity, plural, one {Het ticket voor {eventTitle} dat voor je werd vastgehouden, is niet op tijd gekocht en is daarom naar de volgende persoon op de wachtlijst gegaan.} other {De # tickets voor {eventTitle} die voor je werden vastgehouden, zijn niet op tijd gekocht en zijn daarom naar de volgende persoon op de wachtlijst gegaan.}}',
  'waitlistOfferExpired.closed':
    'Je aanmelding op de wachtlijst is daarmee gesloten. Is het evenement nog steeds uitverkocht, dan kun je je via de evenementpagina opnieuw aanmelden voor de wachtlijst.',

  'waitlistRemoved.subject': 'Je staat niet meer op de wachtlijst voor {eventTitle}',
  'waitlistRemoved.heading': 'Je staat niet meer op de wachtlijst',
  'waitlistRemoved.introSelf':
    'Zoals je hebt gevraagd, heb je de wachtlijst voor {eventTitle} verlaten. Je wachtte op {quantity, plural, one {# ticket} other {# tickets}}.',
  'waitlistRemoved.introOrganizer':
    'De organisator van {eventTitle} heeft je van de wachtlijst gehaald. Je wachtte op {quantity, plural, one {# ticket} other {# tickets}}.',
  'waitlistRemoved.released': 'Eventuele tickets die voor je werden vastgehouden, zijn vrijgegeven.',

  // PDF tickets (modules/ticket-pdf): the words printed on the ticket, in the reader's language.
  'ticketPdf.documentTitle': 'Tickets voor {eventTitle}',
  'ticketPdf.attendee': 'Deelnemer',
  'ticketPdf.guest': 'Gast',
  'ticketPdf.free': 'Gratis',
  'ticketPdf.statusValid': 'Status: geldig',
  'ticketPdf.statusAwaitingPayment': 'Status: in afwachting van betaling',
  'ticketPdf.code': 'Ticketcode: laat hem zien bij de ingang',
  'ticketPdf.codeAfterPayment': 'De code voor de ingang verschijnt op je ticketpagina zodra de betaling binnen is.',
  'ticketPdf.order': 'Bestelling {reference}',
  'ticketPdf.online': 'Online evenement',

  'calendar.onlineLocation': 'Online',
  // The ticket category every new event starts with, named in the event's language.
  'catalogue.defaultCategory': 'Tickets',
};
