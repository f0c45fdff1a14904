import { defaultEventSettings, type TEvent, type TProductCategory } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { gettingStartedChecklist } from './getting-started';

const event = {
  id: 'e1',
  description: '<p><br></p>',
  is_online_event: false,
  location_details: null,
  images: [],
  status: 'DRAFT',
} as unknown as TEvent;

const done = (items: ReturnType<typeof gettingStartedChecklist>) =>
  items.filter((item) => item.isDone).map((item) => item.key);

describe('gettingStartedChecklist', () => {
  it('is all to do for a fresh draft (an empty editor paragraph is no description)', () => {
    expect(done(gettingStartedChecklist({ event, settings: null, categories: [], isEmailVerified: false }))).toEqual(
      [],
    );
  });

  it('ticks what the event really has', () => {
    const ready = {
      ...event,
      description: '<p>Jazz night</p>',
      location_details: { venue_name: 'Blue Room' },
      images: [{ type: 'EVENT_COVER' }],
      status: 'LIVE',
    } as unknown as TEvent;
    const categories = [{ products: [{ id: 'p1' }] }] as unknown as TProductCategory[];
    const settings = { ...defaultEventSettings({ supportEmail: null }), payment_providers: ['OFFLINE' as const] };

    expect(done(gettingStartedChecklist({ event: ready, settings, categories, isEmailVerified: true }))).toEqual([
      'products',
      'details',
      'cover',
      'payment',
      'email',
      'live',
    ]);
  });

  it('needs a place as well as a description; online counts as a place', () => {
    const described = { ...event, description: '<p>Talk</p>' } as TEvent;
    expect(
      done(gettingStartedChecklist({ event: described, settings: null, categories: [], isEmailVerified: false })),
    ).toEqual([]);
    const online = { ...described, is_online_event: true } as TEvent;
    expect(
      done(gettingStartedChecklist({ event: online, settings: null, categories: [], isEmailVerified: false })),
    ).toEqual(['details']);
  });
});
