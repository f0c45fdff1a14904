import { describe, expect, it } from 'vitest';
import { renderEmail } from '../render-email';
import { SAMPLE_APP, templateSamples } from '../template-samples';
import type { EventMessageData } from './event-message';

// A title with markup shows the escaping.
const data: EventMessageData = { ...templateSamples.event_message, eventTitle: 'Harbour <Jazz>' };
const render = (overrides: Partial<EventMessageData> = {}, locale = 'en') =>
  renderEmail({
    ...SAMPLE_APP,
    template: 'event_message',
    locale,
    data: { ...data, ...overrides },
  });

describe('event_message email', () => {
  it('carries the message as HTML and as text, under the event name, with the footer', () => {
    const email = render();
    expect(email.subject).toBe('Doors open early');
    expect(email.html).toContain('Harbour &lt;Jazz&gt;');
    expect(email.html).toContain('<strong>18:00</strong>');
    expect(email.html).toContain('href="https://example.com/map"');
    expect(email.html).toContain('Harbour Jazz e.V., Hafenstraße 1');
    expect(email.text).toContain('Doors open at 18:00. See the map (https://example.com/map).');
    expect(email.text).toContain('Harbour Jazz e.V., Hafenstraße 1');
    expect(email.text).toContain('because you have a ticket or an order for it');
    expect(email.text).not.toMatch(/<(p|strong|a)\b/);
  });

  it('sanitises the HTML again, whatever it was given', () => {
    const email = render({ messageHtml: '<p onclick="x()">Hi</p><script>alert(1)</script>', footerHtml: null });
    expect(email.html).not.toMatch(/<script|onclick/);
    expect(email.html).toContain('<p>Hi</p>');
  });

  it('marks a test in its subject and says who a test or a copy went to, in the recipient language', () => {
    const test = render({ kind: 'TEST' });
    expect(test.subject).toBe('[Test] Doors open early');
    expect(test.text).toContain('It was sent to you only.');
    expect(render({ kind: 'COPY' }).text).toContain('This is your copy');
    expect(render({}, 'de').text).toContain('Sie erhalten diese Nachricht');
  });
});
