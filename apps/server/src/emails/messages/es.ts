import type { Catalogue } from './en';

export const es: Catalogue = {
  'layout.footer': 'Este correo lo ha enviado {appName} ({instanceUrl}).',
  'layout.support': '¿Necesitas ayuda? Escribe a {supportEmail}.',
  'layout.buttonFallback': 'Si el botón no funciona, copia este enlace en tu navegador:',

  'common.greeting': 'Hola, {firstName}:',
  'common.greetingWithoutName': 'Hola:',

  'smtpTest.subject': '{appName}: tus ajustes de correo funcionan',
  'smtpTest.heading': 'Tus ajustes de correo funcionan',
  'smtpTest.intro':
    'Este es un mensaje de prueba de {appName}. Si puedes leerlo, esta instancia puede enviar correos electrónicos.',
  'smtpTest.instance': 'Instancia',
  'smtpTest.sentAt': 'Enviado',
  'smtpTest.mailServer': 'Servidor de correo',
  'smtpTest.open': 'Abrir {appName}',
  'smtpTest.reason':
    'Has recibido este correo porque alguien que administra {appName} ha iniciado la prueba de correo. No tienes que hacer nada más.',

  'emailVerification.subject': '{appName}: confirma tu dirección de correo electrónico',
  'emailVerification.heading': 'Confirma tu dirección de correo electrónico',
  'emailVerification.intro':
    'Confirma que esta dirección de correo electrónico es tuya para empezar a usar tu cuenta de {appName}.',
  'emailVerification.confirm': 'Confirmar la dirección de correo',
  'emailVerification.codeIntro': 'O introduce este código en {appName}:',
  'emailVerification.codeLabel': 'Código de confirmación',
  'emailVerification.codeExpiry': 'El código caduca en {minutes, plural, one {# minuto} other {# minutos}}.',
  'emailVerification.reason':
    'Has recibido este correo porque se ha usado esta dirección para registrarse en {appName}. Si no has sido tú, puedes ignorar este correo.',

  'passwordReset.subject': '{appName}: restablece tu contraseña',
  'passwordReset.heading': 'Restablece tu contraseña',
  'passwordReset.intro':
    'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {appName}. Usa el botón de abajo para elegir una nueva.',
  'passwordReset.action': 'Elegir una nueva contraseña',
  'passwordReset.expiry': 'Este enlace caduca en {minutes, plural, one {# minuto} other {# minutos}}.',
  'passwordReset.reason':
    'Has recibido este correo porque se ha solicitado restablecer la contraseña de esta dirección en {appName}. Si no has sido tú, ignora este correo: tu contraseña no cambia.',

  'userInvitation.subject': '{appName}: te han invitado a unirte a {accountName}',
  'userInvitation.heading': 'Únete a {accountName} en {appName}',
  'userInvitation.introFrom': '{inviterName} te ha invitado a unirte a {accountName} en {appName}.',
  'userInvitation.intro': 'Te han invitado a unirte a {accountName} en {appName}.',
  'userInvitation.roleAdmin': 'Tu rol: administrador. Puedes gestionarlo todo, incluidos el equipo y los ajustes.',
  'userInvitation.roleOrganizer': 'Tu rol: organizador. Puedes gestionar organizadores y sus eventos.',
  'userInvitation.accept': 'Aceptar la invitación',
  'userInvitation.expiry': 'La invitación caduca en {days, plural, one {# día} other {# días}}.',
  'userInvitation.reason':
    'Has recibido este correo porque se ha invitado a esta dirección a {accountName} en {appName}. Si no lo esperabas, puedes ignorar este correo.',

  'emailChangeConfirmation.subject': '{appName}: confirma tu nueva dirección de correo electrónico',
  'emailChangeConfirmation.heading': 'Confirma tu nueva dirección de correo electrónico',
  'emailChangeConfirmation.intro':
    'Has pedido iniciar sesión en {appName} con {newEmail} a partir de ahora. Confirma que esta dirección es tuya.',
  'emailChangeConfirmation.confirm': 'Confirmar la nueva dirección',
  'emailChangeConfirmation.expiry':
    'Este enlace caduca en {hours, plural, one {# hora} other {# horas}}. Hasta que lo confirmes, seguirás iniciando sesión con tu dirección actual.',
  'emailChangeConfirmation.reason':
    'Has recibido este correo porque alguien ha pedido que esta dirección sea el correo de inicio de sesión de una cuenta de {appName}. Si no lo has pedido tú, puedes ignorar este correo y no cambiará nada.',

  'emailChangeNotice.subject': '{appName}: se ha solicitado cambiar tu correo de inicio de sesión',
  'emailChangeNotice.heading': 'Solicitud de cambio del correo de inicio de sesión',
  'emailChangeNotice.intro':
    'Hemos recibido una solicitud para cambiar el correo de inicio de sesión de tu cuenta de {appName} a {newEmail}.',
  'emailChangeNotice.pending':
    'No cambiará nada hasta que se confirme el cambio desde la nueva dirección. Mientras tanto, seguirás iniciando sesión con esta.',
  'emailChangeNotice.ifNotYou':
    'Si has sido tú, no tienes que hacer nada más. Si no, cambia tu contraseña de inmediato y ponte en contacto con tu administrador.',
  'emailChangeNotice.reason':
    'Has recibido este aviso de seguridad porque este es el correo de inicio de sesión de tu cuenta de {appName}.',

  'registrationAttempt.subject': '{appName}: alguien ha intentado crear una cuenta con tu dirección',
  'registrationAttempt.intro':
    'Alguien acaba de intentar crear una nueva cuenta de {appName} con esta dirección de correo electrónico, que ya tiene una. Lo que haya creado no está vinculado a tu cuenta y no puede usar tu dirección.',
  'registrationAttempt.ifYou': 'Si has sido tú, inicia sesión con tu cuenta existente:',
  'registrationAttempt.signIn': 'Iniciar sesión',
  'registrationAttempt.forgot': '¿Has olvidado tu contraseña? Puedes establecer una nueva:',
  'registrationAttempt.reset': 'Restablecer mi contraseña',
  'registrationAttempt.ifNotYou': 'Si no has sido tú, puedes ignorar este correo: tu cuenta no ha cambiado.',
  'passwordChanged.subject': '{appName}: se ha cambiado tu contraseña',
  'passwordChanged.heading': 'Se ha cambiado tu contraseña',
  'passwordChanged.intro': 'La contraseña de tu cuenta de {appName} se cambió el {changedAt}.',
  'passwordChanged.sessions':
    'Por tu seguridad, se han cerrado todas las demás sesiones. Es posible que tengas que volver a iniciar sesión en tus otros dispositivos.',
  'passwordChanged.ifNotYou':
    'Si has hecho tú este cambio, no tienes que hacer nada más. Si no, restablece tu contraseña de inmediato.',
  'passwordChanged.reset': 'Restablecer la contraseña',
  'passwordChanged.reason':
    'Has recibido este aviso de seguridad porque se ha cambiado la contraseña de tu cuenta de {appName}.',

  'webhookDisabled.subject': '{appName}: se ha desactivado un webhook',
  'webhookDisabled.heading': 'Se ha desactivado un webhook',
  'webhookDisabled.intro': 'Hemos dejado de enviar webhooks a {url}.',
  'webhookDisabled.reason': 'Motivo: {reason}',
  'webhookDisabled.causeGone': 'El receptor respondió 410 Gone: pidió no recibir más entregas.',
  'webhookDisabled.causeFailingForDays':
    'Todas las entregas fallaron durante {days, plural, one {# día} other {# días}}.',
  'webhookDisabled.causeFailuresInARow': '{count, plural, one {# entrega falló} other {# entregas seguidas fallaron}}.',
  'webhookDisabled.next':
    'Las entregas que no se pudieron enviar se conservan durante 30 días. Corrige el receptor, vuelve a activar el webhook y reenvía las entregas fallidas desde su registro de entregas.',
  'webhookDisabled.open': 'Abrir los webhooks',

  'orderConfirmation.subject': 'Tu pedido para {eventTitle}',
  'orderConfirmation.heading': 'Gracias por tu pedido',
  'orderConfirmation.intro': 'Tu pedido para {eventTitle} del {eventStart} está confirmado.',
  'orderConfirmation.order': 'Pedido',
  'orderConfirmation.total': 'Total',
  'orderConfirmation.awaitingPayment':
    'Tu pedido está reservado y pendiente de pago. Paga según se indica más abajo; tus entradas serán válidas en cuanto se reciba el pago.',

  'organizerContact.subject': 'Nuevo mensaje de {senderName}',
  'organizerContact.heading': 'Tienes un mensaje nuevo',
  'organizerContact.intro': '{senderName} ha enviado un mensaje a {organizerName} a través de tu página pública.',
  'organizerContact.from': 'De',
  'organizerContact.reply': 'Responde a este correo para contestar a {senderName} en {senderEmail}.',
  'organizerContact.viewPage': 'Ver tu página pública',
  'orderPaymentIssue.failedSubject': 'Tu pago para {eventTitle} no se ha completado',
  'orderPaymentIssue.failedBody':
    'No se ha aceptado tu pago con tarjeta para {eventTitle}, así que tu pedido aún no está completo. Puedes volver a intentarlo mientras dure tu reserva.',
  'orderPaymentIssue.retry': 'Volver a intentarlo',
  'orderPaymentIssue.refundedSubject': 'Te estamos reembolsando tu pago para {eventTitle}',
  'orderPaymentIssue.refundedBody':
    'Tu pago de {total} para {eventTitle} llegó después de que caducara tu reserva, así que las entradas se liberaron y te estamos reembolsando el importe íntegro.',
  'orderPaymentIssue.startAgain': 'Ver el evento',
  'orderUpdate.cancelledSubject': 'Se ha cancelado tu pedido para {eventTitle}',
  'orderUpdate.cancelledBody':
    'El organizador ha cancelado tu pedido para {eventTitle}. Sus entradas ya no son válidas.',
  'orderUpdate.cancelledRefundBody':
    'El organizador ha cancelado tu pedido para {eventTitle}. Sus entradas ya no son válidas y te estamos reembolsando {amount}.',
  'orderUpdate.refundedSubject': 'Un reembolso de tu pedido para {eventTitle}',
  'orderUpdate.refundedBody': 'El organizador de {eventTitle} te está reembolsando {amount} de tu pedido.',
  'orderConfirmation.introAwaiting':
    'Tu pedido para {eventTitle} del {eventStart} se ha realizado y está pendiente de pago.',
  'orderConfirmation.status': 'Estado',
  'orderConfirmation.statusCompleted': 'Completado',
  'orderConfirmation.statusAwaiting': 'Pendiente de pago',
  'orderConfirmation.event': 'Evento',
  'orderConfirmation.date': 'Fecha',
  'orderConfirmation.location': 'Ubicación',
  'orderConfirmation.discount': 'Descuento',
  'orderConfirmation.discountWithCode': 'Descuento ({code})',
  'orderConfirmation.subtotal': 'Subtotal',
  'orderConfirmation.viewOrder': 'Ver tu pedido',
  'orderConfirmation.ticketsHeading': 'Tus entradas:',
  'orderConfirmation.print': 'Imprimir todas las entradas',

  'attendeeTicket.subject': 'Tu entrada para {eventTitle}',
  'attendeeTicket.heading': '{count, plural, one {Tu entrada} other {Tus entradas}}',
  'attendeeTicket.intro': '{buyerName} te ha conseguido una entrada para {eventTitle} del {eventStart}.',
  'attendeeTicket.awaitingPayment':
    'El pedido está pendiente de pago; la entrada será válida en cuanto se reciba el pago.',
  'attendeeTicket.viewTicket': 'Ver tu entrada',
  'attendeeTicket.calendarNote': 'El archivo de calendario adjunto añade el evento a tu calendario.',

  'orderEmailChanged.orderSubject': 'Se ha cambiado la dirección de correo de tu pedido para {eventTitle}',
  'orderEmailChanged.ticketSubject': 'Se ha cambiado la dirección de correo de tu entrada para {eventTitle}',
  'orderEmailChanged.orderIntro':
    'La dirección de correo del pedido {orderShortId} para {eventTitle} se ha cambiado a {newEmail}, y el pedido se ha enviado allí.',
  'orderEmailChanged.ticketIntro':
    'La dirección de correo de tu entrada para {eventTitle} (pedido {orderShortId}) se ha cambiado a {newEmail}, y la entrada se ha enviado allí.',
  'orderEmailChanged.linksStopped': 'Los enlaces que enviamos antes a esta dirección ya no funcionan.',
  'orderEmailChanged.requestedSubject':
    'Alguien ha pedido trasladar tu pedido para {eventTitle} a otra dirección de correo',
  'orderEmailChanged.requestedIntro':
    'Alguien con el enlace del pedido {orderShortId} para {eventTitle} ha pedido trasladarlo a {newEmail}. No cambiará nada hasta que esa dirección lo confirme.',
  'orderEmailChanged.requestedUndo':
    'Si no has sido tú, cancela el cambio: así el pedido se queda con esta dirección. Una vez hecho el cambio, el mismo enlace permite deshacerlo durante 7 días.',
  'orderEmailChanged.cancelAction': 'Cancelar este cambio',
  'orderEmailChanged.orderUndo': 'Si no lo has pedido tú, recupera el pedido antes del {undoUntil}:',
  'orderEmailChanged.undoAction': 'Deshacer el cambio',
  'orderEmailChanged.ifNotYou': 'Si no has pedido este cambio, ponte en contacto con el organizador, {organizerName}.',
  'orderEmailChanged.ifNotYouWithEmail':
    'Si no has pedido este cambio, ponte en contacto con el organizador, {organizerName}, en {contactEmail}.',

  'orderEmailChangeConfirm.subject': 'Confirma la dirección de correo de tu pedido para {eventTitle}',
  'orderEmailChangeConfirm.intro':
    'Confirma que el pedido {orderReference} para {eventTitle} debe usar esta dirección de correo electrónico a partir de ahora. Después te enviaremos aquí el pedido y sus entradas.',
  'orderEmailChangeConfirm.confirm': 'Confirmar esta dirección',
  'orderEmailChangeConfirm.expiry':
    'El enlace funciona durante {hours, plural, one {# hora} other {# horas}}; después, vuelve a pedirlo desde la página del pedido.',
  'orderEmailChangeConfirm.reason':
    'Has recibido este correo porque alguien ha introducido esta dirección en un pedido. Si no has sido tú, ignora este correo: no cambiará nada.',

  'ticketLookup.subject': 'Tus entradas',
  'ticketLookup.heading': 'Tus entradas',
  'ticketLookup.intro':
    'Aquí tienes el enlace a {count, plural, one {el pedido realizado} other {los # pedidos realizados}} con esta dirección de correo electrónico, con sus entradas.',
  'ticketLookup.action': 'Ver mis entradas',
  'ticketLookup.expiry':
    'El enlace funciona durante {hours, plural, one {# hora} other {# horas}}; después, pide uno nuevo.',
  'ticketLookup.reason':
    'Has recibido este correo porque alguien ha pedido las entradas de esta dirección. Si no has sido tú, puedes ignorarlo.',

  'orderNotification.subject': 'Nuevo pedido {orderShortId} para {eventTitle}',
  'orderNotification.heading': 'Tienes un pedido nuevo',
  'orderNotification.intro': 'Ha llegado un nuevo pedido de {total} para {eventTitle}.',
  'orderNotification.buyer': 'Comprador',
  'orderNotification.viewOrders': 'Ver los pedidos',
  'orderNotification.reason':
    'Has recibido este correo porque los avisos de pedidos nuevos están activados para este evento. Desactívalos en los ajustes del evento.',

  'eventMessage.testSubject': '[Prueba] {subject}',
  'eventMessage.reason':
    'Has recibido este mensaje del organizador de {eventTitle} porque tienes una entrada o un pedido para este evento.',
  'eventMessage.reasonCopy': 'Esta es tu copia de un mensaje enviado a los compradores y asistentes de {eventTitle}.',
  'eventMessage.reasonTest': 'Esta es una prueba de un mensaje para {eventTitle}. Solo se te ha enviado a ti.',

  'waitlist.event': 'Evento',
  'waitlist.ticket': 'Entrada',
  'waitlist.quantity': 'Cantidad',
  'waitlist.viewEvent': 'Ver el evento',
  'waitlist.reason': 'Has recibido este correo porque estás en la lista de espera de {eventTitle}.',
  'waitlist.reasonPast': 'Has recibido este correo porque estabas en la lista de espera de {eventTitle}.',

  'waitlistJoined.subject': 'Estás en la lista de espera de {eventTitle}',
  'waitlistJoined.heading': 'Estás en la lista de espera',
  'waitlistJoined.intro':
    'Estás en la lista de espera de {eventTitle} para {quantity, plural, one {# entrada} other {# entradas}}.',
  'waitlistJoined.position': 'Tu posición en la lista de espera: {position}.',
  'waitlistJoined.lottery':
    'El orden de la lista de espera se sorteará el {drawAt}. Todas las personas que se hayan apuntado antes de esa fecha tienen las mismas posibilidades, da igual cuándo se apuntaran.',
  'waitlistJoined.next':
    'Cuando se liberen entradas, te enviaremos un correo con una oferta. Entonces tendrás un tiempo limitado para comprarlas.',
  'waitlistJoined.action': 'Ver tu posición o salir de la lista',
  'waitlistJoined.reason':
    'Has recibido este correo porque esta dirección se apuntó a la lista de espera de {eventTitle}. Si no has sido tú, puedes salir de la lista con el botón de arriba.',

  'waitlistOffer.subject': 'Buenas noticias de la lista de espera de {eventTitle}',
  'waitlistOffer.heading': 'Es tu turno',
  'waitlistOffer.intro':
    'Te guardamos {quantity, plural, one {# entrada} other {# entradas}} para {eventTitle} hasta el {expiresAt}.',
  'waitlistOffer.heldUntil': 'Reserva válida hasta',
  'waitlistOffer.action': '{quantity, plural, one {Comprar tu entrada} other {Comprar tus entradas}}',
  'waitlistOffer.deadline':
    '{quantity, plural, one {Si no la compras antes de ese momento, pasará a la siguiente persona de la lista de espera.} other {Si no las compras antes de ese momento, pasarán a la siguiente persona de la lista de espera.}}',
  'waitlistOffer.decline':
    '¿Has cambiado de idea? Sal de la lista de espera y la oferta pasará enseguida a la siguiente persona.',
  'waitlistOffer.leave': 'Salir de la lista de espera',

  'waitlistOfferExpired.subject': 'Ha caducado tu oferta de la lista de espera de {eventTitle}',
  'waitlistOfferExpired.heading': 'Tu oferta ha caducado',
  'waitlistOfferExpired.intro':
    '{quantity, plural, one {La entrada para {eventTitle} que te guardábamos no se compró a tiempo, así que ha pasado a la siguiente persona de la lista de espera.} other {Las # entradas para {eventTitle} que te guardábamos no se compraron a tiempo, así que han pasado a la siguiente persona de la lista de espera.}}',
  'waitlistOfferExpired.closed':
    'Tu inscripción en la lista de espera queda cerrada. Si el evento sigue agotado, puedes volver a apuntarte a la lista de espera desde la página del evento.',

  'waitlistRemoved.subject': 'Ya no estás en la lista de espera de {eventTitle}',
  'waitlistRemoved.heading': 'Ya no estás en la lista de espera',
  'waitlistRemoved.introSelf':
    'Como pediste, has salido de la lista de espera de {eventTitle} para {quantity, plural, one {# entrada} other {# entradas}}.',
  'waitlistRemoved.introOrganizer':
    'El organizador de {eventTitle} ha retirado tu inscripción de la lista de espera para {quantity, plural, one {# entrada} other {# entradas}}.',
  'waitlistRemoved.released': 'Se han liberado las entradas que estuvieran reservadas para ti.',

  'ticketPdf.documentTitle': 'Entradas para {eventTitle}',
  'ticketPdf.attendee': 'Asistente',
  'ticketPdf.guest': 'Invitado',
  'ticketPdf.free': 'Gratis',
  'ticketPdf.statusValid': 'Estado: válida',
  'ticketPdf.statusAwaitingPayment': 'Estado: pendiente de pago',
  'ticketPdf.code': 'Código de la entrada: muéstralo en el acceso',
  'ticketPdf.codeAfterPayment': 'El código para el acceso aparece en la página de tu entrada cuando se recibe el pago.',
  'ticketPdf.order': 'Pedido {reference}',
  'ticketPdf.online': 'Evento en línea',

  'calendar.onlineLocation': 'En línea',
  // The ticket category every new event starts with, named in the event's language.
  'catalogue.defaultCategory': 'Entradas',
};
