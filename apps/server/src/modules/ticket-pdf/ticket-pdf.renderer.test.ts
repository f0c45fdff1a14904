import { TICKET_PAPER_POINTS } from '@marquee/core';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test-support/pdf';
import { loadFont } from './ticket-pdf.fonts';
import { renderTicketPdf, type TicketPdfInput, type TicketPdfTicket } from './ticket-pdf.renderer';

const ticket = (overrides: Partial<TicketPdfTicket> = {}): TicketPdfTicket => ({
  publicId: 'att_4f9Qm2LxT7pR8sK1vW3yZ6bN',
  attendeeName: 'Ann Guest',
  attendeeEmail: null,
  productName: 'General admission – Early bird',
  price: '€25.00',
  status: { text: 'Status: Valid', isPending: false },
  isCodeShown: true,
  customText: 'Welcome, Ann Guest!',
  orderReference: 'Order ord_Q7wErTyUiOpAs',
  ...overrides,
});

const input = (overrides: Partial<TicketPdfInput> = {}): TicketPdfInput => ({
  title: 'Tickets for Jazz Night',
  author: 'Blue Note',
  producer: 'Marquee',
  locale: 'en',
  event: {
    title: 'Jazz Night',
    dates: 'Thursday, July 1, 2027 at 8:30 PM – 11:00 PM GMT+2',
    location: 'Blue Note, 131 W 3rd St, New York',
  },
  design: { accentColor: '#7b2d8e', layout: 'default', paperSize: 'A4', footerText: 'Doors open at 8 PM.' },
  logo: null,
  labels: {
    attendee: 'Attendee',
    code: 'Ticket code: show it at the entrance',
    codeAfterPayment: 'The code appears on your ticket page once payment is received.',
  },
  tickets: [ticket()],
  ...overrides,
});

