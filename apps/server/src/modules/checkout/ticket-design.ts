import { resolveTicketDesign, ticketLogoOf, ticketPlaceholderValues, type TResolvedTicketDesign } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { toEventSettings } from '../events/events.mapper';
import type { EventRow } from '../events/events.repository';
import { imagesByEntity } from '../images/images.service';
import type { Deps } from './checkout.shared';

/**
 * How one ticket of this event is drawn (issue 29): the event's ticket design with its accent made readable on the
 * white ticket, the logo as an address, and the custom text filled with this ticket's values. The ticket page, its
 * print and the PDF all read this one answer.
 */
export async function ticketDesignOf(
  deps: Pick<Deps, 'database' | 'storage'>,
  executor: DbExecutor,
  input: { event: EventRow; ticket: Parameters<typeof ticketPlaceholderValues>[0] },
): Promise<TResolvedTicketDesign> {
  const settings = toEventSettings(input.event);
  const design = settings.ticket_design_settings;
  const logo = design.logo_image_id
    ? ticketLogoOf(design, (await imagesByEntity(deps, executor, 'EVENT', [input.event.id]))(input.event.id))
    : null;
  return resolveTicketDesign(design, {
    themeAccent: settings.homepage_theme_settings.accent,
    logoUrl: logo?.url ?? null,
    values: ticketPlaceholderValues(input.ticket),
  });
}
