import { describe, expect, it } from 'vitest';
import type { TemplateData } from '../registry';
import { renderEmail } from '../render-email';
import { SAMPLE_APP, templateSamples } from '../template-samples';

type WaitlistTemplate = 'waitlist_joined' | 'waitlist_offer' | 'waitlist_offer_expired' | 'waitlist_removed';

function render<K extends WaitlistTemplate>(template: K, locale: 'en' | 'de', changes: Partial<TemplateData[K]> = {}) {
  const email = renderEmail({ ...SAMPLE_APP, template, locale, data: { ...templateSamples[template], ...changes } });
  return { ...email, body: `${email.text}\n${email.html}` };
}

/** What a reader finds in both the text and the HTML version. */
function expectBoth(email: { text: string; html: string }, value: string) {
  expect(email.text).toContain(value);
  expect(email.html).toContain(value);
}

describe('waitlist_joined email', () => {
  const data = templateSamples.waitlist_joined;

  it('tells the quantity, the ticket and the place in line, with the entry and event links', () => {
    const en = render('waitlist_joined', 'en');
    expect(en.subject).toBe('You are on the waiting list for Summer Jazz');
    expectBoth(en, 'You are on the waiting list for 2 tickets to Summer Jazz.');
    expectBoth(en, 'Festival pass (Early bird)');
    expectBoth(en, 'You are number 3 in line.');
    expectBoth(en, 'a limited time to buy them');
    expect(en.html).toContain(`href="${data.entryUrl}"`);
    expect(en.html).toContain(`href="${data.eventUrl}"`);
    expect(en.text).toContain(data.entryUrl);
    expect(en.text).toContain(data.eventUrl);
    expect(en.body).not.toContain('lottery');

    const de = render('waitlist_joined', 'de');
    expect(de.subject).toBe('Sie stehen auf der Warteliste für Summer Jazz');
    expectBoth(de, 'Sie stehen auf der Warteliste für Summer Jazz und warten auf 2 Tickets.');
    expectBoth(de, 'Sie sind auf Platz 3 der Warteliste.');
    expect(de.html).toContain(`href="${data.entryUrl}"`);
    expect(de.text).toContain(data.eventUrl);
  });

  it('tells of the lottery, dated in the event time zone, while there is no place in line yet', () => {
    // 08:00 UTC is 10:00 in Berlin in May.
    const changes = { position: null, lotteryUntil: '2027-05-01T08:00:00.000Z', quantity: 1 };
    const en = render('waitlist_joined', 'en', changes);
    expectBoth(en, 'You are on the waiting list for 1 ticket to Summer Jazz.');
    expectBoth(en, 'Places in line are drawn by lottery on Saturday, May 1, 2027 at 10:00 AM GMT+2.');
    expectBoth(en, 'Everyone who joined the list before then has the same chance');
    expect(en.body).not.toContain('You are number');

    const de = render('waitlist_joined', 'de', changes);
    expectBoth(de, 'warten auf 1 Ticket.');
    expectBoth(de, 'wird am Samstag, 1. Mai 2027 um 10:00 MESZ ausgelost.');
    expect(de.body).not.toContain('auf Platz');
  });

  it('says nothing of a place or a lottery when it knows neither', () => {
    const en = render('waitlist_joined', 'en', { position: null, lotteryUntil: null });
    expect(en.body).not.toContain('in line');
    expect(en.body).not.toContain('lottery');
  });
});

