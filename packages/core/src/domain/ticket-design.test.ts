import { describe, expect, it } from 'vitest';
import { ZTicketDesign } from '../contracts/ticket-design';
import { AA_TEXT_CONTRAST, contrastRatio } from './colour-contrast';
import {
  DEFAULT_TICKET_ACCENT,
  defaultTicketDesign,
  fillTicketText,
  resolveTicketDesign,
  ticketLogoOf,
  ticketPlaceholderValues,
  type TTicketDesign,
} from './ticket-design';

const values = ticketPlaceholderValues({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  event_title: 'Harbour Jazz Night',
  product_name: 'Standing',
  order_reference: 'ord_ABC',
});

const design = (overrides: Partial<TTicketDesign> = {}): TTicketDesign => ({ ...defaultTicketDesign(), ...overrides });

describe('ticketPlaceholderValues', () => {
  it('names every placeholder, the full name from its parts', () => {
    expect(values).toEqual({
      'attendee.name': 'Ada Lovelace',
      'attendee.first_name': 'Ada',
      'attendee.last_name': 'Lovelace',
      'attendee.email': 'ada@example.com',
      'event.title': 'Harbour Jazz Night',
      'product.name': 'Standing',
      'order.reference': 'ord_ABC',
    });
    expect(
      ticketPlaceholderValues({
        first_name: null,
        last_name: null,
        email: null,
        event_title: 'E',
        product_name: 'P',
        order_reference: 'R',
      })['attendee.name'],
    ).toBeNull();
    expect(fillTicketText('Hi {attendee.name} ({order.reference})', values)).toBe('Hi Ada Lovelace (ord_ABC)');
  });
});

describe('resolveTicketDesign', () => {
  it('uses the design’s accent, else the page theme’s, and fills the custom text', () => {
    const own = resolveTicketDesign(
      design({ accent_color: '#0b7285', custom_text: 'Welcome, {attendee.first_name}!', footer_text: 'Bye' }),
      { themeAccent: '#8b5cf6', logoUrl: '/uploads/logo.webp', values },
    );
    expect(own).toMatchObject({
      accent_color: '#0b7285',
      logo_url: '/uploads/logo.webp',
      custom_text: 'Welcome, Ada!',
      footer_text: 'Bye',
      layout_type: 'default',
      paper_size: 'A4',
    });
    expect(resolveTicketDesign(design(), { themeAccent: '#0b7285', logoUrl: null, values }).accent_color).toBe(
      '#0b7285',
    );
    expect(resolveTicketDesign(design(), { logoUrl: null, values }).accent_color).toBe(DEFAULT_TICKET_ACCENT);
  });

  it('darkens an accent too light to read on the white ticket to its nearest readable shade', () => {
    const resolved = resolveTicketDesign(design({ accent_color: '#ffe066' }), { logoUrl: null, values });
    expect(resolved.accent_color).not.toBe('#ffe066');
    expect(contrastRatio(resolved.accent_color, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('draws the plain ticket when the design is off, whatever it says', () => {
    const resolved = resolveTicketDesign(
      design({
        enabled: false,
        accent_color: '#0b7285',
        footer_text: 'Footer',
        layout_type: 'modern',
        paper_size: 'TICKET',
        show_price: false,
        custom_text: 'Hi',
      }),
      { themeAccent: '#8b5cf6', logoUrl: '/uploads/logo.webp', values },
    );
    expect(resolved).toEqual({
      accent_color: DEFAULT_TICKET_ACCENT,
      logo_url: null,
      footer_text: null,
      layout_type: 'default',
      paper_size: 'A4',
      show_price: true,
      show_attendee_email: false,
      show_order_reference: true,
      show_seat: false,
      custom_text: null,
    });
  });
});

describe('ticketLogoOf', () => {
  const images = [
    { id: 'cover', type: 'EVENT_COVER' },
    { id: 'logo-2', type: 'TICKET_LOGO' },
  ];

  it('finds the named logo, falls back to the current one when it was replaced, and has none when unnamed', () => {
    expect(ticketLogoOf({ logo_image_id: 'logo-2' }, images)?.id).toBe('logo-2');
    expect(ticketLogoOf({ logo_image_id: 'logo-1' }, images)?.id).toBe('logo-2');
    expect(ticketLogoOf({ logo_image_id: 'cover' }, images)?.id).toBe('logo-2');
    expect(ticketLogoOf({ logo_image_id: null }, images)).toBeNull();
    expect(ticketLogoOf({ logo_image_id: 'logo-1' }, [images[0]!])).toBeNull();
  });
});

describe('ZTicketDesign', () => {
  it('refuses a footer on two lines or over 500 characters, and an unknown placeholder', () => {
    const issues = (input: Record<string, unknown>) =>
      ZTicketDesign.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(issues({ footer_text: 'one\ntwo' })).toEqual(['footer_text: Keep it on one line.']);
    expect(issues({ footer_text: 'x'.repeat(501) })).toEqual(['footer_text: At most 500 characters.']);
    expect(issues({ custom_text: 'Hi {attendee.nickname}' })).toEqual([
      'custom_text: Use only the placeholders listed, such as {attendee.name}.',
    ]);
    expect(issues({ footer_text: 'x'.repeat(500), custom_text: '{ attendee.name }' })).toEqual([]);
  });
});
