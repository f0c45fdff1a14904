import type { TEmailTemplate } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { templateStatus, type TEmailTemplatePlace } from './place';

const organizerId = '44444444-4444-4444-8444-444444444444';
const eventPlace: TEmailTemplatePlace = { kind: 'event', eventId: '55555555-5555-4555-8555-555555555555', organizerId };
const organizerPlace: TEmailTemplatePlace = { kind: 'organizer', organizerId };

const template = (overrides: Partial<TEmailTemplate>) =>
  ({ template_type: 'order_confirmation', is_active: true, ...overrides }) as TEmailTemplate;

describe('templateStatus (event template, else organizer template, else the built-in email)', () => {
  it('is CUSTOM for an active own template and INACTIVE for a switched-off one, with what applies instead', () => {
    expect(
      templateStatus({ place: eventPlace, type: 'order_confirmation', own: [template({})], organizers: [] }),
    ).toMatchObject({ state: 'CUSTOM', fallback: 'DEFAULT' });
    expect(
      templateStatus({
        place: eventPlace,
        type: 'order_confirmation',
        own: [template({ is_active: false })],
        organizers: [template({})],
      }),
    ).toMatchObject({ state: 'INACTIVE', fallback: 'ORGANIZER' });
  });

  it("falls back at event level to the organizer's active template of the same type only", () => {
    const organizers = [template({ template_type: 'attendee_ticket' }), template({ is_active: false })];
    expect(templateStatus({ place: eventPlace, type: 'attendee_ticket', own: [], organizers }).state).toBe('ORGANIZER');
    expect(templateStatus({ place: eventPlace, type: 'order_confirmation', own: [], organizers }).state).toBe(
      'DEFAULT',
    );
  });

  it('never shows the organizer fallback at organizer level', () => {
    expect(
      templateStatus({ place: organizerPlace, type: 'order_confirmation', own: [], organizers: [template({})] }),
    ).toMatchObject({ state: 'DEFAULT', own: null, fallback: 'DEFAULT' });
  });
});
