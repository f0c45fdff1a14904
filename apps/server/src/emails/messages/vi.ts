import type { Catalogue } from './en';

export const vi: Catalogue = {
  'layout.footer': 'Email này được gửi bởi {appName} ({instanceUrl}).',
  'layout.support': 'Cần trợ giúp? Hãy viết cho {supportEmail}.',
  'layout.buttonFallback': 'Nếu nút không hoạt động, hãy sao chép liên kết này vào trình duyệt của bạn:',

  'common.greeting': 'Chào {firstName},',
  'common.greetingWithoutName': 'Xin chào,',

  'smtpTest.subject': '{appName}: cài đặt email của bạn đã hoạt động',
  'smtpTest.heading': 'Cài đặt email của bạn đã hoạt động',
  'smtpTest.intro': 'Đây là tin nhắn thử từ {appName}. Nếu bạn đọc được tin này, hệ thống này đã có thể gửi email.',
  'smtpTest.instance': 'Hệ thống',
  'smtpTest.sentAt': 'Đã gửi',
  'smtpTest.mailServer': 'Máy chủ thư',
  'smtpTest.open': 'Mở {appName}',
  'smtpTest.reason':
    'Bạn nhận được email này vì một người vận hành {appName} đã chạy thử chức năng email. Bạn không cần làm gì thêm.',

  'emailVerification.subject': '{appName}: xác nhận địa chỉ email của bạn',
  'emailVerification.heading': 'Xác nhận địa chỉ email của bạn',
  'emailVerification.intro': 'Vui lòng xác nhận địa chỉ email này là của bạn để bắt đầu sử dụng tài khoản {appName}.',
  'emailVerification.confirm': 'Xác nhận địa chỉ email',
  'emailVerification.codeIntro': 'Hoặc nhập mã này trong {appName}:',
  'emailVerification.codeLabel': 'Mã xác nhận',
  'emailVerification.codeExpiry': 'Mã sẽ hết hạn sau {minutes, plural, other {# phút}}.',
  'emailVerification.reason':
    'Bạn nhận được email này vì địa chỉ này đã được dùng để đăng ký {appName}. Nếu đó không phải là bạn, bạn có thể bỏ qua email này.',

  'passwordReset.subject': '{appName}: đặt lại mật khẩu của bạn',
  'passwordReset.heading': 'Đặt lại mật khẩu của bạn',
  'passwordReset.intro':
    'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản {appName} của bạn. Hãy dùng nút bên dưới để chọn mật khẩu mới.',
  'passwordReset.action': 'Chọn mật khẩu mới',
  'passwordReset.expiry': 'Liên kết này sẽ hết hạn sau {minutes, plural, other {# phút}}.',
  'passwordReset.reason':
    'Bạn nhận được email này vì có yêu cầu đặt lại mật khẩu cho địa chỉ này trên {appName}. Nếu đó không phải là bạn, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',

  'userInvitation.subject': '{appName}: bạn được mời tham gia {accountName}',
  'userInvitation.heading': 'Tham gia {accountName} trên {appName}',
  'userInvitation.introFrom': '{inviterName} đã mời bạn tham gia {accountName} trên {appName}.',
  'userInvitation.intro': 'Bạn đã được mời tham gia {accountName} trên {appName}.',
  'userInvitation.roleAdmin':
    'Vai trò của bạn: quản trị viên. Bạn có thể quản lý mọi thứ, bao gồm nhóm và các cài đặt.',
  'userInvitation.roleOrganizer': 'Vai trò của bạn: nhà tổ chức. Bạn có thể quản lý các nhà tổ chức và sự kiện của họ.',
  'userInvitation.accept': 'Chấp nhận lời mời',
  'userInvitation.expiry': 'Lời mời sẽ hết hạn sau {days, plural, other {# ngày}}.',
  'userInvitation.reason':
    'Bạn nhận được email này vì địa chỉ này đã được mời tham gia {accountName} trên {appName}. Nếu bạn không mong đợi lời mời này, bạn có thể bỏ qua email.',

  'emailChangeConfirmation.subject': '{appName}: xác nhận địa chỉ email mới của bạn',
  'emailChangeConfirmation.heading': 'Xác nhận địa chỉ email mới của bạn',
  'emailChangeConfirmation.intro':
    'Bạn đã yêu cầu đăng nhập {appName} bằng {newEmail} từ bây giờ. Vui lòng xác nhận địa chỉ này là của bạn.',
  'emailChangeConfirmation.confirm': 'Xác nhận địa chỉ mới',
  'emailChangeConfirmation.expiry':
    'Liên kết này sẽ hết hạn sau {hours, plural, other {# giờ}}. Cho đến khi bạn xác nhận, bạn vẫn đăng nhập bằng địa chỉ hiện tại.',
  'emailChangeConfirmation.reason':
    'Bạn nhận được email này vì có người yêu cầu dùng địa chỉ này làm email đăng nhập của một tài khoản trên {appName}. Nếu bạn không yêu cầu, bạn có thể bỏ qua email này và sẽ không có gì thay đổi.',

  'emailChangeNotice.subject': '{appName}: có yêu cầu thay đổi email đăng nhập của bạn',
  'emailChangeNotice.heading': 'Có yêu cầu thay đổi email đăng nhập',
  'emailChangeNotice.intro':
    'Chúng tôi đã nhận được yêu cầu đổi email đăng nhập của tài khoản {appName} của bạn thành {newEmail}.',
  'emailChangeNotice.pending':
    'Sẽ không có gì thay đổi cho đến khi thay đổi được xác nhận từ địa chỉ mới. Trong thời gian đó, bạn vẫn đăng nhập bằng địa chỉ này.',
  'emailChangeNotice.ifNotYou':
    'Nếu đó là bạn, bạn không cần làm gì thêm. Nếu không phải, hãy đổi mật khẩu ngay và liên hệ quản trị viên của bạn.',
  'emailChangeNotice.reason':
    'Bạn nhận được thông báo bảo mật này vì đây là email đăng nhập của tài khoản {appName} của bạn.',

  'registrationAttempt.subject': '{appName}: có người đã thử tạo tài khoản bằng địa chỉ của bạn',
  'registrationAttempt.intro':
    'Có người vừa thử tạo tài khoản {appName} mới bằng địa chỉ email này, vốn đã có tài khoản. Những gì người đó tạo không liên kết với tài khoản của bạn và không thể dùng địa chỉ của bạn.',
  'registrationAttempt.ifYou': 'Nếu đó là bạn, hãy đăng nhập bằng tài khoản hiện có:',
  'registrationAttempt.signIn': 'Đăng nhập',
  'registrationAttempt.forgot': 'Quên mật khẩu? Bạn có thể đặt mật khẩu mới:',
  'registrationAttempt.reset': 'Đặt lại mật khẩu',
  'registrationAttempt.ifNotYou':
    'Nếu đó không phải là bạn, bạn có thể bỏ qua email này: tài khoản của bạn không thay đổi.',
  'passwordChanged.subject': '{appName}: mật khẩu của bạn đã được thay đổi',
  'passwordChanged.heading': 'Mật khẩu của bạn đã được thay đổi',
  'passwordChanged.intro': 'Mật khẩu tài khoản {appName} của bạn đã được thay đổi vào {changedAt}.',
  'passwordChanged.sessions':
    'Để bảo mật, tất cả các phiên khác đã bị đăng xuất. Bạn có thể cần đăng nhập lại trên các thiết bị khác.',
  'passwordChanged.ifNotYou':
    'Nếu bạn đã thực hiện thay đổi này, bạn không cần làm gì thêm. Nếu không phải bạn, hãy đặt lại mật khẩu ngay.',
  'passwordChanged.reset': 'Đặt lại mật khẩu',
  'passwordChanged.reason':
    'Bạn nhận được thông báo bảo mật này vì mật khẩu tài khoản {appName} của bạn đã được thay đổi.',

  'webhookDisabled.subject': '{appName}: một webhook đã bị tắt',
  'webhookDisabled.heading': 'Một webhook đã bị tắt',
  'webhookDisabled.intro': 'Chúng tôi đã ngừng gửi webhook đến {url}.',
  'webhookDisabled.reason': 'Lý do: {reason}',
  'webhookDisabled.causeGone': 'Máy chủ nhận đã trả lời 410 Gone: máy chủ yêu cầu ngừng gửi thêm.',
  'webhookDisabled.causeFailingForDays': 'Mọi lượt gửi đều thất bại trong {days, plural, other {# ngày}}.',
  'webhookDisabled.causeFailuresInARow': '{count, plural, other {# lượt gửi}} liên tiếp đã thất bại.',
  'webhookDisabled.next':
    'Các lượt gửi không gửi được sẽ được lưu trong 30 ngày. Hãy sửa máy chủ nhận, bật lại webhook và gửi lại các lượt gửi thất bại từ nhật ký gửi.',
  'webhookDisabled.open': 'Mở webhook',

  'orderConfirmation.subject': 'Đơn hàng của bạn cho {eventTitle}',
  'orderConfirmation.heading': 'Cảm ơn bạn đã đặt hàng',
  'orderConfirmation.intro': 'Đơn hàng của bạn cho {eventTitle} vào {eventStart} đã được xác nhận.',
  'orderConfirmation.order': 'Đơn hàng',
  'orderConfirmation.total': 'Tổng',
  'orderConfirmation.awaitingPayment':
    'Đơn hàng của bạn đã được giữ chỗ và đang chờ thanh toán. Vui lòng thanh toán theo hướng dẫn bên dưới; vé của bạn có hiệu lực khi đã nhận được thanh toán.',

  'organizerContact.subject': 'Tin nhắn mới từ {senderName}',
  'organizerContact.heading': 'Bạn có tin nhắn mới',
  'organizerContact.intro': '{senderName} đã gửi tin nhắn cho {organizerName} qua trang công khai của bạn.',
  'organizerContact.from': 'Từ',
  'organizerContact.reply': 'Hãy trả lời email này để phản hồi {senderName} tại {senderEmail}.',
  'organizerContact.viewPage': 'Xem trang công khai của bạn',
  'orderPaymentIssue.failedSubject': 'Thanh toán của bạn cho {eventTitle} không thành công',
  'orderPaymentIssue.failedBody':
    'Khoản thanh toán bằng thẻ của bạn cho {eventTitle} không được chấp nhận, nên đơn hàng của bạn chưa hoàn tất. Bạn có thể thử lại trong thời gian giữ chỗ.',
  'orderPaymentIssue.retry': 'Thử lại',
  'orderPaymentIssue.refundedSubject': 'Khoản thanh toán của bạn cho {eventTitle} đang được hoàn lại',
  'orderPaymentIssue.refundedBody':
    'Khoản thanh toán {total} của bạn cho {eventTitle} đến sau khi thời gian giữ chỗ đã hết, nên vé đã được nhả ra và toàn bộ số tiền đang được hoàn lại cho bạn.',
  'orderPaymentIssue.startAgain': 'Xem sự kiện',
  'orderUpdate.cancelledSubject': 'Đơn hàng của bạn cho {eventTitle} đã bị hủy',
  'orderUpdate.cancelledBody':
    'Đơn hàng của bạn cho {eventTitle} đã bị nhà tổ chức hủy. Vé của đơn hàng không còn hiệu lực.',
  'orderUpdate.cancelledRefundBody':
    'Đơn hàng của bạn cho {eventTitle} đã bị nhà tổ chức hủy. Vé của đơn hàng không còn hiệu lực, và {amount} đang được hoàn lại cho bạn.',
  'orderUpdate.refundedSubject': 'Hoàn tiền cho đơn hàng của bạn cho {eventTitle}',
  'orderUpdate.refundedBody': 'Nhà tổ chức {eventTitle} đang hoàn lại cho bạn {amount} từ đơn hàng của bạn.',
  'orderConfirmation.introAwaiting':
    'Đơn hàng của bạn cho {eventTitle} vào {eventStart} đã được đặt và đang chờ thanh toán.',
  'orderConfirmation.status': 'Trạng thái',
  'orderConfirmation.statusCompleted': 'Đã hoàn tất',
  'orderConfirmation.statusAwaiting': 'Đang chờ thanh toán',
  'orderConfirmation.event': 'Sự kiện',
  'orderConfirmation.date': 'Ngày',
  'orderConfirmation.location': 'Địa điểm',
  'orderConfirmation.discount': 'Giảm giá',
  'orderConfirmation.discountWithCode': 'Giảm giá ({code})',
  'orderConfirmation.subtotal': 'Tạm tính',
  'orderConfirmation.viewOrder': 'Xem đơn hàng của bạn',
  'orderConfirmation.ticketsHeading': 'Vé của bạn:',
  'orderConfirmation.print': 'In tất cả vé',

  'attendeeTicket.subject': 'Vé của bạn cho {eventTitle}',
  'attendeeTicket.heading': '{count, plural, other {Vé của bạn}}',
  'attendeeTicket.intro': '{buyerName} đã mua cho bạn một vé tham dự {eventTitle} vào {eventStart}.',
  'attendeeTicket.awaitingPayment': 'Đơn hàng đang chờ thanh toán; vé có hiệu lực khi đã nhận được thanh toán.',
  'attendeeTicket.viewTicket': 'Xem vé của bạn',
  'attendeeTicket.calendarNote': 'Tệp lịch đính kèm sẽ thêm sự kiện vào lịch của bạn.',

  'orderEmailChanged.orderSubject': 'Địa chỉ email của đơn hàng cho {eventTitle} đã được thay đổi',
  'orderEmailChanged.ticketSubject': 'Địa chỉ email của vé cho {eventTitle} đã được thay đổi',
  'orderEmailChanged.orderIntro':
    'Địa chỉ email của đơn hàng {orderShortId} cho {eventTitle} đã được đổi thành {newEmail}, và đơn hàng đã được gửi đến đó.',
  'orderEmailChanged.ticketIntro':
    'Địa chỉ email của vé cho {eventTitle} (đơn hàng {orderShortId}) đã được đổi thành {newEmail}, và vé đã được gửi đến đó.',
  'orderEmailChanged.linksStopped': 'Các liên kết chúng tôi đã gửi đến địa chỉ này trước đây không còn hoạt động.',
  'orderEmailChanged.requestedSubject':
    'Có người đã yêu cầu chuyển đơn hàng của bạn cho {eventTitle} sang địa chỉ email khác',
  'orderEmailChanged.requestedIntro':
    'Một người có liên kết đến đơn hàng {orderShortId} cho {eventTitle} đã yêu cầu chuyển đơn hàng sang {newEmail}. Sẽ không có gì thay đổi cho đến khi địa chỉ đó xác nhận.',
  'orderEmailChanged.requestedUndo':
    'Nếu đó không phải là bạn, hãy hủy thay đổi: khi đó đơn hàng vẫn ở địa chỉ này. Sau khi thay đổi được thực hiện, cùng liên kết này có thể hoàn tác trong 7 ngày.',
  'orderEmailChanged.cancelAction': 'Hủy thay đổi này',
  'orderEmailChanged.orderUndo': 'Nếu bạn không yêu cầu việc này, hãy lấy lại đơn hàng trước {undoUntil}:',
  'orderEmailChanged.undoAction': 'Hoàn tác thay đổi',
  'orderEmailChanged.ifNotYou': 'Nếu bạn không yêu cầu thay đổi này, vui lòng liên hệ nhà tổ chức, {organizerName}.',
  'orderEmailChanged.ifNotYouWithEmail':
    'Nếu bạn không yêu cầu thay đổi này, vui lòng liên hệ nhà tổ chức, {organizerName}, qua {contactEmail}.',

  'orderEmailChangeConfirm.subject': 'Xác nhận địa chỉ email của đơn hàng cho {eventTitle}',
  'orderEmailChangeConfirm.intro':
    'Vui lòng xác nhận rằng đơn hàng {orderReference} cho {eventTitle} sẽ dùng địa chỉ email này từ bây giờ. Sau đó chúng tôi sẽ gửi đơn hàng và vé đến đây.',
  'orderEmailChangeConfirm.confirm': 'Xác nhận địa chỉ này',
  'orderEmailChangeConfirm.expiry':
    'Liên kết có hiệu lực trong {hours, plural, other {# giờ}}; sau đó, hãy yêu cầu lại từ trang đơn hàng.',
  'orderEmailChangeConfirm.reason':
    'Bạn nhận được email này vì có người đã nhập địa chỉ này vào một đơn hàng. Nếu đó không phải là bạn, hãy bỏ qua email này: sẽ không có gì thay đổi.',

  'ticketLookup.subject': 'Vé của bạn',
  'ticketLookup.heading': 'Vé của bạn',
  'ticketLookup.intro':
    'Đây là liên kết đến {count, plural, other {# đơn hàng}} đã đặt bằng địa chỉ email này, kèm vé của chúng.',
  'ticketLookup.action': 'Xem vé của tôi',
  'ticketLookup.expiry': 'Liên kết có hiệu lực trong {hours, plural, other {# giờ}}; sau đó, hãy yêu cầu liên kết mới.',
  'ticketLookup.reason':
    'Bạn nhận được email này vì có người đã yêu cầu vé của địa chỉ này. Nếu đó không phải là bạn, bạn có thể bỏ qua email.',

  'orderNotification.subject': 'Đơn hàng mới {orderShortId} cho {eventTitle}',
  'orderNotification.heading': 'Bạn có đơn hàng mới',
  'orderNotification.intro': 'Một đơn hàng mới trị giá {total} vừa được đặt cho {eventTitle}.',
  'orderNotification.buyer': 'Người mua',
  'orderNotification.viewOrders': 'Xem đơn hàng',
  'orderNotification.reason':
    'Bạn nhận được email này vì thông báo đơn hàng mới đang bật cho sự kiện này. Bạn có thể tắt trong cài đặt sự kiện.',

  'eventMessage.testSubject': '[Thử nghiệm] {subject}',
  'eventMessage.reason':
    'Bạn nhận được tin nhắn này từ nhà tổ chức {eventTitle} vì bạn có vé hoặc đơn hàng cho sự kiện này.',
  'eventMessage.reasonCopy': 'Đây là bản sao của bạn cho tin nhắn đã gửi đến người mua và người tham dự {eventTitle}.',
  'eventMessage.reasonTest': 'Đây là bản thử của một tin nhắn cho {eventTitle}. Tin nhắn chỉ được gửi cho bạn.',

  'waitlist.event': 'Sự kiện',
  'waitlist.ticket': 'Vé',
  'waitlist.quantity': 'Số lượng',
  'waitlist.viewEvent': 'Xem sự kiện',
  'waitlist.reason': 'Bạn nhận được email này vì bạn đang có tên trong danh sách chờ của {eventTitle}.',
  'waitlist.reasonPast': 'Bạn nhận được email này vì bạn đã có tên trong danh sách chờ của {eventTitle}.',

  'waitlistJoined.subject': 'Bạn đã vào danh sách chờ của {eventTitle}',
  'waitlistJoined.heading': 'Bạn đã vào danh sách chờ',
  'waitlistJoined.intro': 'Bạn đã vào danh sách chờ của {eventTitle} cho {quantity, plural, other {# vé}}.',
  'waitlistJoined.position': 'Vị trí của bạn trong danh sách chờ: {position}.',
  'waitlistJoined.lottery':
    'Thứ tự trong danh sách chờ sẽ được bốc thăm vào {drawAt}. Mọi người vào danh sách trước thời điểm đó đều có cơ hội như nhau, dù vào sớm hay muộn.',
  'waitlistJoined.next':
    'Khi có vé trống, chúng tôi sẽ gửi cho bạn một email kèm lời mời mua vé. Khi đó bạn sẽ có một khoảng thời gian giới hạn để mua.',
  'waitlistJoined.action': 'Xem vị trí hoặc rời danh sách',
  'waitlistJoined.reason':
    'Bạn nhận được email này vì địa chỉ này đã được đăng ký vào danh sách chờ của {eventTitle}. Nếu đó không phải là bạn, bạn có thể rời danh sách bằng nút ở trên.',

  'waitlistOffer.subject': 'Tin vui từ danh sách chờ của {eventTitle}',
  'waitlistOffer.heading': 'Đã đến lượt bạn',
  'waitlistOffer.intro': 'Chúng tôi đang giữ {quantity, plural, other {# vé}} {eventTitle} cho bạn đến {expiresAt}.',
  'waitlistOffer.heldUntil': 'Giữ đến',
  'waitlistOffer.action': '{quantity, plural, other {Mua vé}}',
  'waitlistOffer.deadline':
    '{quantity, plural, other {Nếu bạn không mua trước thời điểm đó, vé sẽ được chuyển cho người tiếp theo trong danh sách chờ.}}',
  'waitlistOffer.decline': 'Bạn đổi ý? Hãy rời danh sách chờ, lời mời sẽ được chuyển ngay cho người tiếp theo.',
  'waitlistOffer.leave': 'Rời danh sách chờ',

  'waitlistOfferExpired.subject': 'Lời mời mua vé từ danh sách chờ của {eventTitle} đã hết hạn',
  'waitlistOfferExpired.heading': 'Lời mời của bạn đã hết hạn',
  'waitlistOfferExpired.intro':
    '{quantity, plural, other {# vé {eventTitle} được giữ cho bạn đã không được mua kịp thời hạn, nên đã được chuyển cho người tiếp theo trong danh sách chờ.}}',
  'waitlistOfferExpired.closed':
    'Lượt đăng ký danh sách chờ của bạn đã đóng. Nếu sự kiện vẫn hết vé, bạn có thể vào lại danh sách chờ từ trang sự kiện.',

  'waitlistRemoved.subject': 'Bạn không còn trong danh sách chờ của {eventTitle}',
  'waitlistRemoved.heading': 'Bạn không còn trong danh sách chờ',
  'waitlistRemoved.introSelf':
    'Theo yêu cầu của bạn, bạn đã rời danh sách chờ của {eventTitle} cho {quantity, plural, other {# vé}}.',
  'waitlistRemoved.introOrganizer':
    'Nhà tổ chức {eventTitle} đã xóa bạn khỏi danh sách chờ cho {quantity, plural, other {# vé}}.',
  'waitlistRemoved.released': 'Các vé đang được giữ cho bạn (nếu có) đã được nhả ra.',

  // PDF tickets (modules/ticket-pdf): the words printed on the ticket, in the reader's language.
  'ticketPdf.documentTitle': 'Vé tham dự {eventTitle}',
  'ticketPdf.attendee': 'Người tham dự',
  'ticketPdf.guest': 'Khách',
  'ticketPdf.free': 'Miễn phí',
  'ticketPdf.statusValid': 'Trạng thái: Hợp lệ',
  'ticketPdf.statusAwaitingPayment': 'Trạng thái: Đang chờ thanh toán',
  'ticketPdf.code': 'Mã vé: xuất trình tại lối vào',
  'ticketPdf.codeAfterPayment':
    'Mã để xuất trình tại lối vào sẽ hiện trên trang vé của bạn khi đã nhận được thanh toán.',
  'ticketPdf.order': 'Đơn hàng {reference}',
  'ticketPdf.online': 'Sự kiện trực tuyến',

  'calendar.onlineLocation': 'Trực tuyến',
  // The ticket category every new event starts with, named in the event's language.
  'catalogue.defaultCategory': 'Vé',
};
