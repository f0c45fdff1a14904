import {
  additionLabel,
  countryName,
  formatMoney,
  formatStatusText,
  orderBreakdown,
  type TBreakdownAddition,
} from '@marquee/core';
import { escapeHtml } from '../../emails/layout';
import { AppError } from '../../lib/app-error';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { toEventSettings } from '../events/events.mapper';
import type { DbExecutor } from '../../db/client';
import { findEventWithOrganizer } from '../checkout/checkout.repository';
import { requireSessionOrder } from '../checkout/checkout.service';
import type { EventRow } from '../events/events.repository';
import { findInvoiceOfOrder, issueOrderInvoice, type InvoiceRow } from './invoices';
import { requireOrder } from './orders.manage.service';
import { toBreakdownLine } from './orders.mapper';
import { listOrderItems, type OrderRow } from './orders.repository';

/**
 * `GET /events/{id}/orders/{orderId}/invoice` (decisions 068 and 090): a self-contained,
 * printable HTML document built from the event's invoicing settings (decision 038) and the order's frozen
 * lines. No PDF library: the browser's "print to PDF" makes the PDF.
 */

export async function renderInvoice(
  deps: IdentityDeps,
  auth: AuthContext,
  ref: { eventId: string; orderId: string },
): Promise<{ filename: string; html: string }> {
  const { db } = deps.database;
  const { event, order } = await requireOrder(db, auth, ref);
  // Normally issued when the order came to count; an order from before invoicing was turned on (or a
  // cancelled one) gets its number on the first download, and keeps it.
  const invoice = await db.transaction((tx) => issueOrderInvoice(tx, { order, event }));
  if (!invoice) {
    if (!toEventSettings(event).enable_invoicing)
      throw new AppError('CONFLICT', 'Invoicing is turned off for this event: turn it on in the event settings.');
    throw new AppError(
      'CONFLICT',
      'This order has no invoice: only completed, awaiting-payment and cancelled orders do.',
    );
  }
  return invoiceDocument(db, { event, order, invoice });
}

/** The buyer's own download (`GET /public/events/{id}/order/{shortId}/invoice`): only an issued invoice, else 404. */
export async function renderPublicInvoice(
  deps: IdentityDeps,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null },
): Promise<{ filename: string; html: string }> {
  const { db } = deps.database;
  const order = await requireSessionOrder(db, input);
  const invoice = await findInvoiceOfOrder(db, order.id);
  const found = invoice ? await findEventWithOrganizer(db, order.eventId) : null;
  if (!invoice || !found) throw AppError.notFound('invoice');
  return invoiceDocument(db, { event: found.event, order, invoice });
}

async function invoiceDocument(
  db: DbExecutor,
  { event, order, invoice }: { event: EventRow; order: OrderRow; invoice: InvoiceRow },
): Promise<{ filename: string; html: string }> {
  const settings = toEventSettings(event);
  const items = await listOrderItems(db, order.id);
  const number = invoice.invoiceNumber;
  const locale = order.locale || 'en';
  const money = (minor: number) => escapeHtml(formatMoney(minor, order.currency, locale));
  const issued = invoice.issuedAt;
  const day = (date: Date) =>
    escapeHtml(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: event.timezone }).format(date));
  const due = invoice.dueAt ?? issued;
  const text = (value: string | null | undefined) => escapeHtml(value ?? '').replace(/\r?\n/g, '<br>');
  const address = order.address
    ? [
        order.address.address_line_1,
        order.address.address_line_2,
        [order.address.zip_or_postal_code, order.address.city].filter(Boolean).join(' '),
        order.address.state_or_region,
        // The buyer's country by name, in the order's language ("DE" → "Germany").
        order.address.country ? countryName(order.address.country, locale) : null,
      ]
        .filter(Boolean)
        .map((part) => escapeHtml(String(part)))
        .join('<br>')
    : '';
  // One breakdown (decision 117): each line before its discount, then the parts that add up to the total.
  const breakdown = orderBreakdown(items.map(toBreakdownLine));
  const additionsText = (additions: TBreakdownAddition[]) =>
    additions
      .map((addition) => `${escapeHtml(additionLabel(addition, locale))}: ${money(addition.amount)}`)
      .join('<br>');
  const rows = breakdown.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.label ? `${line.name} (${line.label})` : line.name)}</td>` +
        `<td class="n">${line.quantity}</td><td class="n">${money(line.unit_price_before_discount)}</td>` +
        `<td class="n">${line.discount > 0 ? `−${money(line.discount)}` : ''}</td>` +
        `<td class="n">${additionsText([...line.fees, ...line.taxes])}</td>` +
        `<td class="n">${money(line.total)}</td></tr>`,
    )
    .join('');
  const totalRow = (name: string, amount: string) => `<tr><td>${name}</td><td class="n">${amount}</td></tr>`;
  const totals = [
    totalRow('Subtotal', money(breakdown.subtotal)),
    breakdown.discount > 0
      ? totalRow(
          order.promoCode ? `Discount (${escapeHtml(order.promoCode)})` : 'Discount',
          `−${money(breakdown.discount)}`,
        )
      : '',
    breakdown.discount > 0 ? totalRow('Net', money(breakdown.net)) : '',
    ...[...breakdown.fees, ...breakdown.taxes].map((addition) =>
      totalRow(escapeHtml(additionLabel(addition, locale)), money(addition.amount)),
    ),
    `<tr><th>Total</th><th class="n">${money(breakdown.total)}</th></tr>`,
    Number(order.totalRefunded) > 0 ? totalRow('Refunded', `−${money(Number(order.totalRefunded))}`) : '',
  ].join('\n');
  const label = escapeHtml(settings.invoice_label);
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${label} ${escapeHtml(number)}</title>
<style>body{font-family:system-ui,sans-serif;color:#222;max-width:800px;margin:2rem auto;padding:0 1rem}
table{width:100%;border-collapse:collapse;margin:1.5rem 0}th,td{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}
.n{text-align:right}.head{display:flex;justify-content:space-between;gap:2rem}.muted{color:#666}
@media print{body{margin:0}}</style></head><body>
<div class="head"><div><h1>${label} ${escapeHtml(number)}</h1>
<p class="muted">Order ${escapeHtml(order.shortId)} · ${escapeHtml(event.title)}</p>
<p>Date: ${day(issued)}<br>Due: ${day(due)}</p></div>
<div><strong>${text(settings.organization_name)}</strong><br>${text(settings.organization_address)}<br>${text(settings.invoice_tax_details)}</div></div>
<h2>Bill to</h2><p>${escapeHtml([order.firstName, order.lastName].filter(Boolean).join(' '))}<br>${escapeHtml(order.email ?? '')}${address ? `<br>${address}` : ''}</p>
<table><thead><tr><th>Item</th><th class="n">Qty</th><th class="n">Unit price</th><th class="n">Discount</th><th class="n">Taxes &amp; fees</th><th class="n">Total</th></tr></thead>
<tbody>${rows}</tbody></table>
<table><tbody>
${totals}
</tbody></table>
<p class="muted">${invoice.status === 'PAID' ? 'Paid' : 'Unpaid'} · Order status: ${escapeHtml(formatStatusText(order.status))}${order.paymentStatus ? ` · ${escapeHtml(formatStatusText(order.paymentStatus))}` : ''}</p>
${settings.invoice_notes ? `<p>${text(settings.invoice_notes)}</p>` : ''}
</body></html>`;
  return { filename: `${settings.invoice_label}-${number}.html`.replace(/[^A-Za-z0-9._-]/g, '_'), html };
}
