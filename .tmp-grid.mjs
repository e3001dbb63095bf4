import sharp from 'sharp';
const [out, ...files] = process.argv.slice(2);
const w = 390, h = 844;
const tiles = await Promise.all(files.map(async (f, i) => ({ input: await sharp(f).resize(w, h, { fit: 'contain', background: '#fff' }).toBuffer(), left: i * (w + 6), top: 0 })));
await sharp({ create: { width: files.length * (w + 6), height: h, channels: 3, background: '#888' } }).composite(tiles).png().toFile(out);
