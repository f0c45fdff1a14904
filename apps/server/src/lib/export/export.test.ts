import { describe, expect, it } from 'vitest';
import { answerText, csvField, csvStream, exportFilename, isoInTimeZone, neutraliseCell } from './index';

describe('neutraliseCell', () => {
  it.each(['=1+1', '+cmd', '-2', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with an apostrophe', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it('leaves plain text and numbers alone', () => {
    expect(neutraliseCell('Ada')).toBe('Ada');
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell(null)).toBeNull();
  });
});

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, after neutralising', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=a,b')).toBe(`"'=a,b"`);
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });
});

describe('csvStream', () => {
  it('writes a BOM, the header and one line per row, batch by batch', async () => {
    async function* batches() {
      yield [['a', 1]];
      yield [];
      yield [['b', null]];
    }
    const stream = csvStream({
      sheetName: 'x',
      columns: [
        { header: 'Name', kind: 'text' },
        { header: 'N', kind: 'number' },
      ],
      batches: batches(),
    });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString('utf8')).toBe('\uFEFFName,N\r\na,1\r\nb,\r\n');
  });
});

describe('isoInTimeZone', () => {
  it('writes local time with its offset, across daylight saving time', () => {
    const amsterdam = isoInTimeZone('Europe/Amsterdam');
    expect(amsterdam(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01T12:00:00+02:00');
    expect(amsterdam(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-02T00:30:00+01:00');
    expect(isoInTimeZone('UTC')(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00+00:00');
    expect(amsterdam(null)).toBeNull();
  });
});

describe('answerText', () => {
  it('reads text, options and addresses', () => {
    expect(answerText('Vegan')).toBe('Vegan');
    expect(answerText(['Nuts', 'Gluten'])).toBe('Nuts, Gluten');
    expect(answerText({ address_line_1: 'Dam 1', city: 'Amsterdam', country: 'NL', address_line_2: '' })).toBe(
      'Dam 1, Amsterdam, NL',
    );
    expect(answerText(null)).toBeNull();
  });
});

describe('exportFilename', () => {
  it('reduces the slug to safe characters', () => {
    expect(
      exportFilename({ kind: 'orders', slug: 'jazz "night"/..', format: 'csv', now: new Date('2026-11-23') }),
    ).toBe('orders-jazz-night--2026-11-23.csv');
  });
});
