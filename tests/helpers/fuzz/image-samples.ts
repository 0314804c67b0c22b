import zlib from 'node:zlib';
import sharp from 'sharp';

/** Pictures as the API takes them (`data:image/...;base64,`): one that fits and several that do not. */
export interface ImageSamples {
  /** A fitting picture whose bytes differ per `salt` (a stored picture is found again by its bytes). */
  fitting: (salt: number) => string;
  broken: string[];
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** A PNG whose header claims `width`×`height` over a tiny body: a decompression bomb's calling card. */
function withClaimedSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // Signature (8) + IHDR length (4) + 'IHDR' (4): width and height follow, then the chunk's CRC.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(zlib.crc32(copy.subarray(12, 29)), 29);
  return copy;
}

/** The PNG with a tEXt chunk carrying `text` before its end: other bytes, the same picture. */
function withText(png: Buffer, text: string): Buffer {
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(zlib.crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

export async function imageSamples(): Promise<ImageSamples> {
  const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#a37' } })
    .gif()
    .toBuffer();
  return {
    fitting: (salt) =>
      salt % 5 === 0 ? dataUrl('image/gif', gif) : dataUrl('image/png', withText(png, `fuzz ${salt}`)),
    broken: [
      dataUrl('image/png', withClaimedSize(png, 60_000, 60_000)),
      dataUrl('image/png', withClaimedSize(png, 0, 1)),
      dataUrl('image/png', png.subarray(0, png.length >> 1)),
      dataUrl('image/jpeg', png),
      dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
      dataUrl('text/html', png),
      `data:image/png;base64,${png.toString('base64').slice(0, -1)}`,
      `data:image/png;base64, ${png.toString('base64')} `,
      'data:image/png;base64,',
    ],
  };
}
