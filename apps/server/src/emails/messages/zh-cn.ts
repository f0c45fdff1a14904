import type { Catalogue } from './en';

export const zhCn: Catalogue = {
  'layout.footer': '此邮件由 {appName}（{instanceUrl}）发送。',
  'layout.support': '需要帮助？请发送邮件至 {supportEmail}。',
  'layout.buttonFallback': '如果按钮无法使用，请将以下链接复制到浏览器中打开：',

  'common.greeting': '{firstName}，您好：',
  'common.greetingWithoutName': '您好：',

  'smtpTest.subject': '{appName}：您的邮件设置可以正常使用',
  'smtpTest.heading': '您的邮件设置可以正常使用',
  'smtpTest.intro': '这是来自 {appName} 的测试邮件。如果您能看到这封邮件，说明此实例可以正常发送邮件。',
  'smtpTest.instance': '实例',
  'smtpTest.sentAt': '发送时间',
  'smtpTest.mailServer': '邮件服务器',
  'smtpTest.open': '打开 {appName}',
  'smtpTest.reason': '您收到此邮件，是因为 {appName} 的运维人员发起了邮件测试。您无需进行任何操作。',

  'emailVerification.subject': '{appName}：请验证您的邮箱地址',
  'emailVerification.heading': '验证您的邮箱地址',
  'emailVerification.intro': '请确认此邮箱地址属于您，以便开始使用您的 {appName} 账户。',
  'emailVerification.confirm': '验证邮箱地址',
  'emailVerification.codeIntro': '或者在 {appName} 中输入以下验证码：',
  'emailVerification.codeLabel': '验证码',
  'emailVerification.codeExpiry': '验证码将在 {minutes, plural, other {# 分钟}}后过期。',
  'emailVerification.reason':
    '您收到此邮件，是因为有人使用此地址注册了 {appName}。如果这不是您本人的操作，请忽略此邮件。',

  'passwordReset.subject': '{appName}：重置您的密码',
  'passwordReset.heading': '重置您的密码',
  'passwordReset.intro': '我们收到了重置您 {appName} 账户密码的请求。请点击下方按钮设置新密码。',
  'passwordReset.action': '设置新密码',
  'passwordReset.expiry': '此链接将在 {minutes, plural, other {# 分钟}}后失效。',
  'passwordReset.reason':
    '您收到此邮件，是因为有人在 {appName} 上为此地址申请了密码重置。如果这不是您本人的操作，请忽略此邮件：您的密码不会改变。',

  'userInvitation.subject': '{appName}：邀请您加入 {accountName}',
  'userInvitation.heading': '加入 {appName} 上的 {accountName}',
  'userInvitation.introFrom': '{inviterName} 邀请您加入 {appName} 上的 {accountName}。',
  'userInvitation.intro': '您受邀加入 {appName} 上的 {accountName}。',
  'userInvitation.roleAdmin': '您的角色：管理员。您可以管理所有内容，包括团队和设置。',
  'userInvitation.roleOrganizer': '您的角色：主办方。您可以管理主办方及其活动。',
  'userInvitation.accept': '接受邀请',
  'userInvitation.expiry': '邀请将在 {days, plural, other {# 天}}后过期。',
  'userInvitation.reason':
    '您收到此邮件，是因为此地址受邀加入 {appName} 上的 {accountName}。如果您并未预期收到此邀请，请忽略此邮件。',

  'emailChangeConfirmation.subject': '{appName}：请确认您的新邮箱地址',
  'emailChangeConfirmation.heading': '确认您的新邮箱地址',
  'emailChangeConfirmation.intro': '您申请今后使用 {newEmail} 登录 {appName}。请确认此地址属于您。',
  'emailChangeConfirmation.confirm': '确认新地址',
  'emailChangeConfirmation.expiry':
    '此链接将在 {hours, plural, other {# 小时}}后失效。在您确认之前，您仍使用当前地址登录。',
  'emailChangeConfirmation.reason':
    '您收到此邮件，是因为有人申请将此地址设为 {appName} 上某个账户的登录邮箱。如果这不是您本人的申请，请忽略此邮件，一切都不会改变。',

  'emailChangeNotice.subject': '{appName}：有人申请更改您的登录邮箱',
  'emailChangeNotice.heading': '登录邮箱更改申请',
  'emailChangeNotice.intro': '我们收到了将您 {appName} 账户的登录邮箱更改为 {newEmail} 的申请。',
  'emailChangeNotice.pending': '在新地址确认更改之前，一切都不会改变。在此之前，您仍使用此地址登录。',
  'emailChangeNotice.ifNotYou': '如果这是您本人的操作，您无需进行任何操作。如果不是，请立即修改密码并联系您的管理员。',
  'emailChangeNotice.reason': '您收到此安全通知，是因为这是您 {appName} 账户的登录邮箱。',

  'registrationAttempt.subject': '{appName}：有人尝试使用您的地址创建账户',
  'registrationAttempt.intro':
    '刚才有人尝试使用此邮箱地址创建新的 {appName} 账户，但该地址已有账户。对方创建的内容与您的账户无关，也无法使用您的邮箱地址。',
  'registrationAttempt.ifYou': '如果是您本人，请使用现有账户登录：',
  'registrationAttempt.signIn': '登录',
  'registrationAttempt.forgot': '忘记密码？您可以设置新密码：',
  'registrationAttempt.reset': '重置密码',
  'registrationAttempt.ifNotYou': '如果不是您本人，请忽略此邮件：您的账户没有任何变化。',
  'passwordChanged.subject': '{appName}：您的密码已更改',
  'passwordChanged.heading': '您的密码已更改',
  'passwordChanged.intro': '您 {appName} 账户的密码已于 {changedAt} 更改。',
  'passwordChanged.sessions': '为保障您的账户安全，所有其他会话均已退出登录。您可能需要在其他设备上重新登录。',
  'passwordChanged.ifNotYou': '如果是您本人进行的更改，您无需进行任何操作。如果不是，请立即重置密码。',
  'passwordChanged.reset': '重置密码',
  'passwordChanged.reason': '您收到此安全通知，是因为您 {appName} 账户的密码已被更改。',

  'webhookDisabled.subject': '{appName}：一个 Webhook 已被停用',
  'webhookDisabled.heading': '一个 Webhook 已被停用',
  'webhookDisabled.intro': '我们已停止向 {url} 发送 Webhook。',
  'webhookDisabled.reason': '原因：{reason}',
  'webhookDisabled.causeGone': '接收端返回了 410 Gone：它要求不再接收投递。',
  'webhookDisabled.causeFailingForDays': '所有投递已连续 {days, plural, other {# 天}}失败。',
  'webhookDisabled.causeFailuresInARow': '已连续 {count, plural, other {# 次}}投递失败。',
  'webhookDisabled.next':
    '未能发送的投递会保留 30 天。请修复接收端，重新启用该 Webhook，然后从其投递日志中重新投递失败的请求。',
  'webhookDisabled.open': '打开 Webhook',

  'orderConfirmation.subject': '您的 {eventTitle} 订单',
  'orderConfirmation.heading': '感谢您的订购',
  'orderConfirmation.intro': '您的 {eventTitle}（{eventStart}）订单已确认。',
  'orderConfirmation.order': '订单',
  'orderConfirmation.total': '总计',
  'orderConfirmation.awaitingPayment': '您的订单已预留，正在等待付款。请按以下说明付款；收到付款后，您的门票即生效。',

  'organizerContact.subject': '来自 {senderName} 的新消息',
  'organizerContact.heading': '您有一条新消息',
  'organizerContact.intro': '{senderName} 通过您的公开页面给 {organizerName} 发送了一条消息。',
  'organizerContact.from': '发件人',
  'organizerContact.reply': '直接回复此邮件即可通过 {senderEmail} 答复 {senderName}。',
  'organizerContact.viewPage': '查看您的公开页面',
  'orderPaymentIssue.failedSubject': '您为 {eventTitle} 的付款未成功',
  'orderPaymentIssue.failedBody':
    '您为 {eventTitle} 进行的银行卡付款未被接受，因此您的订单尚未完成。在预留时间内，您可以重新尝试付款。',
  'orderPaymentIssue.retry': '重试',
  'orderPaymentIssue.refundedSubject': '您为 {eventTitle} 支付的款项正在退还',
  'orderPaymentIssue.refundedBody':
    '您为 {eventTitle} 支付的 {total} 在预留时间结束后才到账，因此门票已被释放，全部款项正在退还给您。',
  'orderPaymentIssue.startAgain': '查看活动',
  'orderUpdate.cancelledSubject': '您的 {eventTitle} 订单已取消',
  'orderUpdate.cancelledBody': '您的 {eventTitle} 订单已被主办方取消。订单中的门票已失效。',
  'orderUpdate.cancelledRefundBody':
    '您的 {eventTitle} 订单已被主办方取消。订单中的门票已失效，{amount} 正在退还给您。',
  'orderUpdate.refundedSubject': '您的 {eventTitle} 订单退款',
  'orderUpdate.refundedBody': '{eventTitle} 的主办方正在向您退还订单中的 {amount}。',
  'orderConfirmation.introAwaiting': '您的 {eventTitle}（{eventStart}）订单已提交，正在等待付款。',
  'orderConfirmation.status': '状态',
  'orderConfirmation.statusCompleted': '已完成',
  'orderConfirmation.statusAwaiting': '待付款',
  'orderConfirmation.event': '活动',
  'orderConfirmation.date': '日期',
  'orderConfirmation.location': '地点',
  'orderConfirmation.discount': '折扣',
  'orderConfirmation.discountWithCode': '折扣（{code}）',
  'orderConfirmation.subtotal': '小计',
  'orderConfirmation.viewOrder': '查看您的订单',
  'orderConfirmation.ticketsHeading': '您的门票：',
  'orderConfirmation.print': '打印所有门票',

  'attendeeTicket.subject': '您的 {eventTitle} 门票',
  'attendeeTicket.heading': '{count, plural, other {您的门票}}',
  'attendeeTicket.intro': '{buyerName} 为您购买了 {eventTitle}（{eventStart}）的门票。',
  'attendeeTicket.awaitingPayment': '该订单正在等待付款；收到付款后门票即生效。',
  'attendeeTicket.viewTicket': '查看您的门票',
  'attendeeTicket.calendarNote': '打开附件中的日历文件，即可将活动添加到您的日历。',

  'orderEmailChanged.orderSubject': '您的 {eventTitle} 订单的邮箱地址已更改',
  'orderEmailChanged.ticketSubject': '您的 {eventTitle} 门票的邮箱地址已更改',
  'orderEmailChanged.orderIntro':
    '{eventTitle} 的订单 {orderShortId} 的邮箱地址已更改为 {newEmail}，订单已发送到该地址。',
  'orderEmailChanged.ticketIntro':
    '您的 {eventTitle} 门票（订单 {orderShortId}）的邮箱地址已更改为 {newEmail}，门票已发送到该地址。',
  'orderEmailChanged.linksStopped': '我们之前发送到此地址的链接已失效。',
  'orderEmailChanged.requestedSubject': '有人申请将您的 {eventTitle} 订单转移到另一个邮箱地址',
  'orderEmailChanged.requestedIntro':
    '持有 {eventTitle} 订单 {orderShortId} 链接的人申请将其转移到 {newEmail}。在该地址确认之前，一切都不会改变。',
  'orderEmailChanged.requestedUndo':
    '如果这不是您本人的操作，请取消此更改，订单将继续保留在此地址。更改完成后 7 天内，您仍可通过同一链接撤销更改。',
  'orderEmailChanged.cancelAction': '取消此更改',
  'orderEmailChanged.orderUndo': '如果这不是您本人的申请，您可以在 {undoUntil} 之前取回订单：',
  'orderEmailChanged.undoAction': '撤销更改',
  'orderEmailChanged.ifNotYou': '如果这不是您本人申请的更改，请联系主办方 {organizerName}。',
  'orderEmailChanged.ifNotYouWithEmail':
    '如果这不是您本人申请的更改，请通过 {contactEmail} 联系主办方 {organizerName}。',

  'orderEmailChangeConfirm.subject': '请确认您的 {eventTitle} 订单的邮箱地址',
  'orderEmailChangeConfirm.intro':
    '请确认 {eventTitle} 的订单 {orderReference} 今后使用此邮箱地址。确认后，我们会将订单及其门票发送到这里。',
  'orderEmailChangeConfirm.confirm': '确认此地址',
  'orderEmailChangeConfirm.expiry': '此链接的有效期为 {hours, plural, other {# 小时}}；过期后请在订单页面重新申请。',
  'orderEmailChangeConfirm.reason':
    '您收到此邮件，是因为有人在某个订单中填写了此地址。如果不是您本人，请忽略此邮件：一切都不会改变。',

  'ticketLookup.subject': '您的门票',
  'ticketLookup.heading': '您的门票',
  'ticketLookup.intro': '以下是使用此邮箱地址下的{count, plural, other {# 笔订单}}及其门票的链接。',
  'ticketLookup.action': '查看我的门票',
  'ticketLookup.expiry': '此链接的有效期为 {hours, plural, other {# 小时}}；过期后请重新申请。',
  'ticketLookup.reason': '您收到此邮件，是因为有人申请查询此地址的门票。如果不是您本人，请忽略此邮件。',

  'orderNotification.subject': '{eventTitle} 的新订单 {orderShortId}',
  'orderNotification.heading': '您有一笔新订单',
  'orderNotification.intro': '{eventTitle} 收到一笔金额为 {total} 的新订单。',
  'orderNotification.buyer': '购票人',
  'orderNotification.viewOrders': '查看订单',
  'orderNotification.reason': '您收到此邮件，是因为此活动开启了新订单通知。您可以在活动设置中关闭通知。',

  'eventMessage.testSubject': '[测试] {subject}',
  'eventMessage.reason': '您收到这条来自 {eventTitle} 主办方的消息，是因为您持有该活动的门票或订单。',
  'eventMessage.reasonCopy': '这是发送给 {eventTitle} 购票人和参与者的消息副本。',
  'eventMessage.reasonTest': '这是 {eventTitle} 的一条测试消息，仅发送给了您。',

  'waitlist.event': '活动',
  'waitlist.ticket': '门票',
  'waitlist.quantity': '数量',
  'waitlist.viewEvent': '查看活动',
  'waitlist.reason': '您收到此邮件，是因为您在 {eventTitle} 的候补名单上。',
  'waitlist.reasonPast': '您收到此邮件，是因为您曾在 {eventTitle} 的候补名单上。',

  'waitlistJoined.subject': '您已加入 {eventTitle} 的候补名单',
  'waitlistJoined.heading': '您已加入候补名单',
  'waitlistJoined.intro': '您已加入 {eventTitle} 的候补名单，等候 {quantity, plural, other {# 张门票}}。',
  'waitlistJoined.position': '您在候补名单中排第 {position} 位。',
  'waitlistJoined.lottery': '候补顺序将于 {drawAt} 抽签决定。在此之前加入名单的所有人机会均等，与加入的先后无关。',
  'waitlistJoined.next': '有门票空出时，我们会向您发送一封附有购票邀请的邮件，您需要在限定时间内完成购买。',
  'waitlistJoined.action': '查看排位或退出候补名单',
  'waitlistJoined.reason':
    '您收到此邮件，是因为有人使用此地址加入了 {eventTitle} 的候补名单。如果这不是您本人的操作，您可以通过上方的按钮退出名单。',

  'waitlistOffer.subject': '{eventTitle} 候补名单有好消息',
  'waitlistOffer.heading': '轮到您了',
  'waitlistOffer.intro': '我们已为您预留 {eventTitle} 的 {quantity, plural, other {# 张门票}}，保留至 {expiresAt}。',
  'waitlistOffer.heldUntil': '保留至',
  'waitlistOffer.action': '{quantity, plural, other {购买门票}}',
  'waitlistOffer.deadline': '{quantity, plural, other {如果您未在此之前完成购买，门票将转给候补名单上的下一位。}}',
  'waitlistOffer.decline': '改变主意了？退出候补名单后，这份购票邀请会立即转给下一位。',
  'waitlistOffer.leave': '退出候补名单',

  'waitlistOfferExpired.subject': '您在 {eventTitle} 候补名单上的购票邀请已过期',
  'waitlistOfferExpired.heading': '您的购票邀请已过期',
  'waitlistOfferExpired.intro':
    '{quantity, plural, other {为您预留的 {eventTitle} 的 # 张门票未在限定时间内购买，已转给候补名单上的下一位。}}',
  'waitlistOfferExpired.closed': '您的候补登记现已关闭。如果该活动仍然售罄，您可以在活动页面重新加入候补名单。',

  'waitlistRemoved.subject': '您已不在 {eventTitle} 的候补名单上',
  'waitlistRemoved.heading': '您已不在候补名单上',
  'waitlistRemoved.introSelf': '您已按要求退出 {eventTitle} 的候补名单（{quantity, plural, other {# 张门票}}）。',
  'waitlistRemoved.introOrganizer':
    '{eventTitle} 的主办方已将您从候补名单中移除（{quantity, plural, other {# 张门票}}）。',
  'waitlistRemoved.released': '为您预留的门票（如有）已释放。',

  // PDF tickets (modules/ticket-pdf): the words printed on the ticket, in the reader's language.
  'ticketPdf.documentTitle': '{eventTitle} 的门票',
  'ticketPdf.attendee': '参与者',
  'ticketPdf.guest': '来宾',
  'ticketPdf.free': '免费',
  'ticketPdf.statusValid': '状态：有效',
  'ticketPdf.statusAwaitingPayment': '状态：待付款',
  'ticketPdf.code': '门票代码：请在入口处出示',
  'ticketPdf.codeAfterPayment': '收到付款后，入场时出示的代码将显示在您的门票页面上。',
  'ticketPdf.order': '订单 {reference}',
  'ticketPdf.online': '线上活动',

  'calendar.onlineLocation': '线上',
  // The ticket category every new event starts with, named in the event's language.
  'catalogue.defaultCategory': '门票',
};
