import { describe, expect, it } from 'vitest';
import { searchAfterTyping } from './select-search';

const selectedLabel = 'USD · US Dollar';

describe('searchAfterTyping', () => {
  it('replaces the shown label with what is typed after it', () => {
    expect(searchAfterTyping({ previous: selectedLabel, next: `${selectedLabel}E`, selectedLabel })).toBe('E');
    expect(searchAfterTyping({ previous: selectedLabel, next: `${selectedLabel}eur`, selectedLabel })).toBe('eur');
  });

  it('keeps searching on from there', () => {
    expect(searchAfterTyping({ previous: 'E', next: 'EU', selectedLabel })).toBe('EU');
  });

  it('leaves other edits of the label alone', () => {
    expect(searchAfterTyping({ previous: selectedLabel, next: 'USD · US Dolla', selectedLabel })).toBe(
      'USD · US Dolla',
    );
    expect(searchAfterTyping({ previous: selectedLabel, next: 'x', selectedLabel })).toBe('x');
    expect(searchAfterTyping({ previous: selectedLabel, next: '', selectedLabel })).toBe('');
  });

  it('shows the chosen label when the select puts it back', () => {
    expect(searchAfterTyping({ previous: 'eu', next: 'EUR · Euro', selectedLabel: 'EUR · Euro' })).toBe('EUR · Euro');
  });

  it('does nothing without a chosen option', () => {
    expect(searchAfterTyping({ previous: '', next: 'ger', selectedLabel: null })).toBe('ger');
  });
});
