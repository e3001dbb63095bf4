// Writes the PWA icons (public/icons/*.png) without any image library: a yellow rounded tile with a white ticket
// and its perforation. Run with `npm run icons -w @dzzs/web`; the PNGs are committed.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function icon(size, { maskable }) {
  const brand = [0xfd, 0xc8, 0x30, 255];
  const deep = [0xf3, 0xa7, 0x12, 255];
  const white = [255, 255, 255, 255];
  const clear = [0, 0, 0, 0];
  const radius = maskable ? 0 : size * 0.22;
  const inside = (x, y) => {
    // Rounded-square tile (maskable icons fill the square; the platform crops them).
    const cx = Math.min(Math.max(x, radius), size - radius);
    const cy = Math.min(Math.max(y, radius), size - radius);
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
  };
  const ticket = { x0: size * 0.22, x1: size * 0.78, y0: size * 0.3, y1: size * 0.7 };
  const notch = size * 0.07;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      let px = inside(x + 0.5, y + 0.5) ? brand : clear;
      const inTicket = x >= ticket.x0 && x <= ticket.x1 && y >= ticket.y0 && y <= ticket.y1;
      const midY = (ticket.y0 + ticket.y1) / 2;
      const inNotch =
        (x - ticket.x0) ** 2 + (y - midY) ** 2 < notch ** 2 ||
        (x - ticket.x1) ** 2 + (y - midY) ** 2 < notch ** 2;
      if (inTicket && !inNotch) {
        px = white;
        const stub = ticket.x0 + (ticket.x1 - ticket.x0) * 0.68;
        const dash = Math.floor((y - ticket.y0) / (size * 0.035)) % 2 === 0;
        if (Math.abs(x - stub) < size * 0.008 && dash) px = deep;
        const lineW = size * 0.03;
        for (const ly of [0.4, 0.5, 0.6]) {
          if (Math.abs(y - size * ly) < lineW / 2 && x > ticket.x0 + size * 0.06 && x < stub - size * 0.05)
            px = deep;
        }
      }
      row.set(px, 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  writeFileSync(join(out, `icon-${size}.png`), icon(size, { maskable: false }));
  writeFileSync(join(out, `icon-maskable-${size}.png`), icon(size, { maskable: true }));
}
console.log(`icons written to ${out}`);
