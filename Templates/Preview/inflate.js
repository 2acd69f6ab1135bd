// DEFLATE (RFC 1951), decompressed: the page holds the engine module deflated (formc compresses
// it with zlib), at under half its size, and inflates it synchronously before compiling it, so
// that the page is ready before its load event. Written after Mark Adler's puff.c: canonical
// Huffman codes decoded a bit at a time, which is fast enough for one module per page load.

/** The bytes `input` (a Uint8Array of raw DEFLATE data, no zlib or gzip header) stand for. */
function inflateRaw(input) {
  let out = new Uint8Array(Math.max(1024, input.length * 3));
  let outLength = 0;
  let position = 0, bitBuffer = 0, bitCount = 0;
  const fail = (message) => { throw new Error(`inflate: ${message}`); };

  const bits = (count) => {
    while (bitCount < count) {
      if (position >= input.length) fail("the data ends early");
      bitBuffer |= input[position++] << bitCount;
      bitCount += 8;
    }
    const value = bitBuffer & ((1 << count) - 1);
    bitBuffer >>>= count;
    bitCount -= count;
    return value;
  };
  const reserve = (extra) => {
    if (outLength + extra <= out.length) return;
    const larger = new Uint8Array(Math.max(out.length * 2, outLength + extra));
    larger.set(out.subarray(0, outLength));
    out = larger;
  };
  /** A canonical Huffman code from its code lengths: the count per length, the symbols in code order. */
  const code = (lengths) => {
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
    let value = 0, first = 0, index = 0;
    for (let length = 1; length < 16; length++) {
      value |= bits(1);
      const count = counts[length];
      if (value - first < count) return symbols[index + value - first];
      index += count;
      first = (first + count) << 1;
      value <<= 1;
    }
    return fail("a code that is not in the table");
  };

  const lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
  const lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
  const distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
  const distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
  const lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
  let fixedCodes = null;

  let last;
  do {
    last = bits(1);
    const type = bits(2);
    if (type === 0) {
      // Stored: the bits left of the current byte are dropped, then LEN, NLEN and LEN bytes.
      bitBuffer = 0;
      bitCount = 0;
      if (position + 4 > input.length) fail("the data ends early");
      const length = input[position] | (input[position + 1] << 8);
      if ((length ^ 0xffff) !== (input[position + 2] | (input[position + 3] << 8))) fail("a stored block's length");
      position += 4;
      if (position + length > input.length) fail("the data ends early");
      reserve(length);
      out.set(input.subarray(position, position + length), outLength);
      position += length;
      outLength += length;
      continue;
    }
    let literals, distances;
    if (type === 1) {
      if (!fixedCodes) {
        const lengths = new Uint8Array(288);
        lengths.fill(8, 0, 144).fill(9, 144, 256).fill(7, 256, 280).fill(8, 280, 288);
        fixedCodes = [code(lengths), code(new Uint8Array(30).fill(5))];
      }
      [literals, distances] = fixedCodes;
    } else if (type === 2) {
      const literalCount = bits(5) + 257, distanceCount = bits(5) + 1, lengthCount = bits(4) + 4;
      const codeLengths = new Uint8Array(19);
      for (let index = 0; index < lengthCount; index++) codeLengths[lengthOrder[index]] = bits(3);
      const lengthCode = code(codeLengths);
      const lengths = new Uint8Array(literalCount + distanceCount);
      for (let index = 0; index < lengths.length;) {
        const symbol = decode(lengthCode);
        if (symbol < 16) {
          lengths[index++] = symbol;
          continue;
        }
        let repeated = 0, times;
        if (symbol === 16) {
          if (index === 0) fail("a repeat with nothing before it");
          repeated = lengths[index - 1];
          times = 3 + bits(2);
        } else {
          times = symbol === 17 ? 3 + bits(3) : 11 + bits(7);
        }
        if (index + times > lengths.length) fail("too many code lengths");
        lengths.fill(repeated, index, index + times);
        index += times;
      }
      literals = code(lengths.subarray(0, literalCount));
      distances = code(lengths.subarray(literalCount));
    } else {
      fail("a block of type 3");
    }
    for (;;) {
      const symbol = decode(literals);
      if (symbol < 256) {
        reserve(1);
        out[outLength++] = symbol;
      } else if (symbol === 256) {
        break;
      } else {
        const lengthIndex = symbol - 257;
        if (lengthIndex >= 29) fail("a length symbol out of range");
        const length = lengthBase[lengthIndex] + bits(lengthExtra[lengthIndex]);
        const distanceIndex = decode(distances);
        if (distanceIndex >= 30) fail("a distance symbol out of range");
        const distance = distanceBase[distanceIndex] + bits(distanceExtra[distanceIndex]);
        if (distance > outLength) fail("a distance before the start");
        reserve(length);
        for (let copied = 0; copied < length; copied++, outLength++) out[outLength] = out[outLength - distance];
      }
    }
  } while (!last);
  return out.subarray(0, outLength);
}
