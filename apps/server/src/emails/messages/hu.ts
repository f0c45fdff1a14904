import type { Catalogue } from './en';

export const hu: Catalogue = {
  'layout.footer': 'Ezt az e-mailt a(z) {appName} küldte ({instanceUrl}).',
  'layout.support': 'Segítségre van szüksége? Írjon ide: {supportEmail}.',
  'layout.buttonFallback': 'Ha a gomb nem működik, másolja be ezt a linket a böngészőjébe:',

  'common.greeting': 'Kedves {firstName}!',
  'common.greetingWithoutName': 'Üdvözöljük!',

  'smtpTest.subject': '{appName}: az e-mail-beállítások működnek',
  'smtpTest.heading': 'Az e-mail-beállítások működnek',
  'smtpTest.intro':
    'Ez egy tesztüzenet a(z) {appName} rendszertől. Ha el tudja olvasni, ez a példány képes e-maileket küldeni.',
  'smtpTest.instance': 'Példány',
  'smtpTest.sentAt': 'Elküldve',
  'smtpTest.mailServer': 'Levelezőszerver',
  'smtpTest.open': '{appName} megnyitása',
  'smtpTest.reason':
    'Azért kapta ezt az e-mailt, mert a(z) {appName} egyik üzemeltetője elindította az e-mail-tesztet. Nincs további teendője.',

  'emailVerification.subject': '{appName}: erősítse meg e-mail-címét',
  'emailVerification.heading': 'Erősítse meg e-mail-címét',
  'emailVerification.intro':
    'Kérjük, erősítse meg, hogy ez az e-mail-cím az Öné, hogy elkezdhesse használni {appName}-fiókját.',
  'emailVerification.confirm': 'E-mail-cím megerősítése',
  'emailVerification.codeIntro': 'Vagy adja meg ezt a kódot a(z) {appName} felületén:',
  'emailVerification.codeLabel': 'Megerősítő kód',
  'emailVerification.codeExpiry': 'A kód {minutes, plural, one {# perc} other {# perc}} múlva lejár.',
  'emailVerification.reason':
    'Azért kapta ezt az e-mailt, mert ezzel a címmel regisztráltak a(z) {appName} rendszerbe. Ha nem Ön volt, nyugodtan figyelmen kívül hagyhatja ezt az e-mailt.',

  'passwordReset.subject': '{appName}: jelszó visszaállítása',
  'passwordReset.heading': 'Jelszó visszaállítása',
  'passwordReset.intro':
    'Kérést kaptunk {appName}-fiókja jelszavának visszaállítására. Az alábbi gombbal adhat meg új jelszót.',
  'passwordReset.action': 'Új jelszó megadása',
  'passwordReset.expiry': 'Ez a link {minutes, plural, one {# perc} other {# perc}} múlva lejár.',
  'passwordReset.reason':
    'Azért kapta ezt az e-mailt, mert ehhez a címhez jelszó-visszaállítást kértek a(z) {appName} rendszerben. Ha nem Ön volt, hagyja figyelmen kívül ezt az e-mailt: jelszava nem változik.',

  'userInvitation.subject': '{appName}: meghívást kapott ide: {accountName}',
  'userInvitation.heading': 'Csatlakozzon ide: {accountName} ({appName})',
  'userInvitation.introFrom': '{inviterName} meghívta Önt, hogy csatlakozzon ide: {accountName} ({appName}).',
  'userInvitation.intro': 'Meghívást kapott, hogy csatlakozzon ide: {accountName} ({appName}).',
  'userInvitation.roleAdmin': 'Szerepköre: adminisztrátor. Mindent kezelhet, a csapatot és a beállításokat is.',
  'userInvitation.roleOrganizer': 'Szerepköre: szervező. Kezelheti a szervezőket és eseményeiket.',
  'userInvitation.accept': 'Meghívás elfogadása',
  'userInvitation.expiry': 'A meghívás {days, plural, one {# nap} other {# nap}} múlva lejár.',
  'userInvitation.reason':
    'Azért kapta ezt az e-mailt, mert ezt a címet meghívták ide: {accountName} ({appName}). Ha nem számított rá, nyugodtan figyelmen kívül hagyhatja ezt az e-mailt.',

  'emailChangeConfirmation.subject': '{appName}: erősítse meg új e-mail-címét',
  'emailChangeConfirmation.heading': 'Erősítse meg új e-mail-címét',
  'emailChangeConfirmation.intro':
    'Azt kérte, hogy mostantól ezzel a címmel jelentkezzen be a(z) {appName} rendszerbe: {newEmail}. Kérjük, erősítse meg, hogy ez a cím az Öné.',
  'emailChangeConfirmation.confirm': 'Új cím megerősítése',
  'emailChangeConfirmation.expiry':
    'Ez a link {hours, plural, one {# óra} other {# óra}} múlva lejár. A megerősítésig továbbra is a jelenlegi címével jelentkezik be.',
  'emailChangeConfirmation.reason':
    'Azért kapta ezt az e-mailt, mert valaki azt kérte, hogy ez a cím legyen egy {appName}-fiók bejelentkezési e-mail-címe. Ha nem Ön kérte, nyugodtan figyelmen kívül hagyhatja ezt az e-mailt, és semmi sem változik.',

  'emailChangeNotice.subject': '{appName}: bejelentkezési e-mail-címe módosítását kérték',
  'emailChangeNotice.heading': 'Bejelentkezési e-mail-cím módosítását kérték',
  'emailChangeNotice.intro':
    'Kérést kaptunk {appName}-fiókja bejelentkezési e-mail-címének módosítására erre: {newEmail}.',
  'emailChangeNotice.pending':
    'Semmi sem változik, amíg a módosítást meg nem erősítik az új címről. Addig továbbra is ezzel a címmel jelentkezik be.',
  'emailChangeNotice.ifNotYou':
    'Ha Ön volt, nincs további teendője. Ha nem, azonnal változtassa meg jelszavát, és lépjen kapcsolatba az adminisztrátorával.',
  'emailChangeNotice.reason':
    'Azért kapta ezt a biztonsági értesítést, mert ez a(z) {appName} fiókjának bejelentkezési e-mail-címe.',

  'registrationAttempt.subject': '{appName}: valaki fiókot próbált létrehozni az Ön címével',
  'registrationAttempt.intro':
    'Valaki az imént új {appName}-fiókot próbált létrehozni ezzel az e-mail-címmel, amelyhez már tartozik fiók. Amit ezzel létrehozott, nem kapcsolódik az Ön fiókjához, és nem használhatja az Ön címét.',
  'registrationAttempt.ifYou': 'Ha Ön volt, jelentkezzen be a meglévő fiókjával:',
  'registrationAttempt.signIn': 'Bejelentkezés',
  'registrationAttempt.forgot': 'Elfelejtette jelszavát? Megadhat újat:',
  'registrationAttempt.reset': 'Jelszó visszaállítása',
  'registrationAttempt.ifNotYou':
    'Ha nem Ön volt, nyugodtan figyelmen kívül hagyhatja ezt az e-mailt: fiókja változatlan.',
  'passwordChanged.subject': '{appName}: jelszava megváltozott',
  'passwordChanged.heading': 'Jelszava megváltozott',
  'passwordChanged.intro': '{appName}-fiókja jelszava megváltozott. Időpont: {changedAt}.',
  'passwordChanged.sessions':
    'Biztonsága érdekében az összes többi munkamenetből kijelentkeztettük. Előfordulhat, hogy a többi eszközén újra be kell jelentkeznie.',
  'passwordChanged.ifNotYou':
    'Ha Ön végezte ezt a módosítást, nincs további teendője. Ha nem, azonnal állítsa vissza jelszavát.',
  'passwordChanged.reset': 'Jelszó visszaállítása',
  'passwordChanged.reason': 'Azért kapta ezt a biztonsági értesítést, mert {appName}-fiókja jelszava megváltozott.',

  'webhookDisabled.subject': '{appName}: egy webhook kikapcsolva',
  'webhookDisabled.heading': 'Egy webhook kikapcsolva',
  'webhookDisabled.intro': 'Leállítottuk a webhookok küldését ide: {url}.',
  'webhookDisabled.reason': 'Ok: {reason}',
  'webhookDisabled.causeGone': 'A fogadó oldal 410 Gone választ adott: nem kér több kézbesítést.',
  'webhookDisabled.causeFailingForDays':
    '{days, plural, one {# napon} other {# napon}} át minden kézbesítés sikertelen volt.',
  'webhookDisabled.causeFailuresInARow':
    '{count, plural, one {# kézbesítés} other {# kézbesítés}} egymás után sikertelen volt.',
  'webhookDisabled.next':
    'A nem kézbesíthető küldeményeket 30 napig megőrizzük. Javítsa ki a fogadó oldalt, engedélyezze újra a webhookot, és küldje újra a sikertelen kézbesítéseket a kézbesítési naplóból.',
  'webhookDisabled.open': 'Webhookok megnyitása',

  'orderConfirmation.subject': 'Rendelése: {eventTitle}',
  'orderConfirmation.heading': 'Köszönjük a rendelését',
  'orderConfirmation.intro': 'Rendelését visszaigazoltuk. Esemény: {eventTitle}, időpont: {eventStart}.',
  'orderConfirmation.order': 'Rendelés',
  'orderConfirmation.total': 'Összesen',
  'orderConfirmation.awaitingPayment':
    'Rendelését lefoglaltuk, és fizetésre vár. Kérjük, fizessen az alább leírtak szerint; jegyei a fizetés beérkezésekor válnak érvényessé.',

  'organizerContact.subject': 'Új üzenet tőle: {senderName}',
  'organizerContact.heading': 'Új üzenete érkezett',
  'organizerContact.intro': '{senderName} üzenetet küldött a nyilvános oldalán keresztül. Címzett: {organizerName}.',
  'organizerContact.from': 'Feladó',
  'organizerContact.reply': 'Ha erre az e-mailre válaszol, a válasza ide érkezik: {senderName}, {senderEmail}.',
  'organizerContact.viewPage': 'Nyilvános oldal megtekintése',
  'orderPaymentIssue.failedSubject': 'Fizetése nem sikerült: {eventTitle}',
  'orderPaymentIssue.failedBody':
    'Kártyás fizetését nem fogadták el (esemény: {eventTitle}), ezért a rendelése még nem teljes. Amíg a foglalása érvényes, újra megpróbálhatja.',
  'orderPaymentIssue.retry': 'Újrapróbálkozás',
  'orderPaymentIssue.refundedSubject': 'Fizetését visszatérítjük: {eventTitle}',
  'orderPaymentIssue.refundedBody':
    'A(z) {total} összegű fizetése (esemény: {eventTitle}) a foglalása lejárta után érkezett meg, ezért a jegyeket felszabadítottuk, és a teljes összeget visszatérítjük Önnek.',
  'orderPaymentIssue.startAgain': 'Az esemény megtekintése',
  'orderUpdate.cancelledSubject': 'Rendelését lemondták: {eventTitle}',
  'orderUpdate.cancelledBody':
    'A szervező lemondta rendelését (esemény: {eventTitle}). A hozzá tartozó jegyek már nem érvényesek.',
  'orderUpdate.cancelledRefundBody':
    'A szervező lemondta rendelését (esemény: {eventTitle}). A hozzá tartozó jegyek már nem érvényesek, és {amount} összeget visszatérítünk Önnek.',
  'orderUpdate.refundedSubject': 'Visszatérítés a rendeléséhez: {eventTitle}',
  'orderUpdate.refundedBody':
    'Az esemény ({eventTitle}) szervezője {amount} összeget térít vissza Önnek a rendeléséből.',
  'orderConfirmation.introAwaiting':
    'Rendelését leadta, és fizetésre vár. Esemény: {eventTitle}, időpont: {eventStart}.',
  'orderConfirmation.status': 'Állapot',
  'orderConfirmation.statusCompleted': 'Teljesítve',
  'orderConfirmation.statusAwaiting': 'Fizetésre vár',
  'orderConfirmation.event': 'Esemény',
  'orderConfirmation.date': 'Dátum',
  'orderConfirmation.location': 'Helyszín',
  'orderConfirmation.discount': 'Kedvezmény',
  'orderConfirmation.discountWithCode': 'Kedvezmény ({code})',
  'orderConfirmation.subtotal': 'Részösszeg',
  'orderConfirmation.viewOrder': 'Rendelése megtekintése',
  'orderConfirmation.ticketsHeading': 'Jegyei:',
  'orderConfirmation.print': 'Az összes jegy nyomtatása',

  'attendeeTicket.subject': 'Jegye: {eventTitle}',
  'attendeeTicket.heading': '{count, plural, one {Az Ön jegye} other {Az Ön jegyei}}',
  'attendeeTicket.intro': '{buyerName} jegyet vett Önnek. Esemény: {eventTitle}, időpont: {eventStart}.',
  'attendeeTicket.awaitingPayment': 'A rendelés fizetésre vár; a jegy a fizetés beérkezésekor válik érvényessé.',
  'attendeeTicket.viewTicket': 'Jegye megtekintése',
  'attendeeTicket.calendarNote': 'A csatolt naptárfájllal felveheti az eseményt a naptárába.',

  'orderEmailChanged.orderSubject': 'Rendelése e-mail-címe megváltozott: {eventTitle}',
  'orderEmailChanged.ticketSubject': 'Jegye e-mail-címe megváltozott: {eventTitle}',
  'orderEmailChanged.orderIntro':
    'A(z) {orderShortId} rendelés (esemény: {eventTitle}) e-mail-címe erre változott: {newEmail}, és a rendelést oda küldtük el.',
  'orderEmailChanged.ticketIntro':
    'Jegye (esemény: {eventTitle}, rendelés: {orderShortId}) e-mail-címe erre változott: {newEmail}, és a jegyet oda küldtük el.',
  'orderEmailChanged.linksStopped': 'A korábban erre a címre küldött linkek már nem működnek.',
  'orderEmailChanged.requestedSubject': 'Valaki kérte, hogy rendelését ({eventTitle}) másik e-mail-címre helyezzük át',
  'orderEmailChanged.requestedIntro':
    'Valaki, akinek megvan a(z) {orderShortId} rendelés (esemény: {eventTitle}) linkje, kérte, hogy helyezzük át ide: {newEmail}. Semmi sem változik, amíg az a cím meg nem erősíti.',
  'orderEmailChanged.requestedUndo':
    'Ha nem Ön volt, vonja vissza a módosítást: így a rendelés ennél a címnél marad. Ha a módosítás megtörtént, ugyanezzel a linkkel 7 napig visszacsinálhatja.',
  'orderEmailChanged.cancelAction': 'A módosítás visszavonása',
  'orderEmailChanged.orderUndo': 'Ha nem Ön kérte, {undoUntil} előtt visszaveheti a rendelést:',
  'orderEmailChanged.undoAction': 'A módosítás visszacsinálása',
  'orderEmailChanged.ifNotYou':
    'Ha nem Ön kérte ezt a módosítást, kérjük, lépjen kapcsolatba a szervezővel: {organizerName}.',
  'orderEmailChanged.ifNotYouWithEmail':
    'Ha nem Ön kérte ezt a módosítást, kérjük, lépjen kapcsolatba a szervezővel ({organizerName}) ezen a címen: {contactEmail}.',

  'orderEmailChangeConfirm.subject': 'Erősítse meg rendelése e-mail-címét: {eventTitle}',
  'orderEmailChangeConfirm.intro':
    'Kérjük, erősítse meg, hogy a(z) {orderReference} rendelés (esemény: {eventTitle}) mostantól ezt az e-mail-címet használja. Ezután ide küldjük a rendelést és a jegyeit.',
  'orderEmailChangeConfirm.confirm': 'Cím megerősítése',
  'orderEmailChangeConfirm.expiry':
    'A link {hours, plural, one {# óráig} other {# óráig}} működik; utána kérjen újat a rendelés oldaláról.',
  'orderEmailChangeConfirm.reason':
    'Azért kapta ezt az e-mailt, mert valaki megadta ezt a címet egy rendelésnél. Ha nem Ön volt, hagyja figyelmen kívül ezt az e-mailt: semmi sem változik.',

  'ticketLookup.subject': 'Az Ön jegyei',
  'ticketLookup.heading': 'Az Ön jegyei',
  'ticketLookup.intro':
    'Itt a link {count, plural, one {az ezzel az e-mail-címmel leadott rendeléshez} other {az ezzel az e-mail-címmel leadott # rendeléshez}} és a jegyekhez.',
  'ticketLookup.action': 'Jegyeim megtekintése',
  'ticketLookup.expiry': 'A link {hours, plural, one {# óráig} other {# óráig}} működik; utána kérjen újat.',
  'ticketLookup.reason':
    'Azért kapta ezt az e-mailt, mert valaki lekérte az ehhez a címhez tartozó jegyeket. Ha nem Ön volt, nyugodtan figyelmen kívül hagyhatja.',

  'orderNotification.subject': 'Új rendelés ({orderShortId}): {eventTitle}',
  'orderNotification.heading': 'Új rendelése érkezett',
  'orderNotification.intro': 'Új, {total} összegű rendelés érkezett. Esemény: {eventTitle}.',
  'orderNotification.buyer': 'Vásárló',
  'orderNotification.viewOrders': 'Rendelések megtekintése',
  'orderNotification.reason':
    'Azért kapta ezt az e-mailt, mert ennél az eseménynél be vannak kapcsolva az új rendelésekről szóló értesítések. Az esemény beállításaiban kapcsolhatja ki őket.',

  'eventMessage.testSubject': '[Teszt] {subject}',
  'eventMessage.reason':
    'Ezt az üzenetet az esemény ({eventTitle}) szervezőjétől kapta, mert jegye vagy rendelése van rá.',
  'eventMessage.reasonCopy':
    'Ez az Ön példánya egy üzenetből, amelyet az esemény ({eventTitle}) vásárlóinak és résztvevőinek küldtek.',
  'eventMessage.reasonTest': 'Ez egy tesztüzenet az eseményhez ({eventTitle}). Csak Önnek küldtük el.',

  'waitlist.event': 'Esemény',
  'waitlist.ticket': 'Jegy',
  'waitlist.quantity': 'Mennyiség',
  'waitlist.viewEvent': 'Az esemény megtekintése',
  'waitlist.reason': 'Azért kapta ezt az e-mailt, mert szerepel az esemény ({eventTitle}) várólistáján.',
  'waitlist.reasonPast': 'Azért kapta ezt az e-mailt, mert szerepelt az esemény ({eventTitle}) várólistáján.',

  'waitlistJoined.subject': 'Felkerült a várólistára: {eventTitle}',
  'waitlistJoined.heading': 'Felkerült a várólistára',
  'waitlistJoined.intro':
    'Felkerült az esemény ({eventTitle}) várólistájára, és {quantity, plural, one {# jegyre} other {# jegyre}} vár.',
  'waitlistJoined.position': 'Az Ön helye a várólistán: {position}.',
  'waitlistJoined.lottery':
    'A várólista sorrendjét sorsolás dönti el. A sorsolás időpontja: {drawAt}. Aki ezt megelőzően feliratkozott a listára, azonos eséllyel indul, függetlenül attól, mikor iratkozott fel.',
  'waitlistJoined.next':
    'Amint jegyek szabadulnak fel, e-mailben ajánlatot küldünk Önnek. Ezután korlátozott ideig vásárolhatja meg őket.',
  'waitlistJoined.action': 'Hely megtekintése vagy leiratkozás a listáról',
  'waitlistJoined.reason':
    'Azért kapta ezt az e-mailt, mert ezzel a címmel feliratkoztak az esemény ({eventTitle}) várólistájára. Ha nem Ön volt, a fenti gombbal leiratkozhat a listáról.',

  'waitlistOffer.subject': 'Jó hír a várólistáról: {eventTitle}',
  'waitlistOffer.heading': 'Ön következik',
  'waitlistOffer.intro':
    'Félretettünk Önnek {quantity, plural, one {# jegyet} other {# jegyet}} (esemény: {eventTitle}). A foglalás eddig érvényes: {expiresAt}.',
  'waitlistOffer.heldUntil': 'Fenntartva eddig',
  'waitlistOffer.action': '{quantity, plural, one {Jegy megvásárlása} other {Jegyek megvásárlása}}',
  'waitlistOffer.deadline':
    '{quantity, plural, one {Ha addig nem vásárolja meg, a jegy a várólistán következő személyhez kerül.} other {Ha addig nem vásárolja meg őket, a jegyek a várólistán következő személyhez kerülnek.}}',
  'waitlistOffer.decline':
    'Meggondolta magát? Iratkozzon le a várólistáról, és az ajánlat azonnal a következő személyhez kerül.',
  'waitlistOffer.leave': 'Leiratkozás a várólistáról',

  'waitlistOfferExpired.subject': 'Lejárt a várólistás ajánlata: {eventTitle}',
  'waitlistOfferExpired.heading': 'Az ajánlata lejárt',
  'waitlistOfferExpired.intro':
    '{quantity, plural, one {Az Önnek félretett jegyet (esemény: {eventTitle}) nem vásárolta meg időben, ezért az a várólistán következő személyhez került.} other {Az Önnek félretett # jegyet (esemény: {eventTitle}) nem vásárolta meg időben, ezért azok a várólistán következő személyhez kerültek.}}',
  'waitlistOfferExpired.closed':
    'A várólistás jelentkezése ezzel lezárult. Ha az eseményre továbbra sem kapható jegy, az esemény oldalán újra feliratkozhat a várólistára.',

  'waitlistRemoved.subject': 'Már nem szerepel a várólistán: {eventTitle}',
  'waitlistRemoved.heading': 'Már nem szerepel a várólistán',
  'waitlistRemoved.introSelf':
    'Kérésének megfelelően eltávolítottuk az esemény ({eventTitle}) várólistájáról, ahol {quantity, plural, one {# jegyre} other {# jegyre}} várt.',
  'waitlistRemoved.introOrganizer':
    'Az esemény ({eventTitle}) szervezője eltávolította Önt a várólistáról, ahol {quantity, plural, one {# jegyre} other {# jegyre}} várt.',
  'waitlistRemoved.released': 'Az Önnek esetleg félretett jegyeket felszabadítottuk.',

  'ticketPdf.documentTitle': 'Jegyek: {eventTitle}',
  'ticketPdf.attendee': 'Résztvevő',
  'ticketPdf.guest': 'Vendég',
  'ticketPdf.free': 'Ingyenes',
  'ticketPdf.statusValid': 'Állapot: érvényes',
  'ticketPdf.statusAwaitingPayment': 'Állapot: fizetésre vár',
  'ticketPdf.code': 'Jegykód: mutassa fel a bejáratnál',
  'ticketPdf.codeAfterPayment': 'A bejáratnál felmutatandó kód a fizetés beérkezése után jelenik meg a jegy oldalán.',
  'ticketPdf.order': 'Rendelés: {reference}',
  'ticketPdf.online': 'Online esemény',

  'calendar.onlineLocation': 'Online',
  // The ticket category every new event starts with, named in the event's language.
  'catalogue.defaultCategory': 'Jegyek',
};
