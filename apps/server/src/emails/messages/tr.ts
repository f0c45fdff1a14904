import type { Catalogue } from './en';

export const tr: Catalogue = {
  'layout.footer': 'Bu e-posta {appName} ({instanceUrl}) tarafından gönderildi.',
  'layout.support': 'Yardıma mı ihtiyacınız var? {supportEmail} adresine yazın.',
  'layout.buttonFallback': 'Buton çalışmazsa bu bağlantıyı kopyalayıp tarayıcınıza yapıştırın:',

  'common.greeting': 'Merhaba {firstName},',
  'common.greetingWithoutName': 'Merhaba,',

  'smtpTest.subject': '{appName}: e-posta ayarlarınız çalışıyor',
  'smtpTest.heading': 'E-posta ayarlarınız çalışıyor',
  'smtpTest.intro':
    'Bu, {appName} tarafından gönderilen bir test mesajıdır. Bunu okuyabiliyorsanız bu kurulum e-posta gönderebiliyor demektir.',
  'smtpTest.instance': 'Kurulum',
  'smtpTest.sentAt': 'Gönderilme',
  'smtpTest.mailServer': 'E-posta sunucusu',
  'smtpTest.open': '{appName} uygulamasını aç',
  'smtpTest.reason':
    'Bu e-postayı, {appName} kurulumunu yöneten biri e-posta testini başlattığı için aldınız. Başka bir şey yapmanıza gerek yok.',

  'emailVerification.subject': '{appName}: e-posta adresinizi onaylayın',
  'emailVerification.heading': 'E-posta adresinizi onaylayın',
  'emailVerification.intro':
    '{appName} hesabınızı kullanmaya başlayabilmeniz için lütfen bu e-posta adresinin size ait olduğunu onaylayın.',
  'emailVerification.confirm': 'E-posta adresini onayla',
  'emailVerification.codeIntro': 'Veya bu kodu {appName} uygulamasına girin:',
  'emailVerification.codeLabel': 'Onay kodu',
  'emailVerification.codeExpiry': 'Kodun süresi {minutes, plural, one {# dakika} other {# dakika}} içinde dolar.',
  'emailVerification.reason':
    'Bu e-postayı, bu adres {appName} hizmetine kaydolmak için kullanıldığı için aldınız. Bu siz değilseniz bu e-postayı dikkate almayabilirsiniz.',

  'passwordReset.subject': '{appName}: parolanızı sıfırlayın',
  'passwordReset.heading': 'Parolanızı sıfırlayın',
  'passwordReset.intro':
    '{appName} hesabınızın parolasını sıfırlamak için bir istek aldık. Yeni bir parola belirlemek için aşağıdaki butonu kullanın.',
  'passwordReset.action': 'Yeni parola belirle',
  'passwordReset.expiry': 'Bu bağlantının süresi {minutes, plural, one {# dakika} other {# dakika}} içinde dolar.',
  'passwordReset.reason':
    'Bu e-postayı, {appName} üzerinde bu adres için parola sıfırlama istendiği için aldınız. Bu siz değilseniz bu e-postayı dikkate almayın: parolanız değişmeden kalır.',

  'userInvitation.subject': '{appName}: {accountName} hesabına katılmaya davet edildiniz',
  'userInvitation.heading': '{appName} üzerinde {accountName} hesabına katılın',
  'userInvitation.introFrom': '{inviterName} sizi {appName} üzerinde {accountName} hesabına katılmaya davet etti.',
  'userInvitation.intro': '{appName} üzerinde {accountName} hesabına katılmaya davet edildiniz.',
  'userInvitation.roleAdmin': 'Rolünüz: yönetici. Ekip ve ayarlar dahil her şeyi yönetebilirsiniz.',
  'userInvitation.roleOrganizer': 'Rolünüz: organizatör. Organizatörleri ve etkinliklerini yönetebilirsiniz.',
  'userInvitation.accept': 'Daveti kabul et',
  'userInvitation.expiry': 'Davetin süresi {days, plural, one {# gün} other {# gün}} içinde dolar.',
  'userInvitation.reason':
    'Bu e-postayı, bu adres {appName} üzerinde {accountName} hesabına davet edildiği için aldınız. Böyle bir davet beklemiyorsanız bu e-postayı dikkate almayabilirsiniz.',

  'emailChangeConfirmation.subject': '{appName}: yeni e-posta adresinizi onaylayın',
  'emailChangeConfirmation.heading': 'Yeni e-posta adresinizi onaylayın',
  'emailChangeConfirmation.intro':
    'Bundan sonra {appName} hizmetine {newEmail} ile giriş yapmak istediğinizi belirttiniz. Lütfen bu adresin size ait olduğunu onaylayın.',
  'emailChangeConfirmation.confirm': 'Yeni adresi onayla',
  'emailChangeConfirmation.expiry':
    'Bu bağlantının süresi {hours, plural, one {# saat} other {# saat}} içinde dolar. Onaylayana kadar mevcut adresinizle giriş yapmaya devam edersiniz.',
  'emailChangeConfirmation.reason':
    'Bu e-postayı, biri bu adresi {appName} üzerindeki bir hesabın giriş e-postası yapmak istediği için aldınız. Bunu siz istemediyseniz bu e-postayı dikkate almayabilirsiniz; hiçbir şey değişmez.',

  'emailChangeNotice.subject': '{appName}: giriş e-postanızın değiştirilmesi istendi',
  'emailChangeNotice.heading': 'Giriş e-postası değişikliği istendi',
  'emailChangeNotice.intro':
    '{appName} hesabınızın giriş e-postasını {newEmail} olarak değiştirmek için bir istek aldık.',
  'emailChangeNotice.pending':
    'Değişiklik yeni adresten onaylanana kadar hiçbir şey değişmez. O zamana kadar bu adresle giriş yapmaya devam edersiniz.',
  'emailChangeNotice.ifNotYou':
    'Bu istek sizden geldiyse başka bir şey yapmanıza gerek yok. Sizden gelmediyse hemen parolanızı değiştirin ve yöneticinize başvurun.',
  'emailChangeNotice.reason':
    'Bu güvenlik bildirimini, bu adres {appName} hesabınızın giriş e-postası olduğu için aldınız.',

  'registrationAttempt.subject': '{appName}: biri adresinizle hesap oluşturmaya çalıştı',
  'registrationAttempt.intro':
    'Biri az önce, zaten bir {appName} hesabı olan bu e-posta adresiyle yeni bir hesap oluşturmaya çalıştı. Bu kişinin oluşturduğu şey hesabınıza bağlı değildir ve adresinizi kullanamaz.',
  'registrationAttempt.ifYou': 'Bu sizseniz mevcut hesabınızla giriş yapın:',
  'registrationAttempt.signIn': 'Giriş yap',
  'registrationAttempt.forgot': 'Parolanızı mı unuttunuz? Yeni bir parola belirleyebilirsiniz:',
  'registrationAttempt.reset': 'Parolamı sıfırla',
  'registrationAttempt.ifNotYou':
    'Bu siz değilseniz bu e-postayı dikkate almayabilirsiniz: hesabınızda hiçbir değişiklik yapılmadı.',
  'passwordChanged.subject': '{appName}: parolanız değiştirildi',
  'passwordChanged.heading': 'Parolanız değiştirildi',
  'passwordChanged.intro': '{appName} hesabınızın parolası {changedAt} tarihinde değiştirildi.',
  'passwordChanged.sessions':
    'Güvenliğiniz için diğer tüm oturumlar kapatıldı. Diğer cihazlarınızda yeniden giriş yapmanız gerekebilir.',
  'passwordChanged.ifNotYou':
    'Bu değişikliği siz yaptıysanız başka bir şey yapmanıza gerek yok. Siz yapmadıysanız hemen parolanızı sıfırlayın.',
  'passwordChanged.reset': 'Parolayı sıfırla',
  'passwordChanged.reason': 'Bu güvenlik bildirimini, {appName} hesabınızın parolası değiştirildiği için aldınız.',

  'webhookDisabled.subject': '{appName}: bir webhook kapatıldı',
  'webhookDisabled.heading': 'Bir webhook kapatıldı',
  'webhookDisabled.intro': '{url} adresine webhook göndermeyi durdurduk.',
  'webhookDisabled.reason': 'Neden: {reason}',
  'webhookDisabled.causeGone': 'Alıcı sunucu 410 Gone yanıtı verdi: artık teslimat almak istemiyor.',
  'webhookDisabled.causeFailingForDays':
    'Tüm teslimatlar {days, plural, one {# gün} other {# gün}} boyunca başarısız oldu.',
  'webhookDisabled.causeFailuresInARow':
    'Art arda {count, plural, one {# teslimat} other {# teslimat}} başarısız oldu.',
  'webhookDisabled.next':
    'Gönderilemeyen teslimatlar 30 gün saklanır. Alıcı sunucuyu düzeltin, webhook’u yeniden etkinleştirin ve başarısız teslimatları teslimat günlüğünden yeniden gönderin.',
  'webhookDisabled.open': 'Webhook’ları aç',

  'orderConfirmation.subject': '{eventTitle} siparişiniz',
  'orderConfirmation.heading': 'Siparişiniz için teşekkür ederiz',
  'orderConfirmation.intro': '{eventStart} tarihindeki {eventTitle} etkinliği için siparişiniz onaylandı.',
  'orderConfirmation.order': 'Sipariş',
  'orderConfirmation.total': 'Toplam',
  'orderConfirmation.awaitingPayment':
    'Siparişiniz rezerve edildi ve ödeme bekliyor. Lütfen aşağıda açıklandığı şekilde ödeme yapın; biletleriniz ödeme alındığında geçerli olur.',

  'organizerContact.subject': '{senderName} adlı kişiden yeni mesaj',
  'organizerContact.heading': 'Yeni bir mesajınız var',
  'organizerContact.intro':
    '{senderName}, herkese açık sayfanız üzerinden {organizerName} organizatörüne bir mesaj gönderdi.',
  'organizerContact.from': 'Gönderen',
  'organizerContact.reply':
    '{senderName} adlı kişiye {senderEmail} adresinden yanıt vermek için bu e-postayı yanıtlayın.',
  'organizerContact.viewPage': 'Herkese açık sayfanızı görüntüleyin',
  'orderPaymentIssue.failedSubject': '{eventTitle} için ödemeniz gerçekleşmedi',
  'orderPaymentIssue.failedBody':
    '{eventTitle} için kartla yaptığınız ödeme kabul edilmedi, bu nedenle siparişiniz henüz tamamlanmadı. Rezervasyonunuz devam ettiği sürece tekrar deneyebilirsiniz.',
  'orderPaymentIssue.retry': 'Tekrar dene',
  'orderPaymentIssue.refundedSubject': '{eventTitle} için ödemeniz iade ediliyor',
  'orderPaymentIssue.refundedBody':
    '{eventTitle} için yaptığınız {total} tutarındaki ödeme, rezervasyonunuzun süresi dolduktan sonra ulaştı; bu nedenle biletler serbest bırakıldı ve tutarın tamamı size iade ediliyor.',
  'orderPaymentIssue.startAgain': 'Etkinliği görüntüle',
  'orderUpdate.cancelledSubject': '{eventTitle} siparişiniz iptal edildi',
  'orderUpdate.cancelledBody':
    '{eventTitle} siparişiniz organizatör tarafından iptal edildi. Siparişteki biletler artık geçerli değil.',
  'orderUpdate.cancelledRefundBody':
    '{eventTitle} siparişiniz organizatör tarafından iptal edildi. Siparişteki biletler artık geçerli değil ve {amount} tutarı size iade ediliyor.',
  'orderUpdate.refundedSubject': '{eventTitle} siparişiniz için iade',
  'orderUpdate.refundedBody': '{eventTitle} organizatörü, siparişinizin {amount} tutarındaki kısmını size iade ediyor.',
  'orderConfirmation.introAwaiting':
    '{eventStart} tarihindeki {eventTitle} etkinliği için siparişiniz verildi ve ödeme bekliyor.',
  'orderConfirmation.status': 'Durum',
  'orderConfirmation.statusCompleted': 'Tamamlandı',
  'orderConfirmation.statusAwaiting': 'Ödeme bekliyor',
  'orderConfirmation.event': 'Etkinlik',
  'orderConfirmation.date': 'Tarih',
  'orderConfirmation.location': 'Konum',
  'orderConfirmation.discount': 'İndirim',
  'orderConfirmation.discountWithCode': 'İndirim ({code})',
  'orderConfirmation.subtotal': 'Ara toplam',
  'orderConfirmation.viewOrder': 'Siparişinizi görüntüleyin',
  'orderConfirmation.ticketsHeading': 'Biletleriniz:',
  'orderConfirmation.print': 'Tüm biletleri yazdır',

  'attendeeTicket.subject': '{eventTitle} biletiniz',
  'attendeeTicket.heading': '{count, plural, one {Biletiniz} other {Biletleriniz}}',
  'attendeeTicket.intro': '{buyerName}, {eventStart} tarihindeki {eventTitle} etkinliği için size bir bilet aldı.',
  'attendeeTicket.awaitingPayment': 'Sipariş ödeme bekliyor; bilet ödeme alındığında geçerli olur.',
  'attendeeTicket.viewTicket': 'Biletinizi görüntüleyin',
  'attendeeTicket.calendarNote': 'Ekteki takvim dosyası etkinliği takviminize ekler.',

  'orderEmailChanged.orderSubject': '{eventTitle} siparişinizin e-posta adresi değiştirildi',
  'orderEmailChanged.ticketSubject': '{eventTitle} biletinizin e-posta adresi değiştirildi',
  'orderEmailChanged.orderIntro':
    '{eventTitle} için verilen {orderShortId} numaralı siparişin e-posta adresi {newEmail} olarak değiştirildi ve sipariş bu adrese gönderildi.',
  'orderEmailChanged.ticketIntro':
    '{eventTitle} biletinizin (sipariş {orderShortId}) e-posta adresi {newEmail} olarak değiştirildi ve bilet bu adrese gönderildi.',
  'orderEmailChanged.linksStopped': 'Bu adrese daha önce gönderdiğimiz bağlantılar artık çalışmıyor.',
  'orderEmailChanged.requestedSubject': 'Biri {eventTitle} siparişinizi başka bir e-posta adresine taşımak istedi',
  'orderEmailChanged.requestedIntro':
    '{eventTitle} için verilen {orderShortId} numaralı siparişin bağlantısına sahip biri, siparişi {newEmail} adresine taşımak istedi. Bu adres onaylayana kadar hiçbir şey değişmez.',
  'orderEmailChanged.requestedUndo':
    'Bu siz değilseniz değişikliği iptal edin: sipariş bu adreste kalır. Değişiklik yapıldıktan sonra da aynı bağlantı 7 gün boyunca değişikliği geri alır.',
  'orderEmailChanged.cancelAction': 'Bu değişikliği iptal et',
  'orderEmailChanged.orderUndo': 'Bunu siz istemediyseniz siparişi {undoUntil} tarihine kadar geri alın:',
  'orderEmailChanged.undoAction': 'Değişikliği geri al',
  'orderEmailChanged.ifNotYou':
    'Bu değişikliği siz istemediyseniz lütfen organizatörle ({organizerName}) iletişime geçin.',
  'orderEmailChanged.ifNotYouWithEmail':
    'Bu değişikliği siz istemediyseniz lütfen organizatörle ({organizerName}) {contactEmail} adresinden iletişime geçin.',

  'orderEmailChangeConfirm.subject': '{eventTitle} siparişinizin e-posta adresini onaylayın',
  'orderEmailChangeConfirm.intro':
    'Lütfen {eventTitle} için verilen {orderReference} numaralı siparişin bundan sonra bu e-posta adresini kullanacağını onaylayın. Ardından siparişi ve biletlerini bu adrese göndereceğiz.',
  'orderEmailChangeConfirm.confirm': 'Bu adresi onayla',
  'orderEmailChangeConfirm.expiry':
    'Bağlantı {hours, plural, one {# saat} other {# saat}} boyunca çalışır; sonrasında sipariş sayfasından yeniden isteyin.',
  'orderEmailChangeConfirm.reason':
    'Bu e-postayı, biri bu adresi bir siparişe girdiği için aldınız. Bu siz değilseniz bu e-postayı dikkate almayın: hiçbir şey değişmez.',

  'ticketLookup.subject': 'Biletleriniz',
  'ticketLookup.heading': 'Biletleriniz',
  'ticketLookup.intro':
    'Bu e-posta adresiyle verilen {count, plural, one {siparişin} other {# siparişin}} ve biletlerinin bağlantısı aşağıdadır.',
  'ticketLookup.action': 'Biletlerimi görüntüle',
  'ticketLookup.expiry':
    'Bağlantı {hours, plural, one {# saat} other {# saat}} boyunca çalışır; sonrasında yeni bir bağlantı isteyin.',
  'ticketLookup.reason':
    'Bu e-postayı, biri bu adrese ait biletleri istediği için aldınız. Bu siz değilseniz bu e-postayı dikkate almayabilirsiniz.',

  'orderNotification.subject': '{eventTitle} için yeni sipariş: {orderShortId}',
  'orderNotification.heading': 'Yeni bir siparişiniz var',
  'orderNotification.intro': '{eventTitle} için {total} tutarında yeni bir sipariş geldi.',
  'orderNotification.buyer': 'Alıcı',
  'orderNotification.viewOrders': 'Siparişleri görüntüle',
  'orderNotification.reason':
    'Bu e-postayı, bu etkinlik için yeni sipariş bildirimleri açık olduğu için aldınız. Bildirimleri etkinlik ayarlarından kapatabilirsiniz.',

  'eventMessage.testSubject': '[Test] {subject}',
  'eventMessage.reason':
    'Bu mesajı, {eventTitle} için biletiniz veya siparişiniz olduğundan etkinliğin organizatöründen aldınız.',
  'eventMessage.reasonCopy':
    'Bu, {eventTitle} alıcılarına ve katılımcılarına gönderilen bir mesajın sizin kopyanızdır.',
  'eventMessage.reasonTest': 'Bu, {eventTitle} için bir mesajın testidir. Yalnızca size gönderildi.',

  'waitlist.event': 'Etkinlik',
  'waitlist.ticket': 'Bilet',
  'waitlist.quantity': 'Adet',
  'waitlist.viewEvent': 'Etkinliği görüntüle',
  'waitlist.reason': 'Bu e-postayı, {eventTitle} etkinliğinin bekleme listesinde olduğunuz için aldınız.',
  'waitlist.reasonPast':
    'Bu e-postayı, daha önce {eventTitle} etkinliğinin bekleme listesinde bulunduğunuz için aldınız.',

  'waitlistJoined.subject': '{eventTitle} etkinliğinin bekleme listesindesiniz',
  'waitlistJoined.heading': 'Bekleme listesindesiniz',
  'waitlistJoined.intro':
    '{eventTitle} etkinliğinin bekleme listesindesiniz; {quantity, plural, one {# bilet} other {# bilet}} için bekliyorsunuz.',
  'waitlistJoined.position': 'Bekleme listesindeki sıranız: {position}.',
  'waitlistJoined.lottery':
    'Bekleme listesindeki sıra {drawAt} tarihinde kurayla belirlenecek. Bu tarihten önce listeye katılan herkesin şansı, ne zaman katıldığından bağımsız olarak eşittir.',
  'waitlistJoined.next':
    'Bilet açıldığında size teklif içeren bir e-posta göndereceğiz. Ardından biletleri satın almak için sınırlı bir süreniz olacak.',
  'waitlistJoined.action': 'Sıranızı görüntüleyin veya listeden çıkın',
  'waitlistJoined.reason':
    'Bu e-postayı, bu adres {eventTitle} etkinliğinin bekleme listesine eklendiği için aldınız. Bu siz değilseniz yukarıdaki butonla listeden çıkabilirsiniz.',

  'waitlistOffer.subject': '{eventTitle} etkinliğinin bekleme listesinden iyi haber',
  'waitlistOffer.heading': 'Sıra sizde',
  'waitlistOffer.intro':
    '{eventTitle} etkinliği için {quantity, plural, one {# bilet} other {# bilet}} {expiresAt} tarihine kadar sizin için ayrıldı.',
  'waitlistOffer.heldUntil': 'Son tarih',
  'waitlistOffer.action': '{quantity, plural, one {Biletinizi satın alın} other {Biletlerinizi satın alın}}',
  'waitlistOffer.deadline':
    '{quantity, plural, one {Bu tarihe kadar satın almazsanız bilet, bekleme listesindeki bir sonraki kişiye geçer.} other {Bu tarihe kadar satın almazsanız biletler, bekleme listesindeki bir sonraki kişiye geçer.}}',
  'waitlistOffer.decline':
    'Fikrinizi mi değiştirdiniz? Bekleme listesinden çıkın; teklif hemen bir sonraki kişiye geçsin.',
  'waitlistOffer.leave': 'Bekleme listesinden çık',

  'waitlistOfferExpired.subject': '{eventTitle} etkinliği için bekleme listesi teklifinizin süresi doldu',
  'waitlistOfferExpired.heading': 'Teklifinizin süresi doldu',
  'waitlistOfferExpired.intro':
    '{quantity, plural, one {{eventTitle} etkinliği için size ayrılan bilet zamanında satın alınmadığından bekleme listesindeki bir sonraki kişiye geçti.} other {{eventTitle} etkinliği için size ayrılan # bilet zamanında satın alınmadığından bekleme listesindeki bir sonraki kişiye geçti.}}',
  'waitlistOfferExpired.closed':
    'Bekleme listesi kaydınız kapatıldı. Etkinlik hâlâ tükenmişse etkinlik sayfasından bekleme listesine yeniden katılabilirsiniz.',

  'waitlistRemoved.subject': 'Artık {eventTitle} etkinliğinin bekleme listesinde değilsiniz',
  'waitlistRemoved.heading': 'Artık bekleme listesinde değilsiniz',
  'waitlistRemoved.introSelf':
    'İsteğiniz üzerine {eventTitle} etkinliğinin bekleme listesinden çıktınız ({quantity, plural, one {# bilet} other {# bilet}}).',
  'waitlistRemoved.introOrganizer':
    '{eventTitle} etkinliğinin organizatörü sizi bekleme listesinden çıkardı ({quantity, plural, one {# bilet} other {# bilet}}).',
  'waitlistRemoved.released': 'Sizin için ayrılmış biletler varsa serbest bırakıldı.',

  // PDF tickets (modules/ticket-pdf): the words printed on the ticket, in the reader's language.
  'ticketPdf.documentTitle': '{eventTitle} biletleri',
  'ticketPdf.attendee': 'Katılımcı',
  'ticketPdf.guest': 'Misafir',
  'ticketPdf.free': 'Ücretsiz',
  'ticketPdf.statusValid': 'Durum: Geçerli',
  'ticketPdf.statusAwaitingPayment': 'Durum: Ödeme bekliyor',
  'ticketPdf.code': 'Bilet kodu: girişte gösterin',
  'ticketPdf.codeAfterPayment': 'Girişte göstereceğiniz kod, ödeme alındığında bilet sayfanızda görünür.',
  'ticketPdf.order': 'Sipariş {reference}',
  'ticketPdf.online': 'Çevrimiçi etkinlik',

  'calendar.onlineLocation': 'Çevrimiçi',
  // The ticket category every new event starts with, named in the event's language.
  'catalogue.defaultCategory': 'Biletler',
};
