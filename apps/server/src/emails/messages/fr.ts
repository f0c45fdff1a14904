import type { Catalogue } from './en';

export const fr: Catalogue = {
  'layout.footer': 'Cet e-mail a été envoyé par {appName} ({instanceUrl}).',
  'layout.support': 'Besoin d’aide ? Écrivez à {supportEmail}.',
  'layout.buttonFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',

  'common.greeting': 'Bonjour {firstName},',
  'common.greetingWithoutName': 'Bonjour,',

  'smtpTest.subject': '{appName} : vos paramètres d’e-mail fonctionnent',
  'smtpTest.heading': 'Vos paramètres d’e-mail fonctionnent',
  'smtpTest.intro':
    'Ceci est un message de test de {appName}. Si vous pouvez le lire, cette instance peut envoyer des e-mails.',
  'smtpTest.instance': 'Instance',
  'smtpTest.sentAt': 'Envoyé',
  'smtpTest.mailServer': 'Serveur de messagerie',
  'smtpTest.open': 'Ouvrir {appName}',
  'smtpTest.reason':
    'Vous recevez cet e-mail parce qu’une personne qui gère {appName} a lancé le test d’e-mail. Vous n’avez rien d’autre à faire.',

  'emailVerification.subject': '{appName} : confirmez votre adresse e-mail',
  'emailVerification.heading': 'Confirmez votre adresse e-mail',
  'emailVerification.intro':
    'Veuillez confirmer que cette adresse e-mail vous appartient, afin de pouvoir commencer à utiliser votre compte {appName}.',
  'emailVerification.confirm': 'Confirmer l’adresse e-mail',
  'emailVerification.codeIntro': 'Ou saisissez ce code dans {appName} :',
  'emailVerification.codeLabel': 'Code de confirmation',
  'emailVerification.codeExpiry': 'Le code expire dans {minutes, plural, one {# minute} other {# minutes}}.',
  'emailVerification.reason':
    'Vous recevez cet e-mail parce que cette adresse a été utilisée pour créer un compte sur {appName}. Si ce n’était pas vous, vous pouvez ignorer cet e-mail.',

  'passwordReset.subject': '{appName} : réinitialisez votre mot de passe',
  'passwordReset.heading': 'Réinitialisez votre mot de passe',
  'passwordReset.intro':
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {appName}. Utilisez le bouton ci-dessous pour en choisir un nouveau.',
  'passwordReset.action': 'Choisir un nouveau mot de passe',
  'passwordReset.expiry': 'Ce lien expire dans {minutes, plural, one {# minute} other {# minutes}}.',
  'passwordReset.reason':
    'Vous recevez cet e-mail parce qu’une réinitialisation du mot de passe a été demandée pour cette adresse sur {appName}. Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',

  'userInvitation.subject': '{appName} : vous êtes invité à rejoindre {accountName}',
  'userInvitation.heading': 'Rejoignez {accountName} sur {appName}',
  'userInvitation.introFrom': '{inviterName} vous invite à rejoindre {accountName} sur {appName}.',
  'userInvitation.intro': 'Vous êtes invité à rejoindre {accountName} sur {appName}.',
  'userInvitation.roleAdmin':
    'Votre rôle : administrateur. Vous pouvez tout gérer, y compris l’équipe et les paramètres.',
  'userInvitation.roleOrganizer': 'Votre rôle : organisateur. Vous pouvez gérer les organisateurs et leurs événements.',
  'userInvitation.accept': 'Accepter l’invitation',
  'userInvitation.expiry': 'L’invitation expire dans {days, plural, one {# jour} other {# jours}}.',
  'userInvitation.reason':
    'Vous recevez cet e-mail parce que cette adresse a été invitée à rejoindre {accountName} sur {appName}. Si vous ne vous y attendiez pas, vous pouvez ignorer cet e-mail.',

  'emailChangeConfirmation.subject': '{appName} : confirmez votre nouvelle adresse e-mail',
  'emailChangeConfirmation.heading': 'Confirmez votre nouvelle adresse e-mail',
  'emailChangeConfirmation.intro':
    'Vous avez demandé à vous connecter désormais à {appName} avec {newEmail}. Veuillez confirmer que cette adresse vous appartient.',
  'emailChangeConfirmation.confirm': 'Confirmer la nouvelle adresse',
  'emailChangeConfirmation.expiry':
    'Ce lien expire dans {hours, plural, one {# heure} other {# heures}}. Tant que vous n’avez pas confirmé, vous continuez à vous connecter avec votre adresse actuelle.',
  'emailChangeConfirmation.reason':
    'Vous recevez cet e-mail parce que quelqu’un a demandé à faire de cette adresse l’e-mail de connexion d’un compte sur {appName}. Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail : rien ne changera.',

  'emailChangeNotice.subject': '{appName} : une modification de votre e-mail de connexion a été demandée',
  'emailChangeNotice.heading': 'Modification de l’e-mail de connexion demandée',
  'emailChangeNotice.intro':
    'Nous avons reçu une demande visant à remplacer l’e-mail de connexion de votre compte {appName} par {newEmail}.',
  'emailChangeNotice.pending':
    'Rien ne change tant que la modification n’a pas été confirmée depuis la nouvelle adresse. D’ici là, vous continuez à vous connecter avec celle-ci.',
  'emailChangeNotice.ifNotYou':
    'Si c’était vous, vous n’avez rien d’autre à faire. Sinon, modifiez immédiatement votre mot de passe et contactez votre administrateur.',
  'emailChangeNotice.reason':
    'Vous recevez cet avis de sécurité parce que cette adresse est l’e-mail de connexion de votre compte {appName}.',

  'registrationAttempt.subject': '{appName} : quelqu’un a tenté de créer un compte avec votre adresse',
  'registrationAttempt.intro':
    'Quelqu’un vient de tenter de créer un nouveau compte {appName} avec cette adresse e-mail, qui en possède déjà un. Ce qui a pu être créé n’est pas lié à votre compte et ne peut pas utiliser votre adresse.',
  'registrationAttempt.ifYou': 'Si c’était vous, connectez-vous avec votre compte existant :',
  'registrationAttempt.signIn': 'Se connecter',
  'registrationAttempt.forgot': 'Mot de passe oublié ? Vous pouvez en définir un nouveau :',
  'registrationAttempt.reset': 'Réinitialiser mon mot de passe',
  'registrationAttempt.ifNotYou':
    'Si ce n’était pas vous, vous pouvez ignorer cet e-mail : votre compte reste inchangé.',
  'passwordChanged.subject': '{appName} : votre mot de passe a été modifié',
  'passwordChanged.heading': 'Votre mot de passe a été modifié',
  'passwordChanged.intro': 'Le mot de passe de votre compte {appName} a été modifié le {changedAt}.',
  'passwordChanged.sessions':
    'Pour votre sécurité, toutes les autres sessions ont été déconnectées. Vous devrez peut-être vous reconnecter sur vos autres appareils.',
  'passwordChanged.ifNotYou':
    'Si vous êtes à l’origine de cette modification, vous n’avez rien d’autre à faire. Sinon, réinitialisez immédiatement votre mot de passe.',
  'passwordChanged.reset': 'Réinitialiser le mot de passe',
  'passwordChanged.reason':
    'Vous recevez cet avis de sécurité parce que le mot de passe de votre compte {appName} a été modifié.',

  'webhookDisabled.subject': '{appName} : un webhook a été désactivé',
  'webhookDisabled.heading': 'Un webhook a été désactivé',
  'webhookDisabled.intro': 'Nous avons cessé d’envoyer des webhooks à {url}.',
  'webhookDisabled.reason': 'Raison : {reason}',
  'webhookDisabled.causeGone': 'Le récepteur a répondu 410 Gone : il ne veut plus recevoir d’envois.',
  'webhookDisabled.causeFailingForDays':
    'Tous les envois ont échoué pendant {days, plural, one {# jour} other {# jours}}.',
  'webhookDisabled.causeFailuresInARow':
    '{count, plural, one {# envoi a échoué} other {# envois ont échoué}} d’affilée.',
  'webhookDisabled.next':
    'Les envois qui n’ont pas pu être effectués sont conservés 30 jours. Corrigez le récepteur, réactivez le webhook et renvoyez les envois échoués depuis son journal des envois.',
  'webhookDisabled.open': 'Ouvrir les webhooks',

  'orderConfirmation.subject': 'Votre commande pour {eventTitle}',
  'orderConfirmation.heading': 'Merci pour votre commande',
  'orderConfirmation.intro': 'Votre commande pour {eventTitle} le {eventStart} est confirmée.',
  'orderConfirmation.order': 'Commande',
  'orderConfirmation.total': 'Total',
  'orderConfirmation.awaitingPayment':
    'Votre commande est réservée et en attente de paiement. Veuillez payer comme indiqué ci-dessous ; vos billets seront valables dès réception du paiement.',

  'organizerContact.subject': 'Nouveau message de {senderName}',
  'organizerContact.heading': 'Vous avez un nouveau message',
  'organizerContact.intro': '{senderName} a envoyé un message à {organizerName} via votre page publique.',
  'organizerContact.from': 'De',
  'organizerContact.reply': 'Répondez à cet e-mail pour écrire à {senderName} à l’adresse {senderEmail}.',
  'organizerContact.viewPage': 'Voir votre page publique',
  'orderPaymentIssue.failedSubject': 'Votre paiement pour {eventTitle} n’a pas abouti',
  'orderPaymentIssue.failedBody':
    'Votre paiement par carte pour {eventTitle} n’a pas été accepté : votre commande n’est donc pas encore finalisée. Vous pouvez réessayer tant que votre réservation est active.',
  'orderPaymentIssue.retry': 'Réessayer',
  'orderPaymentIssue.refundedSubject': 'Votre paiement pour {eventTitle} est en cours de remboursement',
  'orderPaymentIssue.refundedBody':
    'Votre paiement de {total} pour {eventTitle} est arrivé après l’expiration de votre réservation : les billets ont donc été libérés et le montant total vous est remboursé.',
  'orderPaymentIssue.startAgain': 'Voir l’événement',
  'orderUpdate.cancelledSubject': 'Votre commande pour {eventTitle} a été annulée',
  'orderUpdate.cancelledBody':
    'Votre commande pour {eventTitle} a été annulée par l’organisateur. Ses billets ne sont plus valables.',
  'orderUpdate.cancelledRefundBody':
    'Votre commande pour {eventTitle} a été annulée par l’organisateur. Ses billets ne sont plus valables, et {amount} vous est remboursé.',
  'orderUpdate.refundedSubject': 'Un remboursement pour votre commande pour {eventTitle}',
  'orderUpdate.refundedBody': 'L’organisateur de {eventTitle} vous rembourse {amount} sur votre commande.',
  'orderConfirmation.introAwaiting':
    'Votre commande pour {eventTitle} le {eventStart} est passée et en attente de paiement.',
  'orderConfirmation.status': 'Statut',
  'orderConfirmation.statusCompleted': 'Finalisée',
  'orderConfirmation.statusAwaiting': 'En attente de paiement',
  'orderConfirmation.event': 'Événement',
  'orderConfirmation.date': 'Date',
  'orderConfirmation.location': 'Lieu',
  'orderConfirmation.discount': 'Réduction',
  'orderConfirmation.discountWithCode': 'Réduction ({code})',
  'orderConfirmation.subtotal': 'Sous-total',
  'orderConfirmation.viewOrder': 'Voir votre commande',
  'orderConfirmation.ticketsHeading': 'Vos billets :',
  'orderConfirmation.print': 'Imprimer tous les billets',

  'attendeeTicket.subject': 'Votre billet pour {eventTitle}',
  'attendeeTicket.heading': '{count, plural, one {Votre billet} other {Vos billets}}',
  'attendeeTicket.intro': '{buyerName} vous a offert un billet pour {eventTitle} le {eventStart}.',
  'attendeeTicket.awaitingPayment':
    'La commande est en attente de paiement ; le billet sera valable dès réception du paiement.',
  'attendeeTicket.viewTicket': 'Voir votre billet',
  'attendeeTicket.calendarNote': 'Le fichier de calendrier joint ajoute l’événement à votre agenda.',

  'orderEmailChanged.orderSubject': 'L’adresse e-mail de votre commande pour {eventTitle} a été modifiée',
  'orderEmailChanged.ticketSubject': 'L’adresse e-mail de votre billet pour {eventTitle} a été modifiée',
  'orderEmailChanged.orderIntro':
    'L’adresse e-mail de la commande {orderShortId} pour {eventTitle} a été remplacée par {newEmail}, et la commande y a été envoyée.',
  'orderEmailChanged.ticketIntro':
    'L’adresse e-mail de votre billet pour {eventTitle} (commande {orderShortId}) a été remplacée par {newEmail}, et le billet y a été envoyé.',
  'orderEmailChanged.linksStopped':
    'Les liens que nous avons envoyés précédemment à cette adresse ne fonctionnent plus.',
  'orderEmailChanged.requestedSubject':
    'Quelqu’un a demandé à transférer votre commande pour {eventTitle} vers une autre adresse e-mail',
  'orderEmailChanged.requestedIntro':
    'Une personne disposant du lien de la commande {orderShortId} pour {eventTitle} a demandé à la transférer vers {newEmail}. Rien ne change tant que cette adresse n’a pas confirmé.',
  'orderEmailChanged.requestedUndo':
    'Si ce n’était pas vous, annulez la modification : la commande reste alors associée à cette adresse. Une fois la modification effectuée, le même lien permet de l’annuler pendant 7 jours.',
  'orderEmailChanged.cancelAction': 'Annuler cette modification',
  'orderEmailChanged.orderUndo': 'Si vous n’avez rien demandé, récupérez la commande jusqu’au {undoUntil} :',
  'orderEmailChanged.undoAction': 'Annuler la modification',
  'orderEmailChanged.ifNotYou':
    'Si vous n’avez pas demandé cette modification, veuillez contacter l’organisateur, {organizerName}.',
  'orderEmailChanged.ifNotYouWithEmail':
    'Si vous n’avez pas demandé cette modification, veuillez contacter l’organisateur, {organizerName}, à l’adresse {contactEmail}.',

  'orderEmailChangeConfirm.subject': 'Confirmez l’adresse e-mail de votre commande pour {eventTitle}',
  'orderEmailChangeConfirm.intro':
    'Veuillez confirmer que la commande {orderReference} pour {eventTitle} doit désormais utiliser cette adresse e-mail. Nous y enverrons ensuite la commande et ses billets.',
  'orderEmailChangeConfirm.confirm': 'Confirmer cette adresse',
  'orderEmailChangeConfirm.expiry':
    'Le lien fonctionne pendant {hours, plural, one {# heure} other {# heures}} ; passé ce délai, faites une nouvelle demande depuis la page de la commande.',
  'orderEmailChangeConfirm.reason':
    'Vous recevez cet e-mail parce que quelqu’un a saisi cette adresse sur une commande. Si ce n’était pas vous, ignorez cet e-mail : rien ne change.',

  'ticketLookup.subject': 'Vos billets',
  'ticketLookup.heading': 'Vos billets',
  'ticketLookup.intro':
    'Voici le lien vers {count, plural, one {la commande passée} other {les # commandes passées}} avec cette adresse e-mail, avec leurs billets.',
  'ticketLookup.action': 'Voir mes billets',
  'ticketLookup.expiry':
    'Le lien fonctionne pendant {hours, plural, one {# heure} other {# heures}} ; passé ce délai, demandez-en un nouveau.',
  'ticketLookup.reason':
    'Vous recevez cet e-mail parce que quelqu’un a demandé les billets associés à cette adresse. Si ce n’était pas vous, vous pouvez l’ignorer.',

  'orderNotification.subject': 'Nouvelle commande {orderShortId} pour {eventTitle}',
  'orderNotification.heading': 'Vous avez une nouvelle commande',
  'orderNotification.intro': 'Une nouvelle commande de {total} est arrivée pour {eventTitle}.',
  'orderNotification.buyer': 'Acheteur',
  'orderNotification.viewOrders': 'Voir les commandes',
  'orderNotification.reason':
    'Vous recevez cet e-mail parce que les notifications de nouvelle commande sont activées pour cet événement. Désactivez-les dans les paramètres de l’événement.',

  'eventMessage.testSubject': '[Test] {subject}',
  'eventMessage.reason':
    'Vous recevez ce message de l’organisateur de {eventTitle} parce que vous avez un billet ou une commande pour cet événement.',
  'eventMessage.reasonCopy':
    'Ceci est votre copie d’un message envoyé aux acheteurs et aux participants de {eventTitle}.',
  'eventMessage.reasonTest': 'Ceci est un test d’un message pour {eventTitle}. Il n’a été envoyé qu’à vous.',

  'waitlist.event': 'Événement',
  'waitlist.ticket': 'Billet',
  'waitlist.quantity': 'Quantité',
  'waitlist.viewEvent': 'Voir l’événement',
  'waitlist.reason': 'Vous recevez cet e-mail parce que vous figurez sur la liste d’attente de {eventTitle}.',
  'waitlist.reasonPast': 'Vous recevez cet e-mail parce que vous figuriez sur la liste d’attente de {eventTitle}.',

  'waitlistJoined.subject': 'Vous êtes sur la liste d’attente de {eventTitle}',
  'waitlistJoined.heading': 'Vous êtes sur la liste d’attente',
  'waitlistJoined.intro':
    'Vous êtes sur la liste d’attente de {eventTitle} pour {quantity, plural, one {# billet} other {# billets}}.',
  'waitlistJoined.position': 'Votre position sur la liste d’attente : {position}.',
  'waitlistJoined.lottery':
    'L’ordre de la liste d’attente sera tiré au sort le {drawAt}. Toutes les personnes inscrites avant cette date ont les mêmes chances, quel que soit le moment de leur inscription.',
  'waitlistJoined.next':
    'Dès que des billets se libèrent, vous recevrez un e-mail avec une offre. Vous aurez alors un temps limité pour les acheter.',
  'waitlistJoined.action': 'Voir votre position ou quitter la liste',
  'waitlistJoined.reason':
    'Vous recevez cet e-mail parce que cette adresse a été inscrite sur la liste d’attente de {eventTitle}. Si ce n’était pas vous, vous pouvez quitter la liste avec le bouton ci-dessus.',

  'waitlistOffer.subject': 'Bonne nouvelle de la liste d’attente de {eventTitle}',
  'waitlistOffer.heading': 'C’est votre tour',
  'waitlistOffer.intro':
    'Nous vous réservons {quantity, plural, one {# billet} other {# billets}} pour {eventTitle} jusqu’au {expiresAt}.',
  'waitlistOffer.heldUntil': 'Réservé jusqu’au',
  'waitlistOffer.action': '{quantity, plural, one {Acheter votre billet} other {Acheter vos billets}}',
  'waitlistOffer.deadline':
    '{quantity, plural, one {Si vous ne l’achetez pas d’ici là, il sera proposé à la personne suivante sur la liste d’attente.} other {Si vous ne les achetez pas d’ici là, ils seront proposés à la personne suivante sur la liste d’attente.}}',
  'waitlistOffer.decline':
    'Vous avez changé d’avis ? Quittez la liste d’attente, et l’offre passera aussitôt à la personne suivante.',
  'waitlistOffer.leave': 'Quitter la liste d’attente',

  'waitlistOfferExpired.subject': 'Votre offre de la liste d’attente pour {eventTitle} a expiré',
  'waitlistOfferExpired.heading': 'Votre offre a expiré',
  'waitlistOfferExpired.intro':
    '{quantity, plural, one {Le billet pour {eventTitle} réservé pour vous n’a pas été acheté à temps, il a donc été proposé à la personne suivante sur la liste d’attente.} other {Les # billets pour {eventTitle} réservés pour vous n’ont pas été achetés à temps, ils ont donc été proposés à la personne suivante sur la liste d’attente.}}',
  'waitlistOfferExpired.closed':
    'Votre inscription sur la liste d’attente est donc close. Si l’événement est toujours complet, vous pouvez vous réinscrire sur la liste d’attente depuis la page de l’événement.',

  'waitlistRemoved.subject': 'Vous n’êtes plus sur la liste d’attente de {eventTitle}',
  'waitlistRemoved.heading': 'Vous n’êtes plus sur la liste d’attente',
  'waitlistRemoved.introSelf':
    'Comme vous l’avez demandé, vous avez quitté la liste d’attente de {eventTitle} pour {quantity, plural, one {# billet} other {# billets}}.',
  'waitlistRemoved.introOrganizer':
    'L’organisateur de {eventTitle} a supprimé votre inscription sur la liste d’attente pour {quantity, plural, one {# billet} other {# billets}}.',
  'waitlistRemoved.released': 'Les billets éventuellement réservés pour vous ont été libérés.',

  'ticketPdf.documentTitle': 'Billets pour {eventTitle}',
  'ticketPdf.attendee': 'Participant',
  'ticketPdf.guest': 'Invité',
  'ticketPdf.free': 'Gratuit',
  'ticketPdf.statusValid': 'Statut : valable',
  'ticketPdf.statusAwaitingPayment': 'Statut : en attente de paiement',
  'ticketPdf.code': 'Code du billet : présentez-le à l’entrée',
  'ticketPdf.codeAfterPayment':
    'Le code à présenter à l’entrée apparaît sur la page de votre billet dès réception du paiement.',
  'ticketPdf.order': 'Commande {reference}',
  'ticketPdf.online': 'Événement en ligne',

  'calendar.onlineLocation': 'En ligne',
  // The ticket category every new event starts with, named in the event's language.
  'catalogue.defaultCategory': 'Billets',
};
