import type { Logger } from 'pino';
import type { JobContext } from '../../services';
import { prepareTicketPdf, type PreparedTicketPdf, type TicketPdfScope } from './ticket-pdf.inputs';
import { loadTicketLogo } from './ticket-pdf.logo';
import { renderTicketPdf } from './ticket-pdf.renderer';
import { findStoredTicketPdf, storeTicketPdf } from './ticket-pdf.repository';

/**
 * Drawing PDFs, which happens only in jobs (issue 29: never in a buyer's request): the render job that downloads
 * wait for, and the confirmation email's attachment, drawn by the email job as it sends.
 */

export type TicketPdfDeps = Pick<JobContext, 'database' | 'storage' | 'config'> & { logger?: Logger };
export type TicketPdfFile = { filename: string; bytes: Uint8Array; pageCount: number };

export async function drawPrepared(deps: TicketPdfDeps, prepared: PreparedTicketPdf): Promise<TicketPdfFile> {
  const { design } = prepared.input;
  // The modern layout draws the logo on its band, the default one on the white ticket.
  const background = design.layout === 'modern' ? design.accentColor : '#ffffff';
  const logo = prepared.logoKey ? await loadTicketLogo(deps, { key: prepared.logoKey, background }) : null;
  const result = await renderTicketPdf({ ...prepared.input, producer: deps.config.publicConfig.appName, logo });
  return { filename: prepared.filename, bytes: result.bytes, pageCount: result.pageCount };
}

/** The render job: draws the scope's PDF and stores it, unless the stored one is already this rendering. */
export async function renderAndStoreTicketPdf(deps: TicketPdfDeps, scope: TicketPdfScope): Promise<void> {
  const { db } = deps.database;
  const preparedAt = new Date();
  const prepared = await prepareTicketPdf(db, scope);
  // Cancelled meanwhile: nobody may download it any more, nothing to draw.
  if (!prepared) return;
  const stored = await findStoredTicketPdf(db, prepared.scopeKey);
  if (stored?.fingerprint === prepared.fingerprint) return;
  const file = await drawPrepared(deps, prepared);
  await storeTicketPdf(db, {
    scopeKey: prepared.scopeKey,
    orderId: prepared.orderId,
    fingerprint: prepared.fingerprint,
    content: file.bytes,
    pageCount: file.pageCount,
    preparedAt,
  });
}

/**
 * The order's tickets for its confirmation email, one page each, in the buyer's language: the stored PDF when it is
 * current, else drawn now (the email job is a job) and not stored, so that only PDFs someone downloads take room.
 * Null when the order has no valid ticket.
 */
export async function orderTicketsPdfForEmail(
  deps: TicketPdfDeps,
  input: { orderId: string; locale: string },
): Promise<TicketPdfFile | null> {
  const { db } = deps.database;
  const prepared = await prepareTicketPdf(db, { kind: 'order', orderId: input.orderId, locale: input.locale });
  if (!prepared) return null;
  const stored = await findStoredTicketPdf(db, prepared.scopeKey);
  if (stored?.fingerprint === prepared.fingerprint)
    return { filename: prepared.filename, bytes: stored.content, pageCount: stored.pageCount };
  return drawPrepared(deps, prepared);
}
