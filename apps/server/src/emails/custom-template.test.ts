import { describe, expect, it } from 'vitest';
import { findTemplateProblem, liquidSource } from './custom-template';

describe('liquidSource', () => {
  it('reads tags the rich-text editor escaped, and leaves the HTML around them alone', () => {
    expect(liquidSource('<p>{% if order.total &gt; 0 %}a &amp; b{% endif %}</p>')).toBe(
      '<p>{% if order.total > 0 %}a &amp; b{% endif %}</p>',
    );
    expect(liquidSource('{{ event.title | append: &quot; &amp; more&quot; }}')).toBe(
      '{{ event.title | append: " & more" }}',
    );
  });
});

describe('findTemplateProblem', () => {
  it('accepts an escaped comparison the editor saved', () => {
    expect(
      findTemplateProblem('<p>{% if event.full_address != &quot;&quot; %}x{% endif %}</p>', 'order_confirmation'),
    ).toBeNull();
  });

  it('names a variable the type does not offer, and a tag that does not parse', () => {
    expect(findTemplateProblem('{{ attendee.name }}', 'order_confirmation')?.detail).toEqual({
      code: 'template_unknown_variable',
      params: { variable: 'attendee.name' },
    });
    expect(findTemplateProblem('{% if %}', 'attendee_ticket')?.detail.code).toBe('template_syntax');
    expect(findTemplateProblem("{% render 'x' %}", 'attendee_ticket')?.detail.code).toBe('template_syntax');
  });
});