/** Text as extracted, with the line breaks a viewer may insert inside wrapped lines taken out. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the PDF ticket renderer', () => {
  it('draws no code for a ticket the door would refuse until payment, and says where it will appear', async () => {
    const pdf = await readPdf(
      (
        await renderTicketPdf(
          input({
            tickets: [ticket({ isCodeShown: false, status: { text: 'Status: Awaiting payment', isPending: true } })],
          }),
        )
      ).bytes,
    );
    expect(pdf.pages[0]!.qr).toBeNull();
    expect(flat(pdf.pages[0]!.text)).toContain('The code appears on your ticket page once payment is received.');
    expect(flat(pdf.pages[0]!.text)).not.toContain('att_4f9Qm2LxT7pR8sK1vW3yZ6bN');
  });

  it('draws one page per ticket with the event, the attendee, the chosen fields and a QR code of the public id', async () => {
    const tickets = [
      ticket(),
      ticket({
        publicId: 'att_Zx8Yw7Vu6Ts5Rq4Po3Nm2Lk1',
        attendeeName: 'Tim Guest',
        customText: null,
        attendeeEmail: 'tim@example.com',
        status: { text: 'Status: Awaiting payment', isPending: true },
      }),
    ];
    const result = await renderTicketPdf(input({ tickets }));
    const pdf = await readPdf(result.bytes);
    expect(result.pageCount).toBe(2);
    expect(pdf.pageCount).toBe(2);
    expect(pdf.title).toBe('Tickets for Jazz Night');
    const [first, second] = pdf.pages.map((page) => flat(page.text));
    for (const text of [
      'Jazz Night',
      'Thursday, July 1, 2027 at 8:30 PM – 11:00 PM GMT+2',
      'Blue Note, 131 W 3rd St, New York',
      'Ann Guest',
      'General admission – Early bird',
      '€25.00',
      'Welcome, Ann Guest!',
      'Status: Valid',
      'att_4f9Qm2LxT7pR8sK1vW3yZ6bN',
      'Order ord_Q7wErTyUiOpAs',
      'Doors open at 8 PM.',
    ])
      expect(first).toContain(text);
    expect(second).toContain('Tim Guest');
    expect(second).toContain('tim@example.com');
    expect(second).toContain('Status: Awaiting payment');
    expect(second).not.toContain('Welcome');
    expect(pdf.pages.map((page) => page.qr)).toEqual(tickets.map((one) => one.publicId));
    // The title in the accent (made readable by the design rules before it gets here).
    expect(pdf.pages[0]!.textColors).toContain('#7b2d8e');
  });

  it('leaves out what the design hides', async () => {
    const pdf = await readPdf(
      (
        await renderTicketPdf(
          input({
            design: { accentColor: '#333333', layout: 'default', paperSize: 'A4', footerText: null },
            tickets: [ticket({ price: null, orderReference: null, customText: null })],
          }),
        )
      ).bytes,
    );
    const text = flat(pdf.pages[0]!.text);
    expect(text).not.toContain('€');
    expect(text).not.toContain('ord_');
    expect(text).not.toContain('Doors');
    expect(pdf.pages[0]!.qr).toBe('att_4f9Qm2LxT7pR8sK1vW3yZ6bN');
  });

  it('draws the modern layout visibly apart from the default: a band in the accent across the top', async () => {
    const band = (fills: { color: string; width: number; height: number }[]) =>
      fills.find((fill) => fill.color === '#7b2d8e' && fill.width > 400);
    const plain = await readPdf((await renderTicketPdf(input())).bytes);
    const modern = await readPdf(
      (await renderTicketPdf(input({ design: { ...input().design, layout: 'modern' } }))).bytes,
    );
    expect(band(plain.pages[0]!.fills)).toBeUndefined();
    expect(band(modern.pages[0]!.fills)).toBeDefined();
    // White on the purple band; the default layout writes the title in the accent instead.
    expect(modern.pages[0]!.textColors).toContain('#ffffff');
    expect(modern.pages[0]!.qr).toBe('att_4f9Qm2LxT7pR8sK1vW3yZ6bN');
  });

  it.each(['A4', 'LETTER', 'TICKET'] as const)(
    'uses the paper size of the design (%s), and the code still reads',
    async (paper) => {
      for (const layout of ['default', 'modern'] as const) {
        const pdf = await readPdf(
          (await renderTicketPdf(input({ design: { ...input().design, layout, paperSize: paper } }))).bytes,
        );
        expect(pdf.pages[0]!.size.width).toBeCloseTo(TICKET_PAPER_POINTS[paper].width, 1);
        expect(pdf.pages[0]!.size.height).toBeCloseTo(TICKET_PAPER_POINTS[paper].height, 1);
        expect(pdf.pages[0]!.qr).toBe('att_4f9Qm2LxT7pR8sK1vW3yZ6bN');
        expect(flat(pdf.pages[0]!.text)).toContain('Ann Guest');
      }
    },
  );

  it('draws the logo', async () => {
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#e63946' } })
      .png()
      .toBuffer();
    for (const layout of ['default', 'modern'] as const) {
      const pdf = await readPdf(
        (await renderTicketPdf(input({ design: { ...input().design, layout }, logo: { bytes: png, format: 'png' } })))
          .bytes,
      );
      expect(pdf.pages[0]!.images).toBe(1);
    }
  });

  it('writes Chinese and Vietnamese names with a glyph for every character, and embeds Chinese fonts only when needed', async () => {
    const names = ['王小明', '陳大文', 'Nguyễn Thị Hương', 'Őrsi Gül Şahin', '李 Nguyễn 陳'];
    const result = await renderTicketPdf(
      input({
        locale: 'zh-hk',
        event: { ...input().event, title: '爵士之夜 Jazz Night' },
        tickets: names.map((name, index) => ticket({ attendeeName: name, publicId: `att_${index}x${'Q'.repeat(20)}` })),
      }),
    );
    expect(result.fontFamilies).toEqual(['latin', 'hk']);
    const pdf = await readPdf(result.bytes);
    // Text comes back out exactly: each character was drawn with a real glyph that maps back to it.
    names.forEach((name, index) => expect(flat(pdf.pages[index]!.text)).toContain(name));
    expect(flat(pdf.pages[0]!.text)).toContain('爵士之夜 Jazz Night');
    const fonts = await Promise.all([
      loadFont('latin', 'regular'),
      loadFont('sc', 'regular'),
      loadFont('hk', 'regular'),
    ]);
    for (const char of names.join('').replace(/\s/g, ''))
      expect(
        fonts.some((font) => font.font.hasGlyphForCodePoint(char.codePointAt(0)!)),
        char,
      ).toBe(true);
    // Every Chinese character of the names is in both Chinese fonts (either locale draws them)...
    for (const char of '王小明陳大文李')
      expect(
        fonts.slice(1).every((font) => font.font.hasGlyphForCodePoint(char.codePointAt(0)!)),
        char,
      ).toBe(true);
    // ...and a Latin-only document carries no Chinese font at all.
    expect((await renderTicketPdf(input())).fontFamilies).toEqual(['latin']);
  });

  it('embeds font subsets whose glyphs keep their outlines (decision 156: padded glyph records)', async () => {
    const result = await renderTicketPdf(input({ tickets: [ticket({ attendeeName: 'Nguyễn Thị Hương 王小明' })] }));
    const doc = await PDFDocument.load(result.bytes);
    const files = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.has(PDFName.of('FontFile2')))
      .map((descriptor) => doc.context.lookup(descriptor.get(PDFName.of('FontFile2'))) as PDFRawStream);
    // Latin regular and bold, and Simplified Chinese bold only: the name is the one bold text with Chinese.
    expect(files.length).toBe(3);
    for (const [index, file] of files.entries()) {
      const subset = fontkit.create(Buffer.from(decodePDFRawStream(file).decode()));
      // Glyph 0 is .notdef, and a space has no outline; every other glyph drawn must have one.
      const drawn = Array.from({ length: subset.numGlyphs - 1 }, (_unused, glyph) => subset.getGlyph(glyph + 1));
      const blank = drawn.filter((glyph) => glyph.advanceWidth > 0 && glyph.path.toSVG() === '');
      expect(blank.length, `font ${index}: ${blank.length} of ${drawn.length} glyphs blank`).toBeLessThanOrEqual(1);
      expect(drawn.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps a simplified-Chinese reader on the simplified forms, and writes decomposed accents composed', async () => {
    const result = await renderTicketPdf(
      input({ locale: 'zh-cn', tickets: [ticket({ attendeeName: 'Nguye\u0302\u0303n 王小明' })] }),
    );
    expect(result.fontFamilies).toEqual(['latin', 'sc']);
    expect(flat((await readPdf(result.bytes)).pages[0]!.text)).toContain('Nguyễn 王小明');
  });

  it('wraps a long title and a long footer within the page', async () => {
    const long = 'A very long event title that will not fit on one line of the ticket at this size '.repeat(2);
    const pdf = await readPdf(
      (
        await renderTicketPdf(
          input({
            event: { ...input().event, title: long },
            design: { ...input().design, paperSize: 'TICKET', footerText: 'Terms apply. '.repeat(30) },
          }),
        )
      ).bytes,
    );
    expect(pdf.pages[0]!.qr).toBe('att_4f9Qm2LxT7pR8sK1vW3yZ6bN');
    expect(flat(pdf.pages[0]!.text)).toContain('A very long event');
  });
});
