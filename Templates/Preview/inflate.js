// gzip's DEFLATE (RFC 1951, in RFC 1952's container) inflated synchronously, as zlib's "puff"
// does it: formc embeds its engine module compressed to a third of its size, and the browser's own
// DecompressionStream is asynchronous, which would leave the page unfinished when a tool reads it
// as loaded (`chromium --dump-dom`). Decoding goes a bit at a time through canonical Huffman
// counts; a megabyte inflates in tens of milliseconds.

const inflateOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
const lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];

/** The bytes of a gzip member (`gzip -9 -n` output), inflated; throws on anything malformed. */
function gunzipSync(input) {
  const fail = (why) => { throw new Error(`the engine module is not valid gzip: ${why}`); };
  if (input.length < 18 || input[0] !== 0x1f || input[1] !== 0x8b || input[2] !== 8) fail("bad header");
  const flags = input[3];
  let pos = 10;
  if (flags & 4) pos += 2 + (input[pos] | (input[pos + 1] << 8)); // FEXTRA
  if (flags & 8) while (pos < input.length && input[pos++] !== 0); // FNAME
  if (flags & 16) while (pos < input.length && input[pos++] !== 0); // FCOMMENT
  if (flags & 2) pos += 2; // FHCRC
  const end = input.length - 8;
  const size = (input[end + 4] | (input[end + 5] << 8) | (input[end + 6] << 16) | (input[end + 7] << 24)) >>> 0;
  const out = new Uint8Array(size);
  let written = 0;
  let bitBuffer = 0;
  let bitCount = 0;

  const bits = (n) => {
    while (bitCount < n) {
      if (pos >= end) fail("it ends early");
      bitBuffer |= input[pos++] << bitCount;
      bitCount += 8;
    }
    const value = bitBuffer & ((1 << n) - 1);
    bitBuffer >>>= n;
    bitCount -= n;
    return value;
  };

  /** A canonical Huffman code from its code lengths: how many codes of each length, and the symbols in code order. */
  const tree = (lengths) => {
    const counts = new Uint16Array(16);
    for (const length of lengths) counts[length]++;
    counts[0] = 0;
    const offsets = new Uint16Array(16);
    for (let length = 1; length < 16; length++) offsets[length] = offsets[length - 1] + counts[length - 1];
    const symbols = new Uint16Array(lengths.length);
    lengths.forEach((length, symbol) => { if (length) symbols[offsets[length]++] = symbol; });
    return { counts, symbols };
  };

  const decode = ({ counts, symbols }) => {
    let code = 0;
    let first = 0;
    let index = 0;
    for (let length = 1; length < 16; length++) {
      code |= bits(1);
      const count = counts[length];
      if (code - count < first) return symbols[index + (code - first)];
      index += count;
      first = (first + count) << 1;
      code <<= 1;
    }
    return fail("a code no table has");
  };

  const codes = (literals, distances) => {
    for (;;) {
      const symbol = decode(literals);
      if (symbol < 256) {
        if (written >= size) fail("it is longer than it says");
        out[written++] = symbol;
      } else if (symbol === 256) {
        return;
      } else {
        const lengthCode = symbol - 257;
        if (lengthCode >= 29) fail("a bad length code");
        const length = lengthBase[lengthCode] + bits(lengthExtra[lengthCode]);
        const distanceCode = decode(distances);
        if (distanceCode >= 30) fail("a bad distance code");
        const distance = distanceBase[distanceCode] + bits(distanceExtra[distanceCode]);
        if (distance > written || written + length > size) fail("a copy out of range");
        for (let i = 0; i < length; i++, written++) out[written] = out[written - distance];
      }
    }
  };

  const fixedLiterals = tree([...Array(288)].map((_, s) => (s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8)));
  const fixedDistances = tree(Array(30).fill(5));
  let last = 0;
  while (!last) {
    last = bits(1);
    const type = bits(2);
    if (type === 0) {
      bitBuffer = 0;
      bitCount = 0;
      if (pos + 4 > end) fail("it ends early");
      const length = input[pos] | (input[pos + 1] << 8);
      pos += 4;
      if (pos + length > end || written + length > size) fail("a stored block out of range");
      out.set(input.subarray(pos, pos + length), written);
      pos += length;
      written += length;
    } else if (type === 1) {
      codes(fixedLiterals, fixedDistances);
    } else if (type === 2) {
      const literalCount = bits(5) + 257;
      const distanceCount = bits(5) + 1;
      const codeLengthCount = bits(4) + 4;
      const codeLengths = Array(19).fill(0);
      for (let i = 0; i < codeLengthCount; i++) codeLengths[inflateOrder[i]] = bits(3);
      const lengthTree = tree(codeLengths);
      const lengths = [];
      while (lengths.length < literalCount + distanceCount) {
        const symbol = decode(lengthTree);
        if (symbol < 16) {
          lengths.push(symbol);
        } else {
          const repeat = symbol === 16 ? 3 + bits(2) : symbol === 17 ? 3 + bits(3) : 11 + bits(7);
          if (symbol === 16 && lengths.length === 0) fail("a repeat with nothing before it");
          const value = symbol === 16 ? lengths[lengths.length - 1] : 0;
          for (let i = 0; i < repeat; i++) lengths.push(value);
        }
      }
      if (lengths.length !== literalCount + distanceCount) fail("too many code lengths");
      codes(tree(lengths.slice(0, literalCount)), tree(lengths.slice(literalCount)));
    } else {
      fail("a reserved block type");
    }
  }
  if (written !== size) fail("it is shorter than it says");
  return out;
}
