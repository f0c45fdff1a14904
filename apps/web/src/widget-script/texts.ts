/**
 * widget.js's few words, in the product's 13 languages: the host page shows them before any of our pages (and
 * their catalogues) load, and the script must stay a few KB, so they live here rather than in the catalogues.
 */
import { matchLocale } from '@marquee/core/locales';

type TTexts = { buy: string; checkout: string; close: string; newTab: string; tickets: string };

const TEXTS: Record<string, TTexts> = {
  en: { buy: 'Buy tickets', checkout: 'Checkout', close: 'Close', newTab: 'Open in a new tab', tickets: 'Tickets' },
  de: {
    buy: 'Tickets kaufen',
    checkout: 'Kasse',
    close: 'Schließen',
    newTab: 'In neuem Tab öffnen',
    tickets: 'Tickets',
  },
  es: {
    buy: 'Comprar entradas',
    checkout: 'Pago',
    close: 'Cerrar',
    newTab: 'Abrir en una pestaña nueva',
    tickets: 'Entradas',
  },
  fr: {
    buy: 'Acheter des billets',
    checkout: 'Paiement',
    close: 'Fermer',
    newTab: 'Ouvrir dans un nouvel onglet',
    tickets: 'Billets',
  },
  hu: { buy: 'Jegyvásárlás', checkout: 'Fizetés', close: 'Bezárás', newTab: 'Megnyitás új lapon', tickets: 'Jegyek' },
  it: {
    buy: 'Acquista biglietti',
    checkout: 'Pagamento',
    close: 'Chiudi',
    newTab: 'Apri in una nuova scheda',
    tickets: 'Biglietti',
  },
  nl: {
    buy: 'Tickets kopen',
    checkout: 'Afrekenen',
    close: 'Sluiten',
    newTab: 'Openen in een nieuw tabblad',
    tickets: 'Tickets',
  },
  pt: {
    buy: 'Comprar bilhetes',
    checkout: 'Pagamento',
    close: 'Fechar',
    newTab: 'Abrir num novo separador',
    tickets: 'Bilhetes',
  },
  'pt-br': {
    buy: 'Comprar ingressos',
    checkout: 'Pagamento',
    close: 'Fechar',
    newTab: 'Abrir em uma nova aba',
    tickets: 'Ingressos',
  },
  tr: { buy: 'Bilet satın al', checkout: 'Ödeme', close: 'Kapat', newTab: 'Yeni sekmede aç', tickets: 'Biletler' },
  vi: { buy: 'Mua vé', checkout: 'Thanh toán', close: 'Đóng', newTab: 'Mở trong thẻ mới', tickets: 'Vé' },
  'zh-cn': { buy: '购票', checkout: '结账', close: '关闭', newTab: '在新标签页中打开', tickets: '门票' },
  'zh-hk': { buy: '購票', checkout: '結帳', close: '關閉', newTab: '在新分頁中開啟', tickets: '門票' },
};

/** The texts for a locale tag (`pt-BR`, `zh-Hant-HK`, `de-AT`…), matched as the product matches them, else English. */
export function widgetTexts(locale: string | null | undefined): TTexts {
  return TEXTS[matchLocale(locale) ?? 'en'] ?? TEXTS.en!;
}

export const WIDGET_TEXT_LOCALES = Object.keys(TEXTS);
