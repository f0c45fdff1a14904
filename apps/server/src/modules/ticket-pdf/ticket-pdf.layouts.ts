import { readableTextOn } from '@marquee/core';
import { rgb, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import type { FontWeight } from './ticket-pdf.fonts';
import { drawQr } from './ticket-pdf.qr';
import type { TicketPdfInput, TicketPdfTicket } from './ticket-pdf.renderer';
import type { TicketText } from './ticket-pdf.text';

/**
 * The two ticket layouts of the designer, drawn as the ticket page draws them (web `ticket-card.tsx`): `default` is a
 * plain card with the title in the accent and the code below the details; `modern` opens with a band in the accent
 * and puts the code on a stub beside the details (below them on 2 × 5.5 in ticket stock).
 */

export type TicketCanvas = {
  page: PDFPage;
  text: TicketText;
  logo: PDFImage | null;
  input: TicketPdfInput;
  ticket: TicketPdfTicket;
  /** 2 × 5.5 in ticket stock: smaller type, narrower margins, everything in one column. */
  compact: boolean;
};

type Metrics = {
  margin: number;
  padding: number;
  gap: number;
  title: number;
  name: number;
  body: number;
  small: number;
  qr: number;
  logo: { width: number; height: number };
};

const REGULAR: Metrics = {
  margin: 36,
  padding: 24,
  gap: 10,
  title: 22,
  name: 18,
  body: 11,
  small: 9,
  qr: 170,
  logo: { width: 120, height: 56 },
};
const COMPACT: Metrics = {
  margin: 6,
  padding: 9,
  gap: 5,
  title: 11,
  name: 10,
  body: 7.5,
  small: 6,
  qr: 96,
  logo: { width: 44, height: 22 },
};

const INK = rgb(0.11, 0.11, 0.13);
const MUTED = rgb(0.4, 0.4, 0.44);
const RULE = rgb(0.8, 0.8, 0.83);
const PENDING = rgb(0.72, 0.36, 0.0);

export function hexToRgb(hex: string): RGB {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** A column of text drawn top-down from `y`, which moves down with each line. */
class Column {
  constructor(
    private readonly canvas: TicketCanvas,
    readonly x: number,
    readonly width: number,
    public y: number,
  ) {}

  text(
    value: string | null,
    style: { size: number; weight?: FontWeight; color?: RGB; maxLines?: number; align?: 'left' | 'center' },
  ) {
    if (!value) return;
    const { text, page } = this.canvas;
    const weight = style.weight ?? 'regular';
    for (const line of text.wrap(value, { maxWidth: this.width, size: style.size, weight, maxLines: style.maxLines })) {
      this.y -= style.size * 1.05;
      const lineWidth = style.align === 'center' ? text.width(line, { size: style.size, weight }) : 0;
      const x = style.align === 'center' ? this.x + (this.width - lineWidth) / 2 : this.x;
      text.draw(page, line, { x, y: this.y, size: style.size, weight, color: style.color ?? INK });
      this.y -= style.size * 0.3;
    }
  }

  space(points: number) {
    this.y -= points;
  }

  rule(gap: number, dashed = false) {
    this.y -= gap;
    this.canvas.page.drawLine({
      start: { x: this.x, y: this.y },
      end: { x: this.x + this.width, y: this.y },
      thickness: 0.75,
      color: RULE,
      ...(dashed ? { dashArray: [3, 3] } : {}),
    });
    this.y -= gap;
  }
}

const metricsOf = (canvas: TicketCanvas) => (canvas.compact ? COMPACT : REGULAR);

/** The card's box on the page: full width within the margins, from the top. */
function cardOf(canvas: TicketCanvas) {
  const m = metricsOf(canvas);
  const { width, height } = canvas.page.getSize();
  return { left: m.margin, top: height - m.margin, width: width - 2 * m.margin };
}

function drawCardBorder(canvas: TicketCanvas, bottom: number) {
  const card = cardOf(canvas);
  canvas.page.drawRectangle({
    x: card.left,
    y: bottom,
    width: card.width,
    height: card.top - bottom,
    borderColor: RULE,
    borderWidth: 0.75,
  });
}

/** The logo scaled into its box, its top-right corner at (right, top); returns its drawn width and height. */
function drawLogo(canvas: TicketCanvas, right: number, top: number) {
  const { logo } = canvas;
  if (!logo) return { width: 0, height: 0 };
  const box = metricsOf(canvas).logo;
  const scale = Math.min(box.width / logo.width, box.height / logo.height);
  const size = { width: logo.width * scale, height: logo.height * scale };
  canvas.page.drawImage(logo, { x: right - size.width, y: top - size.height, ...size });
  return size;
}

function eventFacts(column: Column, canvas: TicketCanvas) {
  const m = metricsOf(canvas);
  column.text(canvas.input.event.dates, { size: m.body, maxLines: 2 });
  column.text(canvas.input.event.location, { size: m.body, color: MUTED, maxLines: 3 });
}

function ticketDetails(column: Column, canvas: TicketCanvas) {
  const m = metricsOf(canvas);
  const { ticket, input } = canvas;
  column.text(input.labels.attendee, { size: m.small, color: MUTED });
  column.text(ticket.attendeeName, { size: m.name, weight: 'bold', maxLines: 2 });
  column.text(ticket.attendeeEmail, { size: m.small, maxLines: 2 });
  column.space(m.gap / 3);
  column.text(ticket.productName, { size: m.body, maxLines: 2 });
  column.text(ticket.price, { size: m.body, weight: 'bold' });
  column.text(ticket.customText, { size: m.small, maxLines: 4 });
  column.space(m.gap / 3);
  column.text(ticket.status.text, { size: m.body, weight: 'bold', color: ticket.status.isPending ? PENDING : INK });
}

/** The code to scan in an accent frame, with the label above and the id to type below, centred in the column. */
function ticketCode(column: Column, canvas: TicketCanvas, qrSize: number) {
  const m = metricsOf(canvas);
  if (!canvas.ticket.isCodeShown) {
    // The door would refuse it until payment arrives: say where the code will be instead of drawing one.
    column.text(canvas.input.labels.codeAfterPayment, { size: m.body, color: PENDING, align: 'center', maxLines: 5 });
    column.space(m.gap / 2);
    return;
  }
  const accent = hexToRgb(canvas.input.design.accentColor);
  column.text(canvas.input.labels.code, { size: m.small, color: MUTED, align: 'center', maxLines: 3 });
  column.space(m.gap / 2);
  const x = column.x + (column.width - qrSize) / 2;
  canvas.page.drawRectangle({
    x: x - 2,
    y: column.y - qrSize - 2,
    width: qrSize + 4,
    height: qrSize + 4,
    borderColor: accent,
    borderWidth: canvas.compact ? 1 : 2,
  });
  drawQr(canvas.page, { text: canvas.ticket.publicId, x, top: column.y, size: qrSize, color: rgb(0, 0, 0) });
  column.space(qrSize + m.gap / 2);
  column.text(canvas.ticket.publicId, { size: m.body, weight: 'bold', align: 'center', maxLines: 2 });
}

function ticketFooter(column: Column, canvas: TicketCanvas) {
  const m = metricsOf(canvas);
  column.text(canvas.ticket.orderReference, { size: m.small, color: MUTED });
  column.text(canvas.input.design.footerText, { size: m.small, maxLines: 6 });
}

/** The plain ticket touched by the design: title in the accent beside the logo, facts, details, code, footer. */
export function drawDefaultTicket(canvas: TicketCanvas) {
  const m = metricsOf(canvas);
  const card = cardOf(canvas);
  const inner = { left: card.left + m.padding, width: card.width - 2 * m.padding, top: card.top - m.padding };
  const logo = drawLogo(canvas, inner.left + inner.width, inner.top);
  const heading = new Column(canvas, inner.left, inner.width - (logo.width ? logo.width + m.gap : 0), inner.top);
  heading.text(canvas.input.event.title, {
    size: m.title,
    weight: 'bold',
    color: hexToRgb(canvas.input.design.accentColor),
    maxLines: 3,
  });
  const column = new Column(canvas, inner.left, inner.width, Math.min(heading.y, inner.top - logo.height));
  column.space(m.gap / 2);
  eventFacts(column, canvas);
  column.rule(m.gap);
  ticketDetails(column, canvas);
  column.rule(m.gap);
  ticketCode(column, canvas, m.qr);
  column.space(m.gap);
  ticketFooter(column, canvas);
  drawCardBorder(canvas, column.y - m.padding);
}

/** A band in the accent with the title and logo, then the details beside a stub with the code. */
export function drawModernTicket(canvas: TicketCanvas) {
  const m = metricsOf(canvas);
  const card = cardOf(canvas);
  const accent = canvas.input.design.accentColor;
  const inner = { left: card.left + m.padding, width: card.width - 2 * m.padding };

  // The band's height follows its title: measure the lines first, then paint the band under them.
  const logoBox = canvas.logo ? m.logo : { width: 0, height: 0 };
  const titleWidth = inner.width - (logoBox.width ? logoBox.width + m.gap : 0);
  const titleLines = canvas.text.wrap(canvas.input.event.title, {
    maxWidth: titleWidth,
    size: m.title,
    weight: 'bold',
    maxLines: 3,
  });
  const bandHeight = Math.max(titleLines.length * m.title * 1.35, logoBox.height) + 2 * m.padding * 0.75;
  canvas.page.drawRectangle({
    x: card.left,
    y: card.top - bandHeight,
    width: card.width,
    height: bandHeight,
    color: hexToRgb(accent),
  });
  drawLogo(canvas, inner.left + inner.width, card.top - m.padding * 0.75);
  const heading = new Column(canvas, inner.left, titleWidth, card.top - m.padding * 0.75);
  heading.text(canvas.input.event.title, {
    size: m.title,
    weight: 'bold',
    color: hexToRgb(readableTextOn(accent)),
    maxLines: 3,
  });

  const top = card.top - bandHeight - m.padding * 0.75;
  if (canvas.compact) {
    const column = new Column(canvas, inner.left, inner.width, top);
    eventFacts(column, canvas);
    column.rule(m.gap);
    ticketDetails(column, canvas);
    column.rule(m.gap, true);
    ticketCode(column, canvas, m.qr);
    column.space(m.gap);
    ticketFooter(column, canvas);
    drawCardBorder(canvas, column.y - m.padding);
    return;
  }
  const stubWidth = m.qr + 2 * m.padding;
  const details = new Column(canvas, inner.left, inner.width - stubWidth - m.gap, top);
  eventFacts(details, canvas);
  details.rule(m.gap);
  ticketDetails(details, canvas);
  const stubLeft = inner.left + inner.width - stubWidth;
  const stub = new Column(canvas, stubLeft + m.padding, m.qr, top);
  ticketCode(stub, canvas, m.qr);
  const bottom = Math.min(details.y, stub.y) - m.gap;
  // The stub's tear line: dashed, from the band to the end of the body.
  canvas.page.drawLine({
    start: { x: stubLeft, y: top + m.padding * 0.5 },
    end: { x: stubLeft, y: bottom },
    thickness: 1,
    color: RULE,
    dashArray: [4, 4],
  });
  const footer = new Column(canvas, inner.left, inner.width, bottom);
  footer.rule(m.gap);
  ticketFooter(footer, canvas);
  drawCardBorder(canvas, footer.y - m.padding);
}
