/** Characters no one-line field holds: controls, line breaks and separators, bidi marks and overrides. */
export const NOT_ONE_LINE = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  ...Array.from({ length: 0x21 }, (_, offset) => 0x7f + offset),
  0x061c,
  0x200e,
  0x200f,
  0x2028,
  0x2029,
  ...[0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069],
].map((code) => String.fromCharCode(code));
