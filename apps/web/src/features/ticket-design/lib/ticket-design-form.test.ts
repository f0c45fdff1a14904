import { defaultTicketDesign, type TImage } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../../test/fake-api';
import {
  accentReplacement,
  accentSwatches,
  insertAt,
  previewTicketDesign,
  sampleTicket,
  SAMPLE_PUBLIC_ID,
  ticketDesignFieldOf,
  toTicketDesign,
  toTicketDesignFormValues,
  unknownPlaceholderTokens,
} from './ticket-design-form';

describe('the ticket design form', () => {
  it('holds the theme accent as "use the page’s accent" and round-trips the saved design', () => {
    const saved = { ...defaultTicketDesign(), footer_text: 'See you', custom_text: 'Hi {attendee.name}' };
    const values = toTicketDesignFormValues(saved, '#8b5cf6');
    expect(values).toMatchObject({ use_theme_accent: true, accent_color: '#8b5cf6', footer_text: 'See you' });
    expect(toTicketDesign(values)).toEqual(saved);
    expect(
      toTicketDesign({ ...values, use_theme_accent: false, accent_color: ' #0b7285 ', footer_text: '  ' }),
    ).toEqual({
      ...saved,
      accent_color: '#0b7285',
      footer_text: null,
    });
  });

  it('previews only a whole colour: a half-typed one shows the theme accent', () => {
    const values = toTicketDesignFormValues(defaultTicketDesign(), '#8b5cf6');
    expect(previewTicketDesign({ ...values, use_theme_accent: false, accent_color: '#0b728' }).accent_color).toBeNull();
    expect(previewTicketDesign({ ...values, use_theme_accent: false, accent_color: '#0b7285' }).accent_color).toBe(
      '#0b7285',
    );
  });

  it('maps the server’s field names, lists unknown placeholders, and inserts a placeholder at the caret', () => {
    expect(ticketDesignFieldOf('ticket_design_settings.footer_text')).toBe('footer_text');
    expect(ticketDesignFieldOf('footer_text')).toBe('footer_text');
    expect(unknownPlaceholderTokens('Hi {attendee.name} at {event.date} {event.date}')).toEqual(['{event.date}']);
    expect(insertAt('Hello !', '{attendee.name}', { start: 6, end: 6 })).toEqual({
      value: 'Hello {attendee.name}!',
      caret: 21,
    });
    expect(insertAt('Hello NAME', '{attendee.name}', { start: 6, end: 10 }).value).toBe('Hello {attendee.name}');
    expect(insertAt('Hi ', '{x.y}', { start: null, end: null })).toEqual({ value: 'Hi {x.y}', caret: 8 });
  });

  it('offers the theme accent first among unique swatches, and names the readable shade of a light accent', () => {
    const swatches = accentSwatches('#8B5CF6');
    expect(swatches[0]).toBe('#8b5cf6');
    expect(new Set(swatches).size).toBe(swatches.length);
    expect(accentReplacement('#0b7285')).toBeNull();
    expect(accentReplacement('#ffe066')).toMatch(/^#[0-9a-f]{6}$/);
    expect(accentReplacement('#ffe06')).toBeNull();
  });
});

describe('sampleTicket', () => {
  const logo = { id: '99999999-9999-4999-8999-999999999999', type: 'TICKET_LOGO', url: '/uploads/logo.webp' };

  it('is the event’s real facts with a mock attendee and product, drawn with the resolved design', () => {
    const event = buildEvent({
      title: 'Harbour Jazz Night',
      location_details: { venue_name: 'Pier 7' },
      images: [logo as TImage],
    });
    const ticket = sampleTicket({
      event,
      design: {
        ...defaultTicketDesign(),
        logo_image_id: logo.id,
        custom_text: 'Welcome {attendee.first_name} to {event.title}',
        show_attendee_email: true,
        layout_type: 'modern',
      },
      themeAccent: '#0b7285',
      attendee: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
      product: { title: 'General admission', price: 2500 },
    });
    expect(ticket).toMatchObject({
      public_id: SAMPLE_PUBLIC_ID,
      first_name: 'Ada',
      product_title: 'General admission',
      price: { amount: 2500, currency: 'EUR' },
      email: 'ada@example.com',
      event: { title: 'Harbour Jazz Night', timezone: 'Europe/Berlin', location_details: { venue_name: 'Pier 7' } },
      ticket_design: {
        accent_color: '#0b7285',
        logo_url: '/uploads/logo.webp',
        layout_type: 'modern',
        custom_text: 'Welcome Ada to Harbour Jazz Night',
      },
    });
  });
});
