import type { Catalogue } from './en';

export const zhHk: Catalogue = {
  'layout.footer': '此電郵由 {appName}（{instanceUrl}）發送。',
  'layout.support': '需要協助？請發送電郵至 {supportEmail}。',
  'layout.buttonFallback': '如果按鈕無法使用，請將以下連結複製到瀏覽器中打開：',

  'common.greeting': '{firstName}，你好：',
  'common.greetingWithoutName': '你好：',

  'smtpTest.subject': '{appName}：你的電郵設定可以正常使用',
  'smtpTest.heading': '你的電郵設定可以正常使用',
  'smtpTest.intro': '這是來自 {appName} 的測試電郵。如果你能看到這封電郵，說明此實例可以正常發送電郵。',
  'smtpTest.instance': '實例',
  'smtpTest.sentAt': '發送時間',
  'smtpTest.mailServer': '郵件伺服器',
  'smtpTest.open': '打開 {appName}',
  'smtpTest.reason': '你收到此電郵，是因為 {appName} 的管理人員發起了電郵測試。你無需進行任何操作。',

  'emailVerification.subject': '{appName}：請驗證你的電郵地址',
  'emailVerification.heading': '驗證你的電郵地址',
  'emailVerification.intro': '請確認此電郵地址屬於你，以便開始使用你的 {appName} 帳戶。',
  'emailVerification.confirm': '驗證電郵地址',
  'emailVerification.codeIntro': '或者在 {appName} 中輸入以下驗證碼：',
  'emailVerification.codeLabel': '驗證碼',
  'emailVerification.codeExpiry': '驗證碼將在 {minutes, plural, other {# 分鐘}}後過期。',
  'emailVerification.reason':
    '你收到此電郵，是因為有人使用此地址註冊了 {appName}。如果這不是你本人的操作，請忽略此電郵。',

  'passwordReset.subject': '{appName}：重置你的密碼',
  'passwordReset.heading': '重置你的密碼',
  'passwordReset.intro': '我們收到了重置你 {appName} 帳戶密碼的請求。請按下方按鈕設定新密碼。',
  'passwordReset.action': '設定新密碼',
  'passwordReset.expiry': '此連結將在 {minutes, plural, other {# 分鐘}}後失效。',
  'passwordReset.reason':
    '你收到此電郵，是因為有人在 {appName} 上為此地址申請了密碼重置。如果這不是你本人的操作，請忽略此電郵：你的密碼不會改變。',

  'userInvitation.subject': '{appName}：邀請你加入 {accountName}',
  'userInvitation.heading': '加入 {appName} 上的 {accountName}',
  'userInvitation.introFrom': '{inviterName} 邀請你加入 {appName} 上的 {accountName}。',
  'userInvitation.intro': '你受邀加入 {appName} 上的 {accountName}。',
  'userInvitation.roleAdmin': '你的角色：管理員。你可以管理所有內容，包括團隊和設定。',
  'userInvitation.roleOrganizer': '你的角色：主辦單位。你可以管理主辦單位及其活動。',
  'userInvitation.accept': '接受邀請',
  'userInvitation.expiry': '邀請將在 {days, plural, other {# 天}}後過期。',
  'userInvitation.reason':
    '你收到此電郵，是因為此地址受邀加入 {appName} 上的 {accountName}。如果你並未預期收到此邀請，請忽略此電郵。',

  'emailChangeConfirmation.subject': '{appName}：請確認你的新電郵地址',
  'emailChangeConfirmation.heading': '確認你的新電郵地址',
  'emailChangeConfirmation.intro': '你申請今後使用 {newEmail} 登入 {appName}。請確認此地址屬於你。',
  'emailChangeConfirmation.confirm': '確認新地址',
  'emailChangeConfirmation.expiry':
    '此連結將在 {hours, plural, other {# 小時}}後失效。在你確認之前，你仍使用目前地址登入。',
  'emailChangeConfirmation.reason':
    '你收到此電郵，是因為有人申請將此地址設為 {appName} 上某個帳戶的登入電郵。如果這不是你本人的申請，請忽略此電郵，一切都不會改變。',

  'emailChangeNotice.subject': '{appName}：有人申請更改你的登入電郵',
  'emailChangeNotice.heading': '登入電郵更改申請',
  'emailChangeNotice.intro': '我們收到了將你 {appName} 帳戶的登入電郵更改為 {newEmail} 的申請。',
  'emailChangeNotice.pending': '在新地址確認更改之前，一切都不會改變。在此之前，你仍使用此地址登入。',
  'emailChangeNotice.ifNotYou': '如果這是你本人的操作，你無需進行任何操作。如果不是，請立即修改密碼並聯絡你的管理員。',
  'emailChangeNotice.reason': '你收到此安全通知，是因為這是你 {appName} 帳戶的登入電郵。',

  'registrationAttempt.subject': '{appName}：有人嘗試使用你的地址建立帳戶',
  'registrationAttempt.intro':
    '剛才有人嘗試使用此電郵地址建立新的 {appName} 帳戶，但該地址已有帳戶。對方建立的內容與你的帳戶無關，亦無法使用你的電郵地址。',
  'registrationAttempt.ifYou': '如果是你本人，請使用現有帳戶登入：',
  'registrationAttempt.signIn': '登入',
  'registrationAttempt.forgot': '忘記密碼？你可以設定新密碼：',
  'registrationAttempt.reset': '重置密碼',
  'registrationAttempt.ifNotYou': '如果不是你本人，請忽略此電郵：你的帳戶沒有任何變化。',
  'passwordChanged.subject': '{appName}：你的密碼已更改',
  'passwordChanged.heading': '你的密碼已更改',
  'passwordChanged.intro': '你 {appName} 帳戶的密碼已於 {changedAt} 更改。',
  'passwordChanged.sessions': '為保障你的帳戶安全，所有其他工作階段均已登出。你可能需要在其他裝置上重新登入。',
  'passwordChanged.ifNotYou': '如果是你本人進行的更改，你無需進行任何操作。如果不是，請立即重置密碼。',
  'passwordChanged.reset': '重置密碼',
  'passwordChanged.reason': '你收到此安全通知，是因為你 {appName} 帳戶的密碼已被更改。',

  'webhookDisabled.subject': '{appName}：一個 Webhook 已被停用',
  'webhookDisabled.heading': '一個 Webhook 已被停用',
  'webhookDisabled.intro': '我們已停止向 {url} 發送 Webhook。',
  'webhookDisabled.reason': '原因：{reason}',
  'webhookDisabled.causeGone': '接收端回應了 410 Gone：它要求不再接收傳送。',
  'webhookDisabled.causeFailingForDays': '所有傳送已連續 {days, plural, other {# 天}}失敗。',
  'webhookDisabled.causeFailuresInARow': '已連續 {count, plural, other {# 次}}傳送失敗。',
  'webhookDisabled.next':
    '未能發送的傳送會保留 30 天。請修復接收端，重新啟用該 Webhook，然後從其傳送記錄中重新傳送失敗的請求。',
  'webhookDisabled.open': '打開 Webhook',

  'orderConfirmation.subject': '你的 {eventTitle} 訂單',
  'orderConfirmation.heading': '感謝你的訂購',
  'orderConfirmation.intro': '你的 {eventTitle}（{eventStart}）訂單已確認。',
  'orderConfirmation.order': '訂單',
  'orderConfirmation.total': '總計',
  'orderConfirmation.awaitingPayment': '你的訂單已預留，正在等待付款。請按以下說明付款；收到付款後，你的門票即生效。',

  'organizerContact.subject': '來自 {senderName} 的新訊息',
  'organizerContact.heading': '你有一條新訊息',
  'organizerContact.intro': '{senderName} 透過你的公開頁面給 {organizerName} 發送了一條訊息。',
  'organizerContact.from': '寄件人',
  'organizerContact.reply': '直接回覆此電郵即可透過 {senderEmail} 答覆 {senderName}。',
  'organizerContact.viewPage': '查看你的公開頁面',
  'orderPaymentIssue.failedSubject': '你為 {eventTitle} 的付款未成功',
  'orderPaymentIssue.failedBody':
    '你為 {eventTitle} 進行的信用卡付款未被接受，因此你的訂單尚未完成。在預留時間內，你可以重新嘗試付款。',
  'orderPaymentIssue.retry': '再試一次',
  'orderPaymentIssue.refundedSubject': '你為 {eventTitle} 支付的款項正在退還',
  'orderPaymentIssue.refundedBody':
    '你為 {eventTitle} 支付的 {total} 在預留時間結束後才到帳，因此門票已被釋放，全部款項正在退還給你。',
  'orderPaymentIssue.startAgain': '查看活動',
  'orderUpdate.cancelledSubject': '你的 {eventTitle} 訂單已取消',
  'orderUpdate.cancelledBody': '你的 {eventTitle} 訂單已被主辦單位取消。訂單中的門票已失效。',
  'orderUpdate.cancelledRefundBody':
    '你的 {eventTitle} 訂單已被主辦單位取消。訂單中的門票已失效，{amount} 正在退還給你。',
  'orderUpdate.refundedSubject': '你的 {eventTitle} 訂單退款',
  'orderUpdate.refundedBody': '{eventTitle} 的主辦單位正在向你退還訂單中的 {amount}。',
  'orderConfirmation.introAwaiting': '你的 {eventTitle}（{eventStart}）訂單已提交，正在等待付款。',
  'orderConfirmation.status': '狀態',
  'orderConfirmation.statusCompleted': '已完成',
  'orderConfirmation.statusAwaiting': '待付款',
  'orderConfirmation.event': '活動',
  'orderConfirmation.date': '日期',
  'orderConfirmation.location': '地點',
  'orderConfirmation.discount': '折扣',
  'orderConfirmation.discountWithCode': '折扣（{code}）',
  'orderConfirmation.subtotal': '小計',
  'orderConfirmation.viewOrder': '查看你的訂單',
  'orderConfirmation.ticketsHeading': '你的門票：',
  'orderConfirmation.print': '列印所有門票',

  'attendeeTicket.subject': '你的 {eventTitle} 門票',
  'attendeeTicket.heading': '{count, plural, other {你的門票}}',
  'attendeeTicket.intro': '{buyerName} 為你購買了 {eventTitle}（{eventStart}）的門票。',
  'attendeeTicket.awaitingPayment': '該訂單正在等待付款；收到付款後門票即生效。',
  'attendeeTicket.viewTicket': '查看你的門票',
  'attendeeTicket.calendarNote': '打開附件中的日曆檔案，即可將活動加入你的日曆。',

  'orderEmailChanged.orderSubject': '你的 {eventTitle} 訂單的電郵地址已更改',
  'orderEmailChanged.ticketSubject': '你的 {eventTitle} 門票的電郵地址已更改',
  'orderEmailChanged.orderIntro':
    '{eventTitle} 的訂單 {orderShortId} 的電郵地址已更改為 {newEmail}，訂單已發送到該地址。',
  'orderEmailChanged.ticketIntro':
    '你的 {eventTitle} 門票（訂單 {orderShortId}）的電郵地址已更改為 {newEmail}，門票已發送到該地址。',
  'orderEmailChanged.linksStopped': '我們之前發送到此地址的連結已失效。',
  'orderEmailChanged.requestedSubject': '有人申請將你的 {eventTitle} 訂單轉移到另一個電郵地址',
  'orderEmailChanged.requestedIntro':
    '持有 {eventTitle} 訂單 {orderShortId} 連結的人申請將其轉移到 {newEmail}。在該地址確認之前，一切都不會改變。',
  'orderEmailChanged.requestedUndo':
    '如果這不是你本人的操作，請取消此更改，訂單將繼續保留在此地址。更改完成後 7 天內，你仍可透過同一連結撤銷更改。',
  'orderEmailChanged.cancelAction': '取消此更改',
  'orderEmailChanged.orderUndo': '如果這不是你本人的申請，你可以在 {undoUntil} 之前取回訂單：',
  'orderEmailChanged.undoAction': '撤銷更改',
  'orderEmailChanged.ifNotYou': '如果這不是你本人申請的更改，請聯絡主辦單位 {organizerName}。',
  'orderEmailChanged.ifNotYouWithEmail':
    '如果這不是你本人申請的更改，請透過 {contactEmail} 聯絡主辦單位 {organizerName}。',

  'orderEmailChangeConfirm.subject': '請確認你的 {eventTitle} 訂單的電郵地址',
  'orderEmailChangeConfirm.intro':
    '請確認 {eventTitle} 的訂單 {orderReference} 今後使用此電郵地址。確認後，我們會將訂單及其門票發送到這裡。',
  'orderEmailChangeConfirm.confirm': '確認此地址',
  'orderEmailChangeConfirm.expiry': '此連結的有效期為 {hours, plural, other {# 小時}}；過期後請在訂單頁面重新申請。',
  'orderEmailChangeConfirm.reason':
    '你收到此電郵，是因為有人在某個訂單中填寫了此地址。如果不是你本人，請忽略此電郵：一切都不會改變。',

  'ticketLookup.subject': '你的門票',
  'ticketLookup.heading': '你的門票',
  'ticketLookup.intro': '以下是使用此電郵地址下的{count, plural, other {# 筆訂單}}及其門票的連結。',
  'ticketLookup.action': '查看我的門票',
  'ticketLookup.expiry': '此連結的有效期為 {hours, plural, other {# 小時}}；過期後請重新申請。',
  'ticketLookup.reason': '你收到此電郵，是因為有人申請查詢此地址的門票。如果不是你本人，請忽略此電郵。',

  'orderNotification.subject': '{eventTitle} 的新訂單 {orderShortId}',
  'orderNotification.heading': '你有一筆新訂單',
  'orderNotification.intro': '{eventTitle} 收到一筆金額為 {total} 的新訂單。',
  'orderNotification.buyer': '購票人',
  'orderNotification.viewOrders': '查看訂單',
  'orderNotification.reason': '你收到此電郵，是因為此活動開啟了新訂單通知。你可以在活動設定中關閉通知。',

  'eventMessage.testSubject': '[測試] {subject}',
  'eventMessage.reason': '你收到這條來自 {eventTitle} 主辦單位的訊息，是因為你持有該活動的門票或訂單。',
  'eventMessage.reasonCopy': '這是發送給 {eventTitle} 購票人和參加者的訊息副本。',
  'eventMessage.reasonTest': '這是 {eventTitle} 的一條測試訊息，僅發送給了你。',

  'waitlist.event': '活動',
  'waitlist.ticket': '門票',
  'waitlist.quantity': '數量',
  'waitlist.viewEvent': '查看活動',
  'waitlist.reason': '你收到此電郵，是因為你在 {eventTitle} 的輪候名單上。',
  'waitlist.reasonPast': '你收到此電郵，是因為你曾在 {eventTitle} 的輪候名單上。',

  'waitlistJoined.subject': '你已加入 {eventTitle} 的輪候名單',
  'waitlistJoined.heading': '你已加入輪候名單',
  'waitlistJoined.intro': '你已加入 {eventTitle} 的輪候名單，輪候 {quantity, plural, other {# 張門票}}。',
  'waitlistJoined.position': '你在輪候名單中排第 {position} 位。',
  'waitlistJoined.lottery': '輪候次序將於 {drawAt} 抽籤決定。在此之前加入名單的所有人機會均等，與加入的先後無關。',
  'waitlistJoined.next': '有門票空出時，我們會向你發送一封附有購票邀請的電郵，你需要在限定時間內完成購買。',
  'waitlistJoined.action': '查看輪候位置或退出名單',
  'waitlistJoined.reason':
    '你收到此電郵，是因為有人使用此地址加入了 {eventTitle} 的輪候名單。如果這不是你本人的操作，你可以透過上方的按鈕退出名單。',

  'waitlistOffer.subject': '{eventTitle} 輪候名單有好消息',
  'waitlistOffer.heading': '輪到你了',
  'waitlistOffer.intro': '我們已為你預留 {eventTitle} 的 {quantity, plural, other {# 張門票}}，保留至 {expiresAt}。',
  'waitlistOffer.heldUntil': '保留至',
  'waitlistOffer.action': '{quantity, plural, other {購買門票}}',
  'waitlistOffer.deadline': '{quantity, plural, other {如果你未在此之前完成購買，門票將轉給輪候名單上的下一位。}}',
  'waitlistOffer.decline': '改變主意了？退出輪候名單後，這份購票邀請會立即轉給下一位。',
  'waitlistOffer.leave': '退出輪候名單',

  'waitlistOfferExpired.subject': '你在 {eventTitle} 輪候名單上的購票邀請已過期',
  'waitlistOfferExpired.heading': '你的購票邀請已過期',
  'waitlistOfferExpired.intro':
    '{quantity, plural, other {為你預留的 {eventTitle} 的 # 張門票未在限定時間內購買，已轉給輪候名單上的下一位。}}',
  'waitlistOfferExpired.closed': '你的輪候登記現已關閉。如果該活動仍然售罄，你可以在活動頁面重新加入輪候名單。',

  'waitlistRemoved.subject': '你已不在 {eventTitle} 的輪候名單上',
  'waitlistRemoved.heading': '你已不在輪候名單上',
  'waitlistRemoved.introSelf': '你已按要求退出 {eventTitle} 的輪候名單（{quantity, plural, other {# 張門票}}）。',
  'waitlistRemoved.introOrganizer':
    '{eventTitle} 的主辦單位已將你從輪候名單中移除（{quantity, plural, other {# 張門票}}）。',
  'waitlistRemoved.released': '為你預留的門票（如有）已釋放。',

  // PDF tickets (modules/ticket-pdf): the words printed on the ticket, in the reader's language.
  'ticketPdf.documentTitle': '{eventTitle} 的門票',
  'ticketPdf.attendee': '參加者',
  'ticketPdf.guest': '來賓',
  'ticketPdf.free': '免費',
  'ticketPdf.statusValid': '狀態：有效',
  'ticketPdf.statusAwaitingPayment': '狀態：待付款',
  'ticketPdf.code': '門票代碼：請在入口處出示',
  'ticketPdf.codeAfterPayment': '收到付款後，入場時出示的代碼會顯示在你的門票頁面上。',
  'ticketPdf.order': '訂單 {reference}',
  'ticketPdf.online': '網上活動',

  'calendar.onlineLocation': '網上',
  // The ticket category every new event starts with, named in the event's language.
  'catalogue.defaultCategory': '門票',
};
