import { TICKET_PAPER_POINTS, type TTicketLayoutType, type TTicketPaperSize } from '@marquee/core';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { drawDefaultTicket, drawModernTicket, type TicketCanvas } from './ticket-pdf.layouts';
import type { FontWeight } from './ticket-pdf.fonts';
import { cleanText, prepareText } from './ticket-pdf.text';

/**
 * PDF tickets without a browser (issue 29, decision 156): the event's ticket design and the tickets in, the bytes of
 * one PDF out, one page per ticket. Pure apart from reading the bundled fonts: what it draws comes in already
 * worded and formatted (labels in the reader's language, dates in the event's zone, prices), so the same input
 * always draws the same tickets.
 */

export type TicketPdfTicket = {
  /** What the QR code holds and the door scans: the attendee's public id (as on the ticket page). */
  publicId: string;
  attendeeName: string;
  /** Null when the design hides it. */
  attendeeEmail: string | null;
  productName: string;
  /** Formatted ("€25.00", "Free"); null when the design hides it or no line matches. */
  price: string | null;
  /** "Status: Valid", "Status: Awaiting payment". */
  status: { text: string; isPending: boolean };
  /**
   * False for a ticket the door would refuse until its order is paid (offline payment awaited, and the event does not
   * check such tickets in): no code to scan is drawn, only where it will appear.
   */
  isCodeShown: boolean;
  customText: string | null;
  /** "Order ord_…"; null when the design hides it. */
  orderReference: string | null;
};

export type TicketPdfInput = {
  /** The document's title in viewers and its metadata. */
  title: string;
  /** The organizer, as the document's author. */
  author: string | null;
  /** Who made the file (the product's name). */
  producer: string;
  /** The reader's language: the document's language and which Chinese forms come first. */
  locale: string;
  event: { title: string; dates: string; location: string | null };
  design: { accentColor: string; layout: TTicketLayoutType; paperSize: TTicketPaperSize; footerText: string | null };
  logo: { bytes: Uint8Array; format: 'png' | 'jpeg' } | null;
  labels: { attendee: string; code: string; codeAfterPayment: string };
  tickets: TicketPdfTicket[];
};

export type TicketPdfResult = { bytes: Uint8Array; pageCount: number; fontFamilies: string[] };

export async function renderTicketPdf(input: TicketPdfInput): Promise<TicketPdfResult> {
  const doc = await PDFDocument.create();
  doc.setTitle(cleanText(input.title), { showInWindowTitleBar: true });
  if (input.author) doc.setAuthor(cleanText(input.author));
  doc.setCreator(input.producer);
  doc.setProducer(input.producer);
  doc.setLanguage(input.locale);

  const text = await prepareText(doc, { texts: textsOf(input), locale: input.locale });
  const logo = await embedLogo(doc, input.logo);
  const { width, height } = TICKET_PAPER_POINTS[input.design.paperSize];
  for (const ticket of input.tickets) {
    const canvas: TicketCanvas = {
      page: doc.addPage([width, height]),
      text,
      logo,
      input,
      ticket,
      compact: input.design.paperSize === 'TICKET',
    };
    if (input.design.layout === 'modern') drawModernTicket(canvas);
    else drawDefaultTicket(canvas);
  }
  // Object streams make a smaller file; every current viewer reads them (PDF 1.5).
  const bytes = await doc.save({ useObjectStreams: true });
  return { bytes, pageCount: input.tickets.length, fontFamilies: text.families };
}

/** Every string the document draws, by the weight the layouts draw it in: they decide which fonts it embeds. */
function textsOf(input: TicketPdfInput): Record<FontWeight, string[]> {
  const clean = (texts: (string | null)[]) => texts.map((text) => cleanText(text ?? ''));
  return {
    bold: clean([
      input.event.title,
      ...input.tickets.flatMap((ticket) => [ticket.attendeeName, ticket.price, ticket.status.text, ticket.publicId]),
    ]),
    regular: clean([
      input.event.dates,
      input.event.location,
      input.design.footerText,
      input.labels.attendee,
      input.labels.code,
      input.labels.codeAfterPayment,
      ...input.tickets.flatMap((ticket) => [
        ticket.attendeeEmail,
        ticket.productName,
        ticket.customText,
        ticket.orderReference,
      ]),
    ]),
  };
}

async function embedLogo(doc: PDFDocument, logo: TicketPdfInput['logo']): Promise<PDFImage | null> {
  if (!logo) return null;
  // pdf-lib reads a JPEG through its whole ArrayBuffer: a Buffer that is a window on a larger one must be copied.
  const whole =
    logo.bytes.byteOffset === 0 && logo.bytes.byteLength === logo.bytes.buffer.byteLength
      ? logo.bytes
      : new Uint8Array(logo.bytes);
  return logo.format === 'png' ? doc.embedPng(whole) : doc.embedJpg(whole);
}
