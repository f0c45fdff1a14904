// `npm run bench:pdf`: how many PDF tickets one process draws per second (issue 29 point 5, decision 156).
//
//   npm run bench:pdf                      200 tickets per scenario
//   npm run bench:pdf -- --tickets 1000    more tickets per scenario
//
// Draws with the server's own renderer, in this process, what the render job and the email job draw: orders of 1
// and of 10 tickets, Latin names and names in Chinese and Vietnamese, both layouts, with a logo. Fonts are loaded
// before the clock starts (the first drawing of a process loads them: printed apart). One core does all the work:
// the throughput is per process, and a machine runs one such process per core. Besides wall-clock throughput it
// prints tickets per second of CPU time used, which a busy machine disturbs far less.
import sharp from 'sharp';
import { loadFont } from '../apps/server/src/modules/ticket-pdf/ticket-pdf.fonts';
import {
  renderTicketPdf,
  type TicketPdfInput,
  type TicketPdfTicket,
} from '../apps/server/src/modules/ticket-pdf/ticket-pdf.renderer';

const argIndex = process.argv.indexOf('--tickets');
const TICKETS = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 200;

const LATIN = ['Ann Guest', 'Tim Brown', 'Zoë Müller', 'José Álvarez', 'Ørjan Lie'];
const MIXED = ['王小明', '陳大文', 'Nguyễn Thị Hương', 'Őrsi Gül Şahin', '李 Nguyễn'];

function ticketsOf(count: number, names: string[], offset: number): TicketPdfTicket[] {
  return Array.from({ length: count }, (_unused, index) => {
    const name = names[(offset + index) % names.length]!;
    return {
      publicId: `att_${String(offset + index).padStart(6, '0')}Q7wErTyUiOpAsDf`,
      attendeeName: name,
      attendeeEmail: null,
      productName: 'General admission – Early bird',
      price: '€25.00',
      status: { text: 'Status: Valid', isPending: false },
      isCodeShown: true,
      customText: `Welcome, ${name}! Bring this ticket.`,
      orderReference: 'Order ord_Q7wErTyUiOpAs',
    };
  });
}

async function main() {
  // As the render job hands it over: a JPEG at most 360 × 168 px (ticket-pdf.logo.ts).
  const logo = await sharp({ create: { width: 360, height: 168, channels: 3, background: '#1d3557' } })
    .jpeg({ quality: 92 })
    .toBuffer();
  const base = (layout: 'default' | 'modern', tickets: TicketPdfTicket[], locale: string): TicketPdfInput => ({
    title: 'Tickets for Summer Jazz Night',
    author: 'Blue Note',
    producer: 'Marquee',
    locale,
    event: {
      title: 'Summer Jazz Night at the Blue Note',
      dates: 'Thursday, July 1, 2027 at 8:30 PM – 11:00 PM GMT+2',
      location: 'Blue Note, 131 W 3rd St, 10012 New York, NY, United States',
    },
    design: { accentColor: '#7b2d8e', layout, paperSize: 'A4', footerText: 'No refunds. Doors open at 8 PM.' },
    logo: { bytes: logo, format: 'jpeg' },
    labels: {
      attendee: 'Attendee',
      code: 'Ticket code: show it at the entrance',
      codeAfterPayment: 'The code appears on your ticket page once payment is received.',
    },
    tickets,
  });

  let started = performance.now();
  await loadFont('latin', 'regular');
  await loadFont('latin', 'bold');
  const latinLoad = performance.now() - started;
  started = performance.now();
  for (const family of ['sc', 'hk'] as const)
    for (const weight of ['regular', 'bold'] as const) await loadFont(family, weight);
  const chineseLoad = performance.now() - started;

  console.log(`PDF tickets, one process (Node ${process.version}), ${TICKETS} tickets per scenario`);
  console.log(
    `font loading (first drawing of a process): Latin ${fixed(latinLoad)} ms, Chinese ${fixed(chineseLoad)} ms`,
  );
  console.log('');
  // Wall time depends on what else the machine runs; CPU time (this process's, all its threads) does much less.
  console.log(
    'scenario                                           tickets/s   tickets/CPU-s   ms/order   KB/order   RSS MB',
  );
  for (const layout of ['default', 'modern'] as const) {
    for (const perOrder of [1, 10]) {
      for (const [label, names, locale] of [
        ['Latin names', LATIN, 'en'],
        ['Chinese + Vietnamese names', MIXED, 'zh-hk'],
      ] as const) {
        const orders = Math.max(1, Math.round(TICKETS / perOrder));
        // Warm-up: the first document of a shape compiles the code paths.
        await renderTicketPdf(base(layout, ticketsOf(perOrder, names, 0), locale));
        let bytes = 0;
        const cpu = process.cpuUsage();
        const start = performance.now();
        for (let order = 0; order < orders; order++) {
          const result = await renderTicketPdf(base(layout, ticketsOf(perOrder, names, order * perOrder), locale));
          bytes += result.bytes.length;
        }
        const elapsed = performance.now() - start;
        const used = process.cpuUsage(cpu);
        const cpuSeconds = (used.user + used.system) / 1e6;
        const name = `${layout}, orders of ${perOrder}, ${label}`.padEnd(50);
        console.log(
          `${name} ${fixed((orders * perOrder) / (elapsed / 1000)).padStart(9)}   ${fixed((orders * perOrder) / cpuSeconds).padStart(13)}   ${fixed(elapsed / orders).padStart(8)}   ${fixed(bytes / orders / 1024).padStart(8)}   ${fixed(process.memoryUsage().rss / 2 ** 20).padStart(6)}`,
        );
      }
    }
  }
}

const fixed = (value: number) => value.toFixed(value >= 100 ? 0 : 1);

await main();
