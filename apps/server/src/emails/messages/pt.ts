import type { Catalogue } from './en';

export const pt: Catalogue = {
  'layout.footer': 'Este e-mail foi enviado por {appName} ({instanceUrl}).',
  'layout.support': 'Precisa de ajuda? Escreva para {supportEmail}.',
  'layout.buttonFallback': 'Se o botão não funcionar, copie este link para o seu navegador:',

  'common.greeting': 'Olá, {firstName},',
  'common.greetingWithoutName': 'Olá,',

  'smtpTest.subject': '{appName}: as suas definições de e-mail funcionam',
  'smtpTest.heading': 'As suas definições de e-mail funcionam',
  'smtpTest.intro':
    'Esta é uma mensagem de teste do {appName}. Se a consegue ler, esta instância consegue enviar e-mails.',
  'smtpTest.instance': 'Instância',
  'smtpTest.sentAt': 'Enviado em',
  'smtpTest.mailServer': 'Servidor de e-mail',
  'smtpTest.open': 'Abrir o {appName}',
  'smtpTest.reason':
    'Recebeu este e-mail porque alguém que gere o {appName} iniciou o teste de e-mail. Não precisa de fazer mais nada.',

  'emailVerification.subject': '{appName}: confirme o seu endereço de e-mail',
  'emailVerification.heading': 'Confirme o seu endereço de e-mail',
  'emailVerification.intro':
    'Confirme que este endereço de e-mail é seu para começar a utilizar a sua conta no {appName}.',
  'emailVerification.confirm': 'Confirmar endereço de e-mail',
  'emailVerification.codeIntro': 'Ou introduza este código no {appName}:',
  'emailVerification.codeLabel': 'Código de confirmação',
  'emailVerification.codeExpiry': 'O código expira dentro de {minutes, plural, one {# minuto} other {# minutos}}.',
  'emailVerification.reason':
    'Recebeu este e-mail porque este endereço foi utilizado para criar uma conta no {appName}. Se não foi o próprio, pode ignorar este e-mail.',

  'passwordReset.subject': '{appName}: reponha a sua palavra-passe',
  'passwordReset.heading': 'Reponha a sua palavra-passe',
  'passwordReset.intro':
    'Recebemos um pedido para repor a palavra-passe da sua conta no {appName}. Utilize o botão abaixo para escolher uma nova.',
  'passwordReset.action': 'Escolher uma nova palavra-passe',
  'passwordReset.expiry': 'Este link expira dentro de {minutes, plural, one {# minuto} other {# minutos}}.',
  'passwordReset.reason':
    'Recebeu este e-mail porque foi pedida a reposição da palavra-passe deste endereço no {appName}. Se não foi o próprio, ignore este e-mail: a sua palavra-passe mantém-se.',

  'userInvitation.subject': '{appName}: recebeu um convite para aderir a {accountName}',
  'userInvitation.heading': 'Adira a {accountName} no {appName}',
  'userInvitation.introFrom': '{inviterName} convidou-o para aderir a {accountName} no {appName}.',
  'userInvitation.intro': 'Recebeu um convite para aderir a {accountName} no {appName}.',
  'userInvitation.roleAdmin': 'A sua função: administrador. Pode gerir tudo, incluindo a equipa e as definições.',
  'userInvitation.roleOrganizer': 'A sua função: organizador. Pode gerir organizadores e os respetivos eventos.',
  'userInvitation.accept': 'Aceitar o convite',
  'userInvitation.expiry': 'O convite expira dentro de {days, plural, one {# dia} other {# dias}}.',
  'userInvitation.reason':
    'Recebeu este e-mail porque este endereço foi convidado para {accountName} no {appName}. Se não estava à espera deste convite, pode ignorar este e-mail.',

  'emailChangeConfirmation.subject': '{appName}: confirme o seu novo endereço de e-mail',
  'emailChangeConfirmation.heading': 'Confirme o seu novo endereço de e-mail',
  'emailChangeConfirmation.intro':
    'Pediu para passar a iniciar sessão no {appName} com {newEmail}. Confirme que este endereço é seu.',
  'emailChangeConfirmation.confirm': 'Confirmar novo endereço',
  'emailChangeConfirmation.expiry':
    'Este link expira dentro de {hours, plural, one {# hora} other {# horas}}. Até confirmar, continua a iniciar sessão com o seu endereço atual.',
  'emailChangeConfirmation.reason':
    'Recebeu este e-mail porque alguém pediu para tornar este endereço o e-mail de início de sessão de uma conta no {appName}. Se não fez este pedido, pode ignorar este e-mail e nada será alterado.',

  'emailChangeNotice.subject': '{appName}: foi pedida a alteração do seu e-mail de início de sessão',
  'emailChangeNotice.heading': 'Pedida a alteração do e-mail de início de sessão',
  'emailChangeNotice.intro':
    'Recebemos um pedido para alterar o e-mail de início de sessão da sua conta no {appName} para {newEmail}.',
  'emailChangeNotice.pending':
    'Nada muda até a alteração ser confirmada a partir do novo endereço. Até lá, continua a iniciar sessão com este.',
  'emailChangeNotice.ifNotYou':
    'Se foi o próprio, não precisa de fazer mais nada. Caso contrário, altere de imediato a sua palavra-passe e contacte o seu administrador.',
  'emailChangeNotice.reason':
    'Recebeu este aviso de segurança porque este é o e-mail de início de sessão da sua conta no {appName}.',

  'registrationAttempt.subject': '{appName}: alguém tentou criar uma conta com o seu endereço',
  'registrationAttempt.intro':
    'Alguém tentou agora mesmo criar uma nova conta no {appName} com este endereço de e-mail, que já tem uma. O que essa pessoa criou não está associado à sua conta e não pode utilizar o seu endereço.',
  'registrationAttempt.ifYou': 'Se foi o próprio, inicie sessão com a sua conta existente:',
  'registrationAttempt.signIn': 'Iniciar sessão',
  'registrationAttempt.forgot': 'Esqueceu-se da palavra-passe? Pode definir uma nova:',
  'registrationAttempt.reset': 'Repor a minha palavra-passe',
  'registrationAttempt.ifNotYou': 'Se não foi o próprio, pode ignorar este e-mail: a sua conta não foi alterada.',
  'passwordChanged.subject': '{appName}: a sua palavra-passe foi alterada',
  'passwordChanged.heading': 'A sua palavra-passe foi alterada',
  'passwordChanged.intro': 'A palavra-passe da sua conta no {appName} foi alterada em {changedAt}.',
  'passwordChanged.sessions':
    'Por segurança, todas as outras sessões foram terminadas. Poderá ter de iniciar sessão novamente nos seus outros dispositivos.',
  'passwordChanged.ifNotYou':
    'Se foi o próprio a fazer esta alteração, não precisa de fazer mais nada. Caso contrário, reponha de imediato a sua palavra-passe.',
  'passwordChanged.reset': 'Repor palavra-passe',
  'passwordChanged.reason':
    'Recebeu este aviso de segurança porque a palavra-passe da sua conta no {appName} foi alterada.',

  'webhookDisabled.subject': '{appName}: um webhook foi desativado',
  'webhookDisabled.heading': 'Um webhook foi desativado',
  'webhookDisabled.intro': 'Deixámos de enviar webhooks para {url}.',
  'webhookDisabled.reason': 'Motivo: {reason}',
  'webhookDisabled.causeGone': 'O recetor respondeu 410 Gone: pediu para não receber mais entregas.',
  'webhookDisabled.causeFailingForDays':
    'Todas as entregas falharam durante {days, plural, one {# dia} other {# dias}}.',
  'webhookDisabled.causeFailuresInARow':
    '{count, plural, one {# entrega falhou} other {# entregas seguidas falharam}}.',
  'webhookDisabled.next':
    'As entregas que não puderam ser enviadas ficam guardadas durante 30 dias. Corrija o recetor, volte a ativar o webhook e reenvie as entregas falhadas a partir do respetivo registo de entregas.',
  'webhookDisabled.open': 'Abrir webhooks',

  'orderConfirmation.subject': 'A sua encomenda para {eventTitle}',
  'orderConfirmation.heading': 'Obrigado pela sua encomenda',
  'orderConfirmation.intro': 'A sua encomenda para {eventTitle} em {eventStart} está confirmada.',
  'orderConfirmation.order': 'Encomenda',
  'orderConfirmation.total': 'Total',
  'orderConfirmation.awaitingPayment':
    'A sua encomenda está reservada e a aguardar pagamento. Pague conforme indicado abaixo; os seus bilhetes são válidos assim que o pagamento for recebido.',

  'organizerContact.subject': 'Nova mensagem de {senderName}',
  'organizerContact.heading': 'Tem uma nova mensagem',
  'organizerContact.intro': '{senderName} enviou uma mensagem a {organizerName} através da sua página pública.',
  'organizerContact.from': 'De',
  'organizerContact.reply': 'Responda a este e-mail para responder a {senderName} em {senderEmail}.',
  'organizerContact.viewPage': 'Ver a sua página pública',
  'orderPaymentIssue.failedSubject': 'O seu pagamento para {eventTitle} não foi concluído',
  'orderPaymentIssue.failedBody':
    'O seu pagamento com cartão para {eventTitle} não foi aceite, pelo que a sua encomenda ainda não está concluída. Pode tentar novamente enquanto a sua reserva durar.',
  'orderPaymentIssue.retry': 'Tentar novamente',
  'orderPaymentIssue.refundedSubject': 'O seu pagamento para {eventTitle} está a ser reembolsado',
  'orderPaymentIssue.refundedBody':
    'O seu pagamento de {total} para {eventTitle} chegou depois de a sua reserva ter expirado, pelo que os bilhetes foram libertados e o montante total está a ser-lhe reembolsado.',
  'orderPaymentIssue.startAgain': 'Ver o evento',
  'orderUpdate.cancelledSubject': 'A sua encomenda para {eventTitle} foi cancelada',
  'orderUpdate.cancelledBody':
    'A sua encomenda para {eventTitle} foi cancelada pelo organizador. Os respetivos bilhetes deixaram de ser válidos.',
  'orderUpdate.cancelledRefundBody':
    'A sua encomenda para {eventTitle} foi cancelada pelo organizador. Os respetivos bilhetes deixaram de ser válidos e estão a ser-lhe reembolsados {amount}.',
  'orderUpdate.refundedSubject': 'Um reembolso da sua encomenda para {eventTitle}',
  'orderUpdate.refundedBody': 'O organizador de {eventTitle} está a reembolsar-lhe {amount} da sua encomenda.',
  'orderConfirmation.introAwaiting':
    'A sua encomenda para {eventTitle} em {eventStart} foi efetuada e está a aguardar pagamento.',
  'orderConfirmation.status': 'Estado',
  'orderConfirmation.statusCompleted': 'Concluída',
  'orderConfirmation.statusAwaiting': 'A aguardar pagamento',
  'orderConfirmation.event': 'Evento',
  'orderConfirmation.date': 'Data',
  'orderConfirmation.location': 'Local',
  'orderConfirmation.discount': 'Desconto',
  'orderConfirmation.discountWithCode': 'Desconto ({code})',
  'orderConfirmation.subtotal': 'Subtotal',
  'orderConfirmation.viewOrder': 'Ver a sua encomenda',
  'orderConfirmation.ticketsHeading': 'Os seus bilhetes:',
  'orderConfirmation.print': 'Imprimir todos os bilhetes',

  'attendeeTicket.subject': 'O seu bilhete para {eventTitle}',
  'attendeeTicket.heading': '{count, plural, one {O seu bilhete} other {Os seus bilhetes}}',
  'attendeeTicket.intro': '{buyerName} arranjou-lhe um bilhete para {eventTitle} em {eventStart}.',
  'attendeeTicket.awaitingPayment':
    'A encomenda está a aguardar pagamento; o bilhete é válido assim que o pagamento for recebido.',
  'attendeeTicket.viewTicket': 'Ver o seu bilhete',
  'attendeeTicket.calendarNote': 'O ficheiro de calendário em anexo adiciona o evento ao seu calendário.',

  'orderEmailChanged.orderSubject': 'O endereço de e-mail da sua encomenda para {eventTitle} foi alterado',
  'orderEmailChanged.ticketSubject': 'O endereço de e-mail do seu bilhete para {eventTitle} foi alterado',
  'orderEmailChanged.orderIntro':
    'O endereço de e-mail da encomenda {orderShortId} para {eventTitle} foi alterado para {newEmail}, e a encomenda foi enviada para esse endereço.',
  'orderEmailChanged.ticketIntro':
    'O endereço de e-mail do seu bilhete para {eventTitle} (encomenda {orderShortId}) foi alterado para {newEmail}, e o bilhete foi enviado para esse endereço.',
  'orderEmailChanged.linksStopped': 'Os links que enviámos anteriormente para este endereço deixaram de funcionar.',
  'orderEmailChanged.requestedSubject':
    'Alguém pediu para transferir a sua encomenda para {eventTitle} para outro endereço de e-mail',
  'orderEmailChanged.requestedIntro':
    'Alguém com o link da encomenda {orderShortId} para {eventTitle} pediu para a transferir para {newEmail}. Nada muda até esse endereço confirmar.',
  'orderEmailChanged.requestedUndo':
    'Se não foi o próprio, cancele a alteração: a encomenda fica então com este endereço. Depois de a alteração ser feita, o mesmo link permite anulá-la durante 7 dias.',
  'orderEmailChanged.cancelAction': 'Cancelar esta alteração',
  'orderEmailChanged.orderUndo': 'Se não fez este pedido, recupere a encomenda até {undoUntil}:',
  'orderEmailChanged.undoAction': 'Anular a alteração',
  'orderEmailChanged.ifNotYou': 'Se não pediu esta alteração, contacte o organizador, {organizerName}.',
  'orderEmailChanged.ifNotYouWithEmail':
    'Se não pediu esta alteração, contacte o organizador, {organizerName}, através de {contactEmail}.',

  'orderEmailChangeConfirm.subject': 'Confirme o endereço de e-mail da sua encomenda para {eventTitle}',
  'orderEmailChangeConfirm.intro':
    'Confirme que a encomenda {orderReference} para {eventTitle} deve passar a usar este endereço de e-mail. Depois disso, enviaremos para aqui a encomenda e os respetivos bilhetes.',
  'orderEmailChangeConfirm.confirm': 'Confirmar este endereço',
  'orderEmailChangeConfirm.expiry':
    'O link funciona durante {hours, plural, one {# hora} other {# horas}}; depois disso, volte a pedir a partir da página da encomenda.',
  'orderEmailChangeConfirm.reason':
    'Recebeu este e-mail porque alguém introduziu este endereço numa encomenda. Se não foi o próprio, ignore este e-mail: nada muda.',

  'ticketLookup.subject': 'Os seus bilhetes',
  'ticketLookup.heading': 'Os seus bilhetes',
  'ticketLookup.intro':
    'Eis o link para {count, plural, one {a encomenda efetuada} other {as # encomendas efetuadas}} com este endereço de e-mail, com os respetivos bilhetes.',
  'ticketLookup.action': 'Ver os meus bilhetes',
  'ticketLookup.expiry':
    'O link funciona durante {hours, plural, one {# hora} other {# horas}}; depois disso, peça um novo.',
  'ticketLookup.reason':
    'Recebeu este e-mail porque alguém pediu os bilhetes deste endereço. Se não foi o próprio, pode ignorá-lo.',

  'orderNotification.subject': 'Nova encomenda {orderShortId} para {eventTitle}',
  'orderNotification.heading': 'Tem uma nova encomenda',
  'orderNotification.intro': 'Chegou uma nova encomenda de {total} para {eventTitle}.',
  'orderNotification.buyer': 'Comprador',
  'orderNotification.viewOrders': 'Ver encomendas',
  'orderNotification.reason':
    'Recebeu este e-mail porque as notificações de novas encomendas estão ativadas para este evento. Pode desativá-las nas definições do evento.',

  'eventMessage.testSubject': '[Teste] {subject}',
  'eventMessage.reason':
    'Recebeu esta mensagem do organizador de {eventTitle} porque tem um bilhete ou uma encomenda para este evento.',
  'eventMessage.reasonCopy':
    'Esta é a sua cópia de uma mensagem enviada aos compradores e participantes de {eventTitle}.',
  'eventMessage.reasonTest': 'Este é um teste de uma mensagem para {eventTitle}. Foi enviada apenas para si.',

  'waitlist.event': 'Evento',
  'waitlist.ticket': 'Bilhete',
  'waitlist.quantity': 'Quantidade',
  'waitlist.viewEvent': 'Ver o evento',
  'waitlist.reason': 'Recebeu este e-mail porque está na lista de espera de {eventTitle}.',
  'waitlist.reasonPast': 'Recebeu este e-mail porque estava na lista de espera de {eventTitle}.',

  'waitlistJoined.subject': 'Está na lista de espera de {eventTitle}',
  'waitlistJoined.heading': 'Está na lista de espera',
  'waitlistJoined.intro':
    'Está na lista de espera de {eventTitle} para {quantity, plural, one {# bilhete} other {# bilhetes}}.',
  'waitlistJoined.position': 'A sua posição na lista de espera: {position}.',
  'waitlistJoined.lottery':
    'A ordem da lista de espera será sorteada em {drawAt}. Todas as pessoas que se inscreveram antes dessa data têm a mesma probabilidade, independentemente de quando se inscreveram.',
  'waitlistJoined.next':
    'Quando houver bilhetes disponíveis, enviar-lhe-emos um e-mail com uma oferta. Terá então um tempo limitado para os comprar.',
  'waitlistJoined.action': 'Ver a sua posição ou sair da lista',
  'waitlistJoined.reason':
    'Recebeu este e-mail porque este endereço foi inscrito na lista de espera de {eventTitle}. Se não foi o próprio, pode sair da lista com o botão acima.',

  'waitlistOffer.subject': 'Boas notícias da lista de espera de {eventTitle}',
  'waitlistOffer.heading': 'Chegou a sua vez',
  'waitlistOffer.intro':
    'Reservámos-lhe {quantity, plural, one {# bilhete} other {# bilhetes}} para {eventTitle} até {expiresAt}.',
  'waitlistOffer.heldUntil': 'Reservado até',
  'waitlistOffer.action': '{quantity, plural, one {Comprar o seu bilhete} other {Comprar os seus bilhetes}}',
  'waitlistOffer.deadline':
    '{quantity, plural, one {Se não o comprar até lá, passará para a pessoa seguinte na lista de espera.} other {Se não os comprar até lá, passarão para a pessoa seguinte na lista de espera.}}',
  'waitlistOffer.decline':
    'Mudou de ideias? Saia da lista de espera e a oferta passará de imediato para a pessoa seguinte.',
  'waitlistOffer.leave': 'Sair da lista de espera',

  'waitlistOfferExpired.subject': 'A sua oferta da lista de espera de {eventTitle} expirou',
  'waitlistOfferExpired.heading': 'A sua oferta expirou',
  'waitlistOfferExpired.intro':
    '{quantity, plural, one {O bilhete para {eventTitle} reservado para si não foi comprado a tempo, pelo que passou para a pessoa seguinte na lista de espera.} other {Os # bilhetes para {eventTitle} reservados para si não foram comprados a tempo, pelo que passaram para a pessoa seguinte na lista de espera.}}',
  'waitlistOfferExpired.closed':
    'A sua inscrição na lista de espera fica assim encerrada. Se o evento continuar esgotado, pode voltar a inscrever-se na lista de espera a partir da página do evento.',

  'waitlistRemoved.subject': 'Já não está na lista de espera de {eventTitle}',
  'waitlistRemoved.heading': 'Já não está na lista de espera',
  'waitlistRemoved.introSelf':
    'Conforme pediu, saiu da lista de espera de {eventTitle} para {quantity, plural, one {# bilhete} other {# bilhetes}}.',
  'waitlistRemoved.introOrganizer':
    'O organizador de {eventTitle} retirou a sua inscrição da lista de espera para {quantity, plural, one {# bilhete} other {# bilhetes}}.',
  'waitlistRemoved.released': 'Os bilhetes que estivessem reservados para si foram libertados.',

  'ticketPdf.documentTitle': 'Bilhetes para {eventTitle}',
  'ticketPdf.attendee': 'Participante',
  'ticketPdf.guest': 'Convidado',
  'ticketPdf.free': 'Gratuito',
  'ticketPdf.statusValid': 'Estado: válido',
  'ticketPdf.statusAwaitingPayment': 'Estado: a aguardar pagamento',
  'ticketPdf.code': 'Código do bilhete: apresente-o à entrada',
  'ticketPdf.codeAfterPayment':
    'O código a apresentar à entrada aparece na página do bilhete assim que o pagamento for recebido.',
  'ticketPdf.order': 'Encomenda {reference}',
  'ticketPdf.online': 'Evento online',

  'calendar.onlineLocation': 'Online',
  // The ticket category every new event starts with, named in the event's language.
  'catalogue.defaultCategory': 'Bilhetes',
};