describe('waitlist_offer email', () => {
  const data = templateSamples.waitlist_offer;

  it('holds the tickets until a deadline in the event time zone, with the buy and leave links', () => {
    // 16:00 UTC is 18:00 in Berlin in June.
    const en = render('waitlist_offer', 'en');
    expect(en.subject).toBe('Good news from the waiting list for Summer Jazz');
    expectBoth(en, 'We are holding 2 tickets to Summer Jazz for you until Wednesday, June 30, 2027 at 6:00 PM GMT+2.');
    expectBoth(en, 'Festival pass (Early bird)');
    expectBoth(en, 'Buy your tickets');
    expectBoth(en, 'If you do not buy them by then, they go to the next person on the waiting list.');
    expect(en.html).toContain(`href="${data.claimUrl}"`);
    expect(en.html).toContain(`href="${data.entryUrl}"`);
    expect(en.text).toContain(`: ${data.claimUrl}\n`);
    expect(en.text).toContain(data.entryUrl);

    const de = render('waitlist_offer', 'de');
    expect(de.subject).toBe('Gute Nachrichten von der Warteliste für Summer Jazz');
    expectBoth(de, 'Wir halten 2 Tickets für Summer Jazz bis Mittwoch, 30. Juni 2027 um 18:00 MESZ für Sie bereit.');
    expectBoth(de, 'Tickets kaufen');
    expect(de.html).toContain(`href="${data.claimUrl}"`);
    expect(de.html).toContain(`href="${data.entryUrl}"`);
  });

  it('words a single ticket in the singular', () => {
    const en = render('waitlist_offer', 'en', { quantity: 1 });
    expectBoth(en, 'We are holding 1 ticket to Summer Jazz');
    expectBoth(en, 'Buy your ticket');
    expect(en.body).not.toContain('Buy your tickets');
    expectBoth(en, 'If you do not buy it by then, it goes to the next person');

    const de = render('waitlist_offer', 'de', { quantity: 1 });
    expectBoth(de, 'Wir halten 1 Ticket für Summer Jazz');
    expectBoth(de, 'Wenn Sie es bis dahin nicht kaufen, geht es an die nächste Person');
  });
});

describe('waitlist_offer_expired email', () => {
  const data = templateSamples.waitlist_offer_expired;

  it('tells the tickets went to the next person and links to the event to join again', () => {
    const en = render('waitlist_offer_expired', 'en');
    expect(en.subject).toBe('Your waiting list offer for Summer Jazz has expired');
    expectBoth(en, 'The 2 tickets to Summer Jazz held for you were not bought in time');
    expectBoth(en, 'you can join the waiting list again from the event page');
    expect(en.html).toContain(`href="${data.eventUrl}"`);
    expect(en.text).toContain(data.eventUrl);

    const de = render('waitlist_offer_expired', 'de', { quantity: 1 });
    expect(de.subject).toBe('Ihr Angebot von der Warteliste für Summer Jazz ist abgelaufen');
    expectBoth(de, 'Das für Sie reservierte Ticket für Summer Jazz wurde nicht rechtzeitig gekauft');
    expect(de.html).toContain(`href="${data.eventUrl}"`);
  });
});

describe('waitlist_removed email', () => {
  const data = templateSamples.waitlist_removed;

  it('confirms the entrant left the list and that held tickets were released', () => {
    const en = render('waitlist_removed', 'en');
    expect(en.subject).toBe('You are no longer on the waiting list for Summer Jazz');
    expectBoth(en, 'As you asked, you have left the waiting list for 2 tickets to Summer Jazz.');
    expectBoth(en, 'Any tickets that were held for you have been released.');
    expect(en.html).toContain(`href="${data.eventUrl}"`);
    expect(en.text).toContain(data.eventUrl);

    const de = render('waitlist_removed', 'de');
    expect(de.subject).toBe('Sie stehen nicht mehr auf der Warteliste für Summer Jazz');
    expectBoth(de, 'Wie gewünscht haben Sie die Warteliste für Summer Jazz verlassen.');
    expectBoth(de, 'Sie hatten auf 2 Tickets gewartet.');
    expect(de.html).toContain(`href="${data.eventUrl}"`);
  });

  it('says when the organizer removed the entry', () => {
    const en = render('waitlist_removed', 'en', { byOrganizer: true, quantity: 1 });
    expectBoth(en, 'The organizer of Summer Jazz removed you from the waiting list for 1 ticket.');
    expect(en.body).not.toContain('As you asked');

    const de = render('waitlist_removed', 'de', { byOrganizer: true, quantity: 1 });
    expectBoth(de, 'Der Veranstalter von Summer Jazz hat Sie von der Warteliste entfernt.');
    expectBoth(de, 'Sie hatten auf 1 Ticket gewartet.');
  });
});
