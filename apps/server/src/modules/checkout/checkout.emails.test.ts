import { describe, expect, it } from 'vitest';
import type { IdentityDeps } from '../auth/identity-context';
import type { EventRow } from '../events/events.repository';
import { calendarFile } from './checkout.emails';

const deps = { config: { publicConfig: { frontendUrl: 'https://tickets.example.com' } } } as Pick<
  IdentityDeps,
  'config'
>;
const online = {
  title: 'Harbour Jazz',
  startDate: new Date('2027-07-01T18:30:00Z'),
  endDate: new Date('2027-07-01T22:00:00Z'),
  isOnlineEvent: true,
} as EventRow;
const file = (input: { event?: EventRow; location?: string | null; locale: string }) =>
  calendarFile(deps, {
    event: input.event ?? online,
    location: input.location ?? null,
    uid: 'ticket-a_One111',
    url: 'https://tickets.example.com/product/e/a_One111',
    locale: input.locale,
  }).content;

describe('calendarFile', () => {
  it.each([
    ['en', 'Online'],
    ['fr', 'En ligne'],
    ['es', 'En línea'],
    ['zh-hk', '網上'],
    ['pt-BR', 'Online'],
    ['xx', 'Online'],
  ])('places an online event without an address "online" in the reader language (%s)', (locale, place) => {
    expect(file({ locale })).toContain(`\r\nLOCATION:${place}\r\n`);
  });

  it("keeps an online event's own location, and gives a venue without an address none", () => {
    expect(file({ locale: 'fr', location: 'Zoom' })).toContain('\r\nLOCATION:Zoom\r\n');
    expect(file({ locale: 'fr', event: { ...online, isOnlineEvent: false } })).not.toContain('LOCATION');
  });

  it('names the entry by the instance host', () => {
    expect(file({ locale: 'en' })).toContain('\r\nUID:ticket-a_One111@tickets.example.com\r\n');
  });
});
