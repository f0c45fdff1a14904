import type { Catalogue } from './en';

export const it: Catalogue = {
  'layout.footer': 'Questa email è stata inviata da {appName} ({instanceUrl}).',
  'layout.support': 'Serve aiuto? Scrivi a {supportEmail}.',
  'layout.buttonFallback': 'Se il pulsante non funziona, copia questo link nel tuo browser:',

  'common.greeting': 'Ciao {firstName},',
  'common.greetingWithoutName': 'Ciao,',

  'smtpTest.subject': '{appName}: le tue impostazioni email funzionano',
  'smtpTest.heading': 'Le tue impostazioni email funzionano',
  'smtpTest.intro':
    'Questo è un messaggio di test da {appName}. Se riesci a leggerlo, questa istanza può inviare email.',
  'smtpTest.instance': 'Istanza',
  'smtpTest.sentAt': 'Inviata',
  'smtpTest.mailServer': 'Server di posta',
  'smtpTest.open': 'Apri {appName}',
  'smtpTest.reason':
    'Hai ricevuto questa email perché qualcuno che gestisce {appName} ha avviato il test email. Non devi fare altro.',

  'emailVerification.subject': '{appName}: conferma il tuo indirizzo email',
  'emailVerification.heading': 'Conferma il tuo indirizzo email',
  'emailVerification.intro':
    'Conferma che questo indirizzo email è tuo, così potrai iniziare a usare il tuo account {appName}.',
  'emailVerification.confirm': 'Conferma indirizzo email',
  'emailVerification.codeIntro': 'Oppure inserisci questo codice in {appName}:',
  'emailVerification.codeLabel': 'Codice di conferma',
  'emailVerification.codeExpiry': 'Il codice scade tra {minutes, plural, one {# minuto} other {# minuti}}.',
  'emailVerification.reason':
    'Hai ricevuto questa email perché questo indirizzo è stato usato per registrarsi a {appName}. Se non sei stato tu, puoi ignorare questa email.',

  'passwordReset.subject': '{appName}: reimposta la tua password',
  'passwordReset.heading': 'Reimposta la tua password',
  'passwordReset.intro':
    'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account {appName}. Usa il pulsante qui sotto per sceglierne una nuova.',
  'passwordReset.action': 'Scegli una nuova password',
  'passwordReset.expiry': 'Questo link scade tra {minutes, plural, one {# minuto} other {# minuti}}.',
  'passwordReset.reason':
    'Hai ricevuto questa email perché è stata richiesta la reimpostazione della password per questo indirizzo su {appName}. Se non sei stato tu, ignora questa email: la tua password resta invariata.',

  'userInvitation.subject': '{appName}: sei stato invitato a unirti a {accountName}',
  'userInvitation.heading': 'Unisciti a {accountName} su {appName}',
  'userInvitation.introFrom': '{inviterName} ti ha invitato a unirti a {accountName} su {appName}.',
  'userInvitation.intro': 'Sei stato invitato a unirti a {accountName} su {appName}.',
  'userInvitation.roleAdmin': 'Il tuo ruolo: amministratore. Puoi gestire tutto, compresi il team e le impostazioni.',
  'userInvitation.roleOrganizer': 'Il tuo ruolo: organizzatore. Puoi gestire gli organizzatori e i loro eventi.',
  'userInvitation.accept': 'Accetta l’invito',
  'userInvitation.expiry': 'L’invito scade tra {days, plural, one {# giorno} other {# giorni}}.',
  'userInvitation.reason':
    'Hai ricevuto questa email perché questo indirizzo è stato invitato a unirsi a {accountName} su {appName}. Se non te lo aspettavi, puoi ignorare questa email.',

  'emailChangeConfirmation.subject': '{appName}: conferma il tuo nuovo indirizzo email',
  'emailChangeConfirmation.heading': 'Conferma il tuo nuovo indirizzo email',
  'emailChangeConfirmation.intro':
    'Hai chiesto di accedere d’ora in poi a {appName} con {newEmail}. Conferma che questo indirizzo è tuo.',
  'emailChangeConfirmation.confirm': 'Conferma il nuovo indirizzo',
  'emailChangeConfirmation.expiry':
    'Questo link scade tra {hours, plural, one {# ora} other {# ore}}. Finché non confermi, continui ad accedere con il tuo indirizzo attuale.',
  'emailChangeConfirmation.reason':
    'Hai ricevuto questa email perché qualcuno ha chiesto di usare questo indirizzo come email di accesso di un account su {appName}. Se non l’hai chiesto tu, puoi ignorare questa email e non cambierà nulla.',

  'emailChangeNotice.subject': '{appName}: è stata richiesta la modifica della tua email di accesso',
  'emailChangeNotice.heading': 'Richiesta di modifica dell’email di accesso',
  'emailChangeNotice.intro':
    'Abbiamo ricevuto una richiesta di cambiare l’email di accesso del tuo account {appName} in {newEmail}.',
  'emailChangeNotice.pending':
    'Non cambia nulla finché la modifica non viene confermata dal nuovo indirizzo. Fino ad allora, continui ad accedere con questo.',
  'emailChangeNotice.ifNotYou':
    'Se sei stato tu, non devi fare altro. In caso contrario, cambia subito la password e contatta il tuo amministratore.',
  'emailChangeNotice.reason':
    'Hai ricevuto questo avviso di sicurezza perché questa è l’email di accesso del tuo account {appName}.',

  'registrationAttempt.subject': '{appName}: qualcuno ha provato a creare un account con il tuo indirizzo',
  'registrationAttempt.intro':
    'Qualcuno ha appena provato a creare un nuovo account {appName} con questo indirizzo email, che ne ha già uno. Ciò che ha creato non è collegato al tuo account e non può usare il tuo indirizzo.',
  'registrationAttempt.ifYou': 'Se sei stato tu, accedi con il tuo account esistente:',
  'registrationAttempt.signIn': 'Accedi',
  'registrationAttempt.forgot': 'Password dimenticata? Puoi impostarne una nuova:',
  'registrationAttempt.reset': 'Reimposta la mia password',
  'registrationAttempt.ifNotYou': 'Se non sei stato tu, puoi ignorare questa email: il tuo account resta invariato.',
  'passwordChanged.subject': '{appName}: la tua password è stata cambiata',
  'passwordChanged.heading': 'La tua password è stata cambiata',
  'passwordChanged.intro': 'La password del tuo account {appName} è stata cambiata il {changedAt}.',
  'passwordChanged.sessions':
    'Per la tua sicurezza, tutte le altre sessioni sono state disconnesse. Potrebbe essere necessario accedere di nuovo sugli altri dispositivi.',
  'passwordChanged.ifNotYou':
    'Se hai fatto tu questa modifica, non devi fare altro. In caso contrario, reimposta subito la password.',
  'passwordChanged.reset': 'Reimposta password',
  'passwordChanged.reason':
    'Hai ricevuto questo avviso di sicurezza perché la password del tuo account {appName} è stata cambiata.',

  'webhookDisabled.subject': '{appName}: un webhook è stato disattivato',
  'webhookDisabled.heading': 'Un webhook è stato disattivato',
  'webhookDisabled.intro': 'Abbiamo smesso di inviare webhook a {url}.',
  'webhookDisabled.reason': 'Motivo: {reason}',
  'webhookDisabled.causeGone': 'Il ricevitore ha risposto 410 Gone: non vuole ricevere altri invii.',
  'webhookDisabled.causeFailingForDays':
    'Tutti gli invii sono falliti per {days, plural, one {# giorno} other {# giorni}}.',
  'webhookDisabled.causeFailuresInARow':
    '{count, plural, one {# invio è fallito} other {# invii sono falliti}} di fila.',
  'webhookDisabled.next':
    'Gli invii che non è stato possibile effettuare vengono conservati per 30 giorni. Correggi il ricevitore, riattiva il webhook e reinvia gli invii non riusciti dal suo registro degli invii.',
  'webhookDisabled.open': 'Apri i webhook',

  'orderConfirmation.subject': 'Il tuo ordine per {eventTitle}',
  'orderConfirmation.heading': 'Grazie per il tuo ordine',
  'orderConfirmation.intro': 'Il tuo ordine per {eventTitle} del {eventStart} è confermato.',
  'orderConfirmation.order': 'Ordine',
  'orderConfirmation.total': 'Totale',
  'orderConfirmation.awaitingPayment':
    'Il tuo ordine è prenotato e in attesa di pagamento. Paga come indicato qui sotto; i tuoi biglietti saranno validi una volta ricevuto il pagamento.',

  'organizerContact.subject': 'Nuovo messaggio da {senderName}',
  'organizerContact.heading': 'Hai un nuovo messaggio',
  'organizerContact.intro': '{senderName} ha inviato un messaggio a {organizerName} tramite la tua pagina pubblica.',
  'organizerContact.from': 'Da',
  'organizerContact.reply': 'Rispondi a questa email per scrivere a {senderName} all’indirizzo {senderEmail}.',
  'organizerContact.viewPage': 'Visualizza la tua pagina pubblica',
  'orderPaymentIssue.failedSubject': 'Il tuo pagamento per {eventTitle} non è andato a buon fine',
  'orderPaymentIssue.failedBody':
    'Il tuo pagamento con carta per {eventTitle} non è stato accettato, quindi il tuo ordine non è ancora completo. Puoi riprovare finché dura la tua prenotazione.',
  'orderPaymentIssue.retry': 'Riprova',
  'orderPaymentIssue.refundedSubject': 'Il tuo pagamento per {eventTitle} è in fase di rimborso',
  'orderPaymentIssue.refundedBody':
    'Il tuo pagamento di {total} per {eventTitle} è arrivato dopo la scadenza della tua prenotazione, quindi i biglietti sono stati rilasciati e ti stiamo rimborsando l’intero importo.',
  'orderPaymentIssue.startAgain': 'Vedi l’evento',
  'orderUpdate.cancelledSubject': 'Il tuo ordine per {eventTitle} è stato annullato',
  'orderUpdate.cancelledBody':
    'Il tuo ordine per {eventTitle} è stato annullato dall’organizzatore. I suoi biglietti non sono più validi.',
  'orderUpdate.cancelledRefundBody':
    'Il tuo ordine per {eventTitle} è stato annullato dall’organizzatore. I suoi biglietti non sono più validi e ti stiamo rimborsando {amount}.',
  'orderUpdate.refundedSubject': 'Un rimborso per il tuo ordine per {eventTitle}',
  'orderUpdate.refundedBody': 'L’organizzatore di {eventTitle} ti sta rimborsando {amount} del tuo ordine.',
  'orderConfirmation.introAwaiting':
    'Il tuo ordine per {eventTitle} del {eventStart} è stato effettuato ed è in attesa di pagamento.',
  'orderConfirmation.status': 'Stato',
  'orderConfirmation.statusCompleted': 'Completato',
  'orderConfirmation.statusAwaiting': 'In attesa di pagamento',
  'orderConfirmation.event': 'Evento',
  'orderConfirmation.date': 'Data',
  'orderConfirmation.location': 'Luogo',
  'orderConfirmation.discount': 'Sconto',
  'orderConfirmation.discountWithCode': 'Sconto ({code})',
  'orderConfirmation.subtotal': 'Subtotale',
  'orderConfirmation.viewOrder': 'Visualizza il tuo ordine',
  'orderConfirmation.ticketsHeading': 'I tuoi biglietti:',
  'orderConfirmation.print': 'Stampa tutti i biglietti',

  'attendeeTicket.subject': 'Il tuo biglietto per {eventTitle}',
  'attendeeTicket.heading': '{count, plural, one {Il tuo biglietto} other {I tuoi biglietti}}',
  'attendeeTicket.intro': '{buyerName} ti ha preso un biglietto per {eventTitle} del {eventStart}.',
  'attendeeTicket.awaitingPayment':
    'L’ordine è in attesa di pagamento; il biglietto sarà valido una volta ricevuto il pagamento.',
  'attendeeTicket.viewTicket': 'Visualizza il tuo biglietto',
  'attendeeTicket.calendarNote': 'Il file di calendario allegato aggiunge l’evento al tuo calendario.',

  'orderEmailChanged.orderSubject': 'L’indirizzo email del tuo ordine per {eventTitle} è stato cambiato',
  'orderEmailChanged.ticketSubject': 'L’indirizzo email del tuo biglietto per {eventTitle} è stato cambiato',
  'orderEmailChanged.orderIntro':
    'L’indirizzo email dell’ordine {orderShortId} per {eventTitle} è stato cambiato in {newEmail} e l’ordine è stato inviato lì.',
  'orderEmailChanged.ticketIntro':
    'L’indirizzo email del tuo biglietto per {eventTitle} (ordine {orderShortId}) è stato cambiato in {newEmail} e il biglietto è stato inviato lì.',
  'orderEmailChanged.linksStopped': 'I link che abbiamo inviato in precedenza a questo indirizzo non funzionano più.',
  'orderEmailChanged.requestedSubject':
    'Qualcuno ha chiesto di spostare il tuo ordine per {eventTitle} su un altro indirizzo email',
  'orderEmailChanged.requestedIntro':
    'Qualcuno con il link dell’ordine {orderShortId} per {eventTitle} ha chiesto di spostarlo su {newEmail}. Non cambia nulla finché quell’indirizzo non conferma.',
  'orderEmailChanged.requestedUndo':
    'Se non sei stato tu, annulla la modifica: l’ordine resterà associato a questo indirizzo. Una volta effettuata la modifica, lo stesso link permette di annullarla per 7 giorni.',
  'orderEmailChanged.cancelAction': 'Annulla questa modifica',
  'orderEmailChanged.orderUndo': 'Se non l’hai chiesto tu, riprenditi l’ordine entro il {undoUntil}:',
  'orderEmailChanged.undoAction': 'Annulla la modifica',
  'orderEmailChanged.ifNotYou': 'Se non hai chiesto tu questa modifica, contatta l’organizzatore, {organizerName}.',
  'orderEmailChanged.ifNotYouWithEmail':
    'Se non hai chiesto tu questa modifica, contatta l’organizzatore, {organizerName}, all’indirizzo {contactEmail}.',

  'orderEmailChangeConfirm.subject': 'Conferma l’indirizzo email del tuo ordine per {eventTitle}',
  'orderEmailChangeConfirm.intro':
    'Conferma che l’ordine {orderReference} per {eventTitle} deve usare questo indirizzo email d’ora in poi. Invieremo poi qui l’ordine e i suoi biglietti.',
  'orderEmailChangeConfirm.confirm': 'Conferma questo indirizzo',
  'orderEmailChangeConfirm.expiry':
    'Il link funziona per {hours, plural, one {# ora} other {# ore}}; dopo, fai una nuova richiesta dalla pagina dell’ordine.',
  'orderEmailChangeConfirm.reason':
    'Hai ricevuto questa email perché qualcuno ha inserito questo indirizzo in un ordine. Se non sei stato tu, ignora questa email: non cambia nulla.',

  'ticketLookup.subject': 'I tuoi biglietti',
  'ticketLookup.heading': 'I tuoi biglietti',
  'ticketLookup.intro':
    'Ecco il link {count, plural, one {all’ordine effettuato} other {ai # ordini effettuati}} con questo indirizzo email, con i relativi biglietti.',
  'ticketLookup.action': 'Visualizza i miei biglietti',
  'ticketLookup.expiry': 'Il link funziona per {hours, plural, one {# ora} other {# ore}}; dopo, richiedine uno nuovo.',
  'ticketLookup.reason':
    'Hai ricevuto questa email perché qualcuno ha richiesto i biglietti di questo indirizzo. Se non sei stato tu, puoi ignorarla.',

  'orderNotification.subject': 'Nuovo ordine {orderShortId} per {eventTitle}',
  'orderNotification.heading': 'Hai un nuovo ordine',
  'orderNotification.intro': 'È arrivato un nuovo ordine di {total} per {eventTitle}.',
  'orderNotification.buyer': 'Acquirente',
  'orderNotification.viewOrders': 'Visualizza gli ordini',
  'orderNotification.reason':
    'Hai ricevuto questa email perché le notifiche dei nuovi ordini sono attive per questo evento. Puoi disattivarle nelle impostazioni dell’evento.',

  'eventMessage.testSubject': '[Test] {subject}',
  'eventMessage.reason':
    'Hai ricevuto questo messaggio dall’organizzatore di {eventTitle} perché hai un biglietto o un ordine per questo evento.',
  'eventMessage.reasonCopy':
    'Questa è la tua copia di un messaggio inviato agli acquirenti e ai partecipanti di {eventTitle}.',
  'eventMessage.reasonTest': 'Questo è un test di un messaggio per {eventTitle}. È stato inviato solo a te.',

  'waitlist.event': 'Evento',
  'waitlist.ticket': 'Biglietto',
  'waitlist.quantity': 'Quantità',
  'waitlist.viewEvent': 'Vedi l’evento',
  'waitlist.reason': 'Hai ricevuto questa email perché sei nella lista d’attesa di {eventTitle}.',
  'waitlist.reasonPast': 'Hai ricevuto questa email perché eri nella lista d’attesa di {eventTitle}.',

  'waitlistJoined.subject': 'Sei nella lista d’attesa di {eventTitle}',
  'waitlistJoined.heading': 'Sei nella lista d’attesa',
  'waitlistJoined.intro':
    'Sei nella lista d’attesa di {eventTitle} per {quantity, plural, one {# biglietto} other {# biglietti}}.',
  'waitlistJoined.position': 'La tua posizione nella lista d’attesa: {position}.',
  'waitlistJoined.lottery':
    'L’ordine della lista d’attesa verrà estratto a sorte il {drawAt}. Chi si è iscritto prima di allora ha le stesse possibilità, indipendentemente da quando si è iscritto.',
  'waitlistJoined.next':
    'Quando si liberano dei biglietti, riceverai un’email con un’offerta. Avrai poi un tempo limitato per acquistarli.',
  'waitlistJoined.action': 'Vedi la tua posizione o lascia la lista',
  'waitlistJoined.reason':
    'Hai ricevuto questa email perché questo indirizzo è stato iscritto alla lista d’attesa di {eventTitle}. Se non sei stato tu, puoi lasciare la lista con il pulsante qui sopra.',

  'waitlistOffer.subject': 'Buone notizie dalla lista d’attesa di {eventTitle}',
  'waitlistOffer.heading': 'È il tuo turno',
  'waitlistOffer.intro':
    'Teniamo da parte per te {quantity, plural, one {# biglietto} other {# biglietti}} per {eventTitle} fino a {expiresAt}.',
  'waitlistOffer.heldUntil': 'Riservato fino a',
  'waitlistOffer.action': '{quantity, plural, one {Acquista il tuo biglietto} other {Acquista i tuoi biglietti}}',
  'waitlistOffer.deadline':
    '{quantity, plural, one {Se non lo acquisti entro quel momento, passerà alla persona successiva nella lista d’attesa.} other {Se non li acquisti entro quel momento, passeranno alla persona successiva nella lista d’attesa.}}',
  'waitlistOffer.decline':
    'Hai cambiato idea? Lascia la lista d’attesa e l’offerta passerà subito alla persona successiva.',
  'waitlistOffer.leave': 'Lascia la lista d’attesa',

  'waitlistOfferExpired.subject': 'La tua offerta dalla lista d’attesa di {eventTitle} è scaduta',
  'waitlistOfferExpired.heading': 'La tua offerta è scaduta',
  'waitlistOfferExpired.intro':
    '{quantity, plural, one {Il biglietto per {eventTitle} riservato per te non è stato acquistato in tempo, quindi è passato alla persona successiva nella lista d’attesa.} other {I # biglietti per {eventTitle} riservati per te non sono stati acquistati in tempo, quindi sono passati alla persona successiva nella lista d’attesa.}}',
  'waitlistOfferExpired.closed':
    'La tua iscrizione alla lista d’attesa è quindi chiusa. Se l’evento è ancora esaurito, puoi iscriverti di nuovo alla lista d’attesa dalla pagina dell’evento.',

  'waitlistRemoved.subject': 'Non sei più nella lista d’attesa di {eventTitle}',
  'waitlistRemoved.heading': 'Non sei più nella lista d’attesa',
  'waitlistRemoved.introSelf':
    'Come richiesto, hai lasciato la lista d’attesa di {eventTitle} per {quantity, plural, one {# biglietto} other {# biglietti}}.',
  'waitlistRemoved.introOrganizer':
    'L’organizzatore di {eventTitle} ha rimosso la tua iscrizione dalla lista d’attesa per {quantity, plural, one {# biglietto} other {# biglietti}}.',
  'waitlistRemoved.released': 'Gli eventuali biglietti riservati per te sono stati rilasciati.',

  'ticketPdf.documentTitle': 'Biglietti per {eventTitle}',
  'ticketPdf.attendee': 'Partecipante',
  'ticketPdf.guest': 'Ospite',
  'ticketPdf.free': 'Gratuito',
  'ticketPdf.statusValid': 'Stato: valido',
  'ticketPdf.statusAwaitingPayment': 'Stato: in attesa di pagamento',
  'ticketPdf.code': 'Codice del biglietto: mostralo all’ingresso',
  'ticketPdf.codeAfterPayment':
    'Il codice da mostrare all’ingresso compare nella pagina del biglietto appena riceviamo il pagamento.',
  'ticketPdf.order': 'Ordine {reference}',
  'ticketPdf.online': 'Evento online',

  'calendar.onlineLocation': 'Online',
  // The ticket category every new event starts with, named in the event's language.
  'catalogue.defaultCategory': 'Biglietti',
};
