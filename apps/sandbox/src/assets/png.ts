import { deflateSync } from 'node:zlib';

/** A minimal PNG writer (RGB, 8 bits): enough for the captcha and the game tiles, with no image library. */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export class RgbImage {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  set(x: number, y: number, [r, g, b]: readonly [number, number, number]) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 3;
    this.pixels[i] = r;
    this.pixels[i + 1] = g;
    this.pixels[i + 2] = b;
  }

  fill(colour: readonly [number, number, number]) {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) this.set(x, y, colour);
  }

  toPng(): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
    const rows = Buffer.alloc((this.width * 3 + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      const start = y * (this.width * 3 + 1);
      rows[start] = 0; // filter: none
      rows.set(this.pixels.subarray(y * this.width * 3, (y + 1) * this.width * 3), start + 1);
    }
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

/** 5×7 bitmaps of the digits, one string of 35 cells per digit. */
const digits = [
  '01110100011001110101110011000101110',
  '00100011000010000100001000010001110',
  '01110100010000100010001000100011111',
  '11111000100010000010000011000101110',
  '00010001100101010010111110001000010',
  '11111100001111000001000011000101110',
  '00110010001000011110100011000101110',
  '11111000010001000100010000100001000',
  '01110100011000101110100011000101110',
  '01110100011000101111000010001001100',
];

export function drawDigit(
  image: RgbImage,
  digit: number,
  left: number,
  top: number,
  scale: number,
  slant: number,
  colour: readonly [number, number, number],
) {
  const bitmap = digits[digit]!;
  for (let row = 0; row < 7; row++) {
    for (let column = 0; column < 5; column++) {
      if (bitmap[row * 5 + column] !== '1') continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const y = top + row * scale + dy;
          image.set(left + column * scale + dx + (7 * scale - (y - top)) * slant, y, colour);
        }
      }
    }
  }
}
