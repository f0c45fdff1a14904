/**
 * Rewrites a TrueType font so that every glyph record starts on a 4-byte boundary (long `loca`), as the OpenType
 * spec recommends. Why: fontkit's subsetter copies glyph records as they are and then writes a short `loca`, whose
 * offsets are halved; Google's Noto builds pack glyphs on odd offsets, so every glyph after the first odd-length one
 * lands in the wrong place and viewers draw nothing (seen in poppler, decision 156). Padded records keep every
 * offset even, which the short table can hold. Fonts without `glyf` (CFF outlines) come back unchanged.
 */
export function withPaddedGlyphs(source: Uint8Array): Uint8Array {
  const view = new DataView(source.buffer, source.byteOffset, source.byteLength);
  const numTables = view.getUint16(4);
  const tables: { tag: string; offset: number; length: number }[] = [];
  for (let index = 0; index < numTables; index++) {
    const at = 12 + 16 * index;
    tables.push({
      tag: String.fromCharCode(...source.subarray(at, at + 4)),
      offset: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
    });
  }
  const table = (tag: string) => tables.find((entry) => entry.tag === tag);
  const [head, loca, glyf, maxp] = [table('head'), table('loca'), table('glyf'), table('maxp')];
  if (!head || !loca || !glyf || !maxp) return source;

  const numGlyphs = view.getUint16(maxp.offset + 4);
  const isLongLoca = view.getInt16(head.offset + 50) === 1;
  const glyphStart = (index: number) =>
    isLongLoca ? view.getUint32(loca.offset + 4 * index) : view.getUint16(loca.offset + 2 * index) * 2;

  const offsets = new Uint32Array(numGlyphs + 1);
  for (let index = 0; index < numGlyphs; index++) {
    const length = glyphStart(index + 1) - glyphStart(index);
    offsets[index + 1] = offsets[index]! + align4(length);
  }
  const newGlyf = new Uint8Array(offsets[numGlyphs]!);
  for (let index = 0; index < numGlyphs; index++) {
    const start = glyf.offset + glyphStart(index);
    newGlyf.set(source.subarray(start, glyf.offset + glyphStart(index + 1)), offsets[index]!);
  }
  const newLoca = new Uint8Array(4 * (numGlyphs + 1));
  const locaView = new DataView(newLoca.buffer);
  offsets.forEach((offset, index) => locaView.setUint32(4 * index, offset));
  // A copy (a Buffer's slice would share the file's memory), written through a view of exactly its bytes.
  const newHead = Uint8Array.from(source.subarray(head.offset, head.offset + head.length));
  const headView = new DataView(newHead.buffer, newHead.byteOffset, newHead.byteLength);
  headView.setUint32(8, 0); // checkSumAdjustment: no reader of an embedded font checks it
  headView.setInt16(50, 1); // indexToLocFormat: long

  const bodies = tables.map((entry) => {
    if (entry.tag === 'glyf') return newGlyf;
    if (entry.tag === 'loca') return newLoca;
    if (entry.tag === 'head') return newHead;
    return source.subarray(entry.offset, entry.offset + entry.length);
  });
  const headerLength = 12 + 16 * numTables;
  const total = bodies.reduce((sum, body) => sum + align4(body.length), headerLength);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  out.set(source.subarray(0, 12));
  let cursor = headerLength;
  tables.forEach((entry, index) => {
    const body = bodies[index]!;
    out.set(body, cursor);
    const record = 12 + 16 * index;
    out.set(source.subarray(record, record + 4), record);
    outView.setUint32(record + 4, checksum(out, cursor, body.length));
    outView.setUint32(record + 8, cursor);
    outView.setUint32(record + 12, body.length);
    cursor += align4(body.length);
  });
  return out;
}

const align4 = (length: number) => (length + 3) & ~3;

/** The table checksum of the spec: the sum of its big-endian 32-bit words, zero-padded. */
function checksum(bytes: Uint8Array, offset: number, length: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sum = 0;
  for (let at = offset; at < offset + align4(length); at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}
