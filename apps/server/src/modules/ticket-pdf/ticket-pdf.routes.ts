import { ZErrorResponse } from '@marquee/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../checkout/checkout.routes';
import { getOrderTicketsPdf, getTicketPdf, type TicketPdfAnswer } from './ticket-pdf.service';

const ZLocaleQuery = z.object({
  /** The reader's language for the printed words and dates (the page's); else the ticket's or order's own. */
  locale: z.string().max(35).optional(),
});
const pdfResponse = z.unknown().describe('The PDF (application/pdf), as an attachment: one page per ticket');
const errors = { 404: ZErrorResponse, 409: ZErrorResponse, 410: ZErrorResponse, 503: ZErrorResponse };

/** The file, or 503 with Retry-After while the job is still drawing it (decision 156). */
function sendPdf(reply: FastifyReply, answer: TicketPdfAnswer) {
  void reply.header('cache-control', 'private, no-store');
  if ('retryAfterSeconds' in answer)
    return reply.status(503).header('retry-after', String(answer.retryAfterSeconds)).send({
      message: 'The PDF is being prepared. Please try again in a few seconds.',
      errors: {},
      code: 'pdf_being_prepared',
    });
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${answer.file.filename}"`)
    .send(Buffer.from(answer.file.bytes.buffer, answer.file.bytes.byteOffset, answer.file.bytes.byteLength));
}

/** PDF tickets (issue 29 point 5): public, each behind the key of the page it is downloaded from. */
export const ticketPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;

  app.get(
    '/public/events/:eventId/attendees/:attendeeShortId/ticket.pdf',
    {
      schema: {
        tags: ['public'],
        summary:
          "One ticket as a PDF, drawn with the event's ticket design, by the ticket page's key; 410 once cancelled, 404 while its order is not placed. The PDF is drawn in the job queue: 503 with Retry-After when it takes longer than a few seconds.",
        params: z.object({ eventId: z.string(), attendeeShortId: z.string().max(64) }),
        querystring: ZLocaleQuery,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await getTicketPdf(deps, { ...request.params, locale: request.query.locale })),
  );

  app.get(
    '/public/events/:eventId/order/:shortId/tickets.pdf',
    {
      schema: {
        tags: ['public'],
        summary:
          "Every valid ticket of the order as one PDF (one page each), by the order summary's key and rule (a reservation only for its session); 409 before the order is placed, 410 once it is cancelled. 503 with Retry-After while the job queue is still drawing it.",
        params: z.object({ eventId: z.string(), shortId: z.string().max(64) }),
        querystring: ZLocaleQuery.extend({ session_identifier: z.string().max(100).optional() }),
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await getOrderTicketsPdf(deps, {
          eventId: request.params.eventId,
          shortId: request.params.shortId,
          sessionIdentifier: sessionOf(request, request.query.session_identifier),
          locale: request.query.locale,
        }),
      ),
  );
};
