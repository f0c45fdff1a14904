import type { Catalogue } from './en';

export const ptBr: Catalogue = {
  'layout.footer': 'Este e-mail foi enviado por {appName} ({instanceUrl}).',
  'layout.support': 'Precisa de ajuda? Escreva para {supportEmail}.',
  'layout.buttonFallback': 'Se o botão não funcionar, copie este link no seu navegador:',

  'common.greeting': 'Olá, {firstName},',
  'common.greetingWithoutName': 'Olá,',

  'smtpTest.subject': '{appName}: suas configurações de e-mail estão funcionando',
  'smtpTest.heading': 'Suas configurações de e-mail estão funcionando',
  'smtpTest.intro':
    'Esta é uma mensagem de teste do {appName}. Se você consegue lê-la, esta instância consegue enviar e-mails.',
  'smtpTest.instance': 'Instância',
  'smtpTest.sentAt': 'Enviado em',
  'smtpTest.mailServer': 'Servidor de e-mail',
  'smtpTest.open': 'Abrir o {appName}',
  'smtpTest.reason':
    'Você recebeu este e-mail porque alguém que administra o {appName} iniciou o teste de e-mail. Não é preciso fazer mais nada.',

  'emailVerification.subject': '{appName}: confirme seu endereço de e-mail',
  'emailVerification.heading': 'Confirme seu endereço de e-mail',
  'emailVerification.intro': 'Confirme que este endereço de e-mail é seu para começar a usar sua conta no {appName}.',
  'emailVerification.confirm': 'Confirmar endereço de e-mail',
  'emailVerification.codeIntro': 'Ou digite este código no {appName}:',
  'emailVerification.codeLabel': 'Código de confirmação',
  'emailVerification.codeExpiry': 'O código expira em {minutes, plural, one {# minuto} other {# minutos}}.',
  'emailVerification.reason':
    'Você recebeu este e-mail porque este endereço foi usado para criar uma conta no {appName}. Se não foi você, pode ignorar este e-mail.',

  'passwordReset.subject': '{appName}: redefina sua senha',
  'passwordReset.heading': 'Redefina sua senha',
  'passwordReset.intro':
    'Recebemos um pedido para redefinir a senha da sua conta no {appName}. Use o botão abaixo para escolher uma nova.',
  'passwordReset.action': 'Escolher uma nova senha',
  'passwordReset.expiry': 'Este link expira em {minutes, plural, one {# minuto} other {# minutos}}.',
  'passwordReset.reason':
    'Você recebeu este e-mail porque foi solicitada a redefinição de senha para este endereço no {appName}. Se não foi você, ignore este e-mail: sua senha continua a mesma.',

  'userInvitation.subject': '{appName}: você foi convidado para entrar em {accountName}',
  'userInvitation.heading': 'Entre em {accountName} no {appName}',
  'userInvitation.introFrom': '{inviterName} convidou você para entrar em {accountName} no {appName}.',
  'userInvitation.intro': 'Você foi convidado para entrar em {accountName} no {appName}.',
  'userInvitation.roleAdmin':
    'Sua função: administrador. Você pode gerenciar tudo, incluindo a equipe e as configurações.',
  'userInvitation.roleOrganizer': 'Sua função: organizador. Você pode gerenciar organizadores e os eventos deles.',
  'userInvitation.accept': 'Aceitar o convite',
  'userInvitation.expiry': 'O convite expira em {days, plural, one {# dia} other {# dias}}.',
  'userInvitation.reason':
    'Você recebeu este e-mail porque este endereço foi convidado para {accountName} no {appName}. Se você não esperava este convite, pode ignorar este e-mail.',

  'emailChangeConfirmation.subject': '{appName}: confirme seu novo endereço de e-mail',
  'emailChangeConfirmation.heading': 'Confirme seu novo endereço de e-mail',
  'emailChangeConfirmation.intro':
    'Você pediu para entrar no {appName} com {newEmail} daqui em diante. Confirme que este endereço é seu.',
  'emailChangeConfirmation.confirm': 'Confirmar novo endereço',
  'emailChangeConfirmation.expiry':
    'Este link expira em {hours, plural, one {# hora} other {# horas}}. Até você confirmar, continua entrando com seu endereço atual.',
  'emailChangeConfirmation.reason':
    'Você recebeu este e-mail porque alguém pediu para tornar este endereço o e-mail de acesso de uma conta no {appName}. Se não foi você, pode ignorar este e-mail, e nada vai mudar.',

  'emailChangeNotice.subject': '{appName}: foi solicitada a alteração do seu e-mail de acesso',
  'emailChangeNotice.heading': 'Alteração do e-mail de acesso solicitada',
  'emailChangeNotice.intro':
    'Recebemos um pedido para alterar o e-mail de acesso da sua conta no {appName} para {newEmail}.',
  'emailChangeNotice.pending':
    'Nada muda até que a alteração seja confirmada pelo novo endereço. Até lá, você continua entrando com este.',
  'emailChangeNotice.ifNotYou':
    'Se foi você, não é preciso fazer mais nada. Se não foi, altere sua senha imediatamente e entre em contato com o seu administrador.',
  'emailChangeNotice.reason':
    'Você recebeu este aviso de segurança porque este é o e-mail de acesso da sua conta no {appName}.',

  'registrationAttempt.subject': '{appName}: alguém tentou criar uma conta com o seu endereço',
  'registrationAttempt.intro':
    'Alguém acabou de tentar criar uma nova conta no {appName} com este endereço de e-mail, que já tem uma. O que essa pessoa criou não está vinculado à sua conta e não pode usar o seu endereço.',
  'registrationAttempt.ifYou': 'Se foi você, entre com a sua conta existente:',
  'registrationAttempt.signIn': 'Entrar',
  'registrationAttempt.forgot': 'Esqueceu sua senha? Você pode definir uma nova:',
  'registrationAttempt.reset': 'Redefinir minha senha',
  'registrationAttempt.ifNotYou': 'Se não foi você, pode ignorar este e-mail: sua conta continua igual.',
  'passwordChanged.subject': '{appName}: sua senha foi alterada',
  'passwordChanged.heading': 'Sua senha foi alterada',
  'passwordChanged.intro': 'A senha da sua conta no {appName} foi alterada em {changedAt}.',
  'passwordChanged.sessions':
    'Para sua segurança, todas as outras sessões foram encerradas. Talvez você precise entrar novamente nos seus outros dispositivos.',
  'passwordChanged.ifNotYou':
    'Se foi você que fez essa alteração, não é preciso fazer mais nada. Se não foi, redefina sua senha imediatamente.',
  'passwordChanged.reset': 'Redefinir senha',
  'passwordChanged.reason':
    'Você recebeu este aviso de segurança porque a senha da sua conta no {appName} foi alterada.',

  'webhookDisabled.subject': '{appName}: um webhook foi desativado',
  'webhookDisabled.heading': 'Um webhook foi desativado',
  'webhookDisabled.intro': 'Deixamos de enviar webhooks para {url}.',
  'webhookDisabled.reason': 'Motivo: {reason}',
  'webhookDisabled.causeGone': 'O receptor respondeu 410 Gone: pediu para não receber mais entregas.',
  'webhookDisabled.causeFailingForDays':
    'Todas as entregas falharam durante {days, plural, one {# dia} other {# dias}}.',
  'webhookDisabled.causeFailuresInARow':
    '{count, plural, one {# entrega falhou} other {# entregas seguidas falharam}}.',
  'webhookDisabled.next':
    'As entregas que não puderam ser enviadas ficam guardadas por 30 dias. Corrija o receptor, ative o webhook novamente e reenvie as entregas com falha pelo registro de entregas dele.',
  'webhookDisabled.open': 'Abrir webhooks',

  'orderConfirmation.subject': 'Seu pedido para {eventTitle}',
  'orderConfirmation.heading': 'Obrigado pelo seu pedido',
  'orderConfirmation.intro': 'Seu pedido para {eventTitle} em {eventStart} está confirmado.',
  'orderConfirmation.order': 'Pedido',
  'orderConfirmation.total': 'Total',
  'orderConfirmation.awaitingPayment':
    'Seu pedido está reservado e aguardando pagamento. Pague conforme as instruções abaixo; seus ingressos passam a valer assim que o pagamento for recebido.',

  'organizerContact.subject': 'Nova mensagem de {senderName}',
  'organizerContact.heading': 'Você tem uma nova mensagem',
  'organizerContact.intro': '{senderName} enviou uma mensagem para {organizerName} pela sua página pública.',
  'organizerContact.from': 'De',
  'organizerContact.reply': 'Responda a este e-mail para falar com {senderName} em {senderEmail}.',
  'organizerContact.viewPage': 'Ver sua página pública',
  'orderPaymentIssue.failedSubject': 'Seu pagamento para {eventTitle} não foi concluído',
  'orderPaymentIssue.failedBody':
    'Seu pagamento com cartão para {eventTitle} não foi aceito, então seu pedido ainda não está concluído. Você pode tentar novamente enquanto sua reserva durar.',
  'orderPaymentIssue.retry': 'Tentar novamente',
  'orderPaymentIssue.refundedSubject': 'Seu pagamento para {eventTitle} está sendo reembolsado',
  'orderPaymentIssue.refundedBody':
    'Seu pagamento de {total} para {eventTitle} chegou depois que sua reserva expirou, então os ingressos foram liberados e o valor total está sendo reembolsado para você.',
  'orderPaymentIssue.startAgain': 'Ver o evento',
  'orderUpdate.cancelledSubject': 'Seu pedido para {eventTitle} foi cancelado',
  'orderUpdate.cancelledBody':
    'Seu pedido para {eventTitle} foi cancelado pelo organizador. Os ingressos dele não são mais válidos.',
  'orderUpdate.cancelledRefundBody':
    'Seu pedido para {eventTitle} foi cancelado pelo organizador. Os ingressos dele não são mais válidos, e {amount} está sendo reembolsado para você.',
  'orderUpdate.refundedSubject': 'Um reembolso do seu pedido para {eventTitle}',
  'orderUpdate.refundedBody': 'O organizador de {eventTitle} está reembolsando {amount} do seu pedido para você.',
  'orderConfirmation.introAwaiting':
    'Seu pedido para {eventTitle} em {eventStart} foi feito e está aguardando pagamento.',
  'orderConfirmation.status': 'Status',
  'orderConfirmation.statusCompleted': 'Concluído',
  'orderConfirmation.statusAwaiting': 'Aguardando pagamento',
  'orderConfirmation.event': 'Evento',
  'orderConfirmation.date': 'Data',
  'orderConfirmation.location': 'Local',
  'orderConfirmation.discount': 'Desconto',
  'orderConfirmation.discountWithCode': 'Desconto ({code})',
  'orderConfirmation.subtotal': 'Subtotal',
  'orderConfirmation.viewOrder': 'Ver seu pedido',
  'orderConfirmation.ticketsHeading': 'Seus ingressos:',
  'orderConfirmation.print': 'Imprimir todos os ingressos',

  'attendeeTicket.subject': 'Seu ingresso para {eventTitle}',
  'attendeeTicket.heading': '{count, plural, one {Seu ingresso} other {Seus ingressos}}',
  'attendeeTicket.intro': '{buyerName} garantiu um ingresso para você para {eventTitle} em {eventStart}.',
  'attendeeTicket.awaitingPayment':
    'O pedido está aguardando pagamento; o ingresso passa a valer assim que o pagamento for recebido.',
  'attendeeTicket.viewTicket': 'Ver seu ingresso',
  'attendeeTicket.calendarNote': 'O arquivo de calendário anexo adiciona o evento à sua agenda.',

  'orderEmailChanged.orderSubject': 'O endereço de e-mail do seu pedido para {eventTitle} foi alterado',
  'orderEmailChanged.ticketSubject': 'O endereço de e-mail do seu ingresso para {eventTitle} foi alterado',
  'orderEmailChanged.orderIntro':
    'O endereço de e-mail do pedido {orderShortId} para {eventTitle} foi alterado para {newEmail}, e o pedido foi enviado para lá.',
  'orderEmailChanged.ticketIntro':
    'O endereço de e-mail do seu ingresso para {eventTitle} (pedido {orderShortId}) foi alterado para {newEmail}, e o ingresso foi enviado para lá.',
  'orderEmailChanged.linksStopped': 'Os links que enviamos antes para este endereço não funcionam mais.',
  'orderEmailChanged.requestedSubject':
    'Alguém pediu para transferir seu pedido para {eventTitle} para outro endereço de e-mail',
  'orderEmailChanged.requestedIntro':
    'Alguém com o link do pedido {orderShortId} para {eventTitle} pediu para transferi-lo para {newEmail}. Nada muda até que esse endereço confirme.',
  'orderEmailChanged.requestedUndo':
    'Se não foi você, cancele a alteração: o pedido continua neste endereço. Depois que a alteração for feita, o mesmo link a desfaz por 7 dias.',
  'orderEmailChanged.cancelAction': 'Cancelar esta alteração',
  'orderEmailChanged.orderUndo': 'Se você não pediu isso, recupere o pedido até {undoUntil}:',
  'orderEmailChanged.undoAction': 'Desfazer a alteração',
  'orderEmailChanged.ifNotYou':
    'Se você não pediu esta alteração, entre em contato com o organizador, {organizerName}.',
  'orderEmailChanged.ifNotYouWithEmail':
    'Se você não pediu esta alteração, entre em contato com o organizador, {organizerName}, pelo e-mail {contactEmail}.',

  'orderEmailChangeConfirm.subject': 'Confirme o endereço de e-mail do seu pedido para {eventTitle}',
  'orderEmailChangeConfirm.intro':
    'Confirme que o pedido {orderReference} para {eventTitle} deve usar este endereço de e-mail daqui em diante. Depois disso, enviaremos o pedido e os ingressos para cá.',
  'orderEmailChangeConfirm.confirm': 'Confirmar este endereço',
  'orderEmailChangeConfirm.expiry':
    'O link funciona por {hours, plural, one {# hora} other {# horas}}; depois disso, peça novamente na página do pedido.',
  'orderEmailChangeConfirm.reason':
    'Você recebeu este e-mail porque alguém informou este endereço em um pedido. Se não foi você, ignore este e-mail: nada muda.',

  'ticketLookup.subject': 'Seus ingressos',
  'ticketLookup.heading': 'Seus ingressos',
  'ticketLookup.intro':
    'Aqui está o link para {count, plural, one {o pedido feito} other {os # pedidos feitos}} com este endereço de e-mail, com os respectivos ingressos.',
  'ticketLookup.action': 'Ver meus ingressos',
  'ticketLookup.expiry':
    'O link funciona por {hours, plural, one {# hora} other {# horas}}; depois disso, peça um novo.',
  'ticketLookup.reason':
    'Você recebeu este e-mail porque alguém pediu os ingressos deste endereço. Se não foi você, pode ignorá-lo.',

  'orderNotification.subject': 'Novo pedido {orderShortId} para {eventTitle}',
  'orderNotification.heading': 'Você tem um novo pedido',
  'orderNotification.intro': 'Chegou um novo pedido de {total} para {eventTitle}.',
  'orderNotification.buyer': 'Comprador',
  'orderNotification.viewOrders': 'Ver pedidos',
  'orderNotification.reason':
    'Você recebeu este e-mail porque as notificações de novos pedidos estão ativadas para este evento. Desative-as nas configurações do evento.',

  'eventMessage.testSubject': '[Teste] {subject}',
  'eventMessage.reason':
    'Você recebeu esta mensagem do organizador de {eventTitle} porque tem um ingresso ou um pedido para esse evento.',
  'eventMessage.reasonCopy':
    'Esta é a sua cópia de uma mensagem enviada aos compradores e participantes de {eventTitle}.',
  'eventMessage.reasonTest': 'Este é um teste de uma mensagem para {eventTitle}. Ela foi enviada somente para você.',

  'waitlist.event': 'Evento',
  'waitlist.ticket': 'Ingresso',
  'waitlist.quantity': 'Quantidade',
  'waitlist.viewEvent': 'Ver o evento',
  'waitlist.reason': 'Você recebeu este e-mail porque está na lista de espera de {eventTitle}.',
  'waitlist.reasonPast': 'Você recebeu este e-mail porque estava na lista de espera de {eventTitle}.',

  'waitlistJoined.subject': 'Você está na lista de espera de {eventTitle}',
  'waitlistJoined.heading': 'Você está na lista de espera',
  'waitlistJoined.intro':
    'Você está na lista de espera de {eventTitle} para {quantity, plural, one {# ingresso} other {# ingressos}}.',
  'waitlistJoined.position': 'Sua posição na lista de espera: {position}.',
  'waitlistJoined.lottery':
    'A ordem da lista de espera será sorteada em {drawAt}. Todas as pessoas que entraram na lista antes disso têm a mesma chance, não importa quando entraram.',
  'waitlistJoined.next':
    'Quando houver ingressos disponíveis, enviaremos a você um e-mail com uma oferta. Você terá então um tempo limitado para comprá-los.',
  'waitlistJoined.action': 'Ver sua posição ou sair da lista',
  'waitlistJoined.reason':
    'Você recebeu este e-mail porque este endereço entrou na lista de espera de {eventTitle}. Se não foi você, pode sair da lista pelo botão acima.',

  'waitlistOffer.subject': 'Boas notícias da lista de espera de {eventTitle}',
  'waitlistOffer.heading': 'Chegou a sua vez',
  'waitlistOffer.intro':
    'Separamos {quantity, plural, one {# ingresso} other {# ingressos}} de {eventTitle} para você até {expiresAt}.',
  'waitlistOffer.heldUntil': 'Reservado até',
  'waitlistOffer.action': '{quantity, plural, one {Comprar seu ingresso} other {Comprar seus ingressos}}',
  'waitlistOffer.deadline':
    '{quantity, plural, one {Se você não comprar até lá, ele vai para a próxima pessoa da lista de espera.} other {Se você não comprar até lá, eles vão para a próxima pessoa da lista de espera.}}',
  'waitlistOffer.decline': 'Mudou de ideia? Saia da lista de espera e a oferta passa na hora para a próxima pessoa.',
  'waitlistOffer.leave': 'Sair da lista de espera',

  'waitlistOfferExpired.subject': 'Sua oferta da lista de espera de {eventTitle} expirou',
  'waitlistOfferExpired.heading': 'Sua oferta expirou',
  'waitlistOfferExpired.intro':
    '{quantity, plural, one {O ingresso de {eventTitle} separado para você não foi comprado a tempo, então foi para a próxima pessoa da lista de espera.} other {Os # ingressos de {eventTitle} separados para você não foram comprados a tempo, então foram para a próxima pessoa da lista de espera.}}',
  'waitlistOfferExpired.closed':
    'Sua inscrição na lista de espera foi encerrada. Se o evento continuar esgotado, você pode entrar na lista de espera de novo pela página do evento.',

  'waitlistRemoved.subject': 'Você não está mais na lista de espera de {eventTitle}',
  'waitlistRemoved.heading': 'Você não está mais na lista de espera',
  'waitlistRemoved.introSelf':
    'Como você pediu, você saiu da lista de espera de {eventTitle} para {quantity, plural, one {# ingresso} other {# ingressos}}.',
  'waitlistRemoved.introOrganizer':
    'O organizador de {eventTitle} removeu sua inscrição da lista de espera para {quantity, plural, one {# ingresso} other {# ingressos}}.',
  'waitlistRemoved.released': 'Se havia ingressos reservados para você, eles foram liberados.',

  'ticketPdf.documentTitle': 'Ingressos para {eventTitle}',
  'ticketPdf.attendee': 'Participante',
  'ticketPdf.guest': 'Convidado',
  'ticketPdf.free': 'Gratuito',
  'ticketPdf.statusValid': 'Status: válido',
  'ticketPdf.statusAwaitingPayment': 'Status: aguardando pagamento',
  'ticketPdf.code': 'Código do ingresso: apresente-o na entrada',
  'ticketPdf.codeAfterPayment':
    'O código para apresentar na entrada aparece na página do seu ingresso assim que o pagamento for recebido.',
  'ticketPdf.order': 'Pedido {reference}',
  'ticketPdf.online': 'Evento online',

  'calendar.onlineLocation': 'Online',
  // The ticket category every new event starts with, named in the event's language.
  'catalogue.defaultCategory': 'Ingressos',
};
