import { formatMoney } from '@marquee/core';
import { and, count, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { orders } from '../../db/schema';
import { escapeHtml } from '../../emails/layout';
import { AppError } from '../../lib/app-error';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { toEventSettings } from '../events/events.mapper';
import { requireOrder } from './orders.manage.service';
import { listOrderItems } from './orders.repository';

/**
 * `GET /events/{id}/orders/{orderId}/invoice` (docs/decisions/068-order-invoices.md): a self-contained,
 * printable HTML document built from the event's invoicing settings (decision 038) and the order's frozen
 * lines. No PDF library: the browser's "print to PDF" makes the PDF.
 */

const INVOICED_STATUSES = ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT', 'CANCELLED'] as const;

/** The order's place among the event's invoiced orders, by creation then id: 1 for the first. */
async function invoiceOrdinal(executor: DbExecutor, order: { id: string; eventId: string; createdAt: Date }) {
  const [row] = await executor
    .select({ before: count() })
    .from(orders)
    .where(
      and(
        eq(orders.eventId, order.eventId),
        inArray(orders.status, [...INVOICED_STATUSES]),
        or(
          lt(orders.createdAt, order.createdAt),
          and(eq(orders.createdAt, order.createdAt), sql`${orders.id} < ${order.id}`),
        ),
      ),
    );
  return Number(row?.before ?? 0) + 1;
}

export async function renderInvoice(
  deps: IdentityDeps,
  auth: AuthContext,
  ref: { eventId: string; orderId: string },
): Promise<{ filename: string; html: string }> {
  const { db } = deps.database;
  const { event, order } = await requireOrder(db, auth, ref);
  const settings = toEventSettings(event);
  if (!settings.enable_invoicing)
    throw new AppError('CONFLICT', 'Invoicing is turned off for this event: turn it on in the event settings.');
  const items = await listOrderItems(db, order.id);
  const number = `${settings.invoice_prefix}${settings.invoice_start_number + (await invoiceOrdinal(db, order)) - 1}`;
  const locale = order.locale || 'en';
  const money = (minor: number) => escapeHtml(formatMoney(minor, order.currency, locale));
  const issued = order.completedAt ?? order.createdAt;
  const day = (date: Date) =>
    escapeHtml(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: event.timezone }).format(date));
  const due =
    settings.invoice_payment_terms_days === null
      ? issued
      : new Date(issued.getTime() + settings.invoice_payment_terms_days * 86_400_000);
  const text = (value: string | null | undefined) => escapeHtml(value ?? '').replace(/\r?\n/g, '<br>');
  const address = order.address
    ? [
        order.address.address_line_1,
        order.address.address_line_2,
        [order.address.zip_or_postal_code, order.address.city].filter(Boolean).join(' '),
        order.address.state_or_region,
        order.address.country,
      ]
        .filter(Boolean)
        .map((part) => escapeHtml(String(part)))
        .join('<br>')
    : '';
  const rows = items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.priceLabel ? `${item.itemName} (${item.priceLabel})` : item.itemName)}</td>` +
        `<td class="n">${item.quantity}</td><td class="n">${money(Number(item.pricePerUnit))}</td>` +
        `<td class="n">${money(Number(item.totalDiscount))}</td><td class="n">${money(Number(item.totalTax) + Number(item.totalFee))}</td>` +
        `<td class="n">${money(Number(item.totalGross))}</td></tr>`,
    )
    .join('');
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
<tr><td>Subtotal</td><td class="n">${money(Number(order.totalBeforeAdditions))}</td></tr>
<tr><td>Discount</td><td class="n">${money(Number(order.totalDiscount))}</td></tr>
<tr><td>Taxes</td><td class="n">${money(Number(order.totalTax))}</td></tr>
<tr><td>Fees</td><td class="n">${money(Number(order.totalFee))}</td></tr>
<tr><th>Total</th><th class="n">${money(Number(order.totalGross))}</th></tr>
${Number(order.totalRefunded) > 0 ? `<tr><td>Refunded</td><td class="n">${money(Number(order.totalRefunded))}</td></tr>` : ''}
</tbody></table>
<p class="muted">Status: ${escapeHtml(order.status)}${order.paymentStatus ? ` · ${escapeHtml(order.paymentStatus)}` : ''}</p>
${settings.invoice_notes ? `<p>${text(settings.invoice_notes)}</p>` : ''}
</body></html>`;
  return { filename: `${settings.invoice_label}-${number}.html`.replace(/[^A-Za-z0-9._-]/g, '_'), html };
}
