// A PNG encoder for palette images (colour type 3): the preview cards are a few flat colours, so
// 4 bits a pixel (16 colours; half the bytes to deflate of 8 bits) and the platform's own deflate
// (CompressionStream, in workerd and Node) make the whole encoder; no WebAssembly, nothing built
// when the module loads.

/** An image of palette indices, a byte a pixel, row by row. */
export interface IndexedImage {
  readonly width: number;
  readonly height: number;
  /** `width * height` palette indices. */
  readonly pixels: Uint8Array;
  /** The colours as `[r, g, b]`, at most 16. */
  readonly palette: readonly (readonly [number, number, number])[];
}

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309, as PNG asks) of `bytes`; its table built on the first image, not at load. */
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** zlib-wrapped deflate (what PNG's IDAT holds): the stream format "deflate" is RFC 1950's. */
async function zlib(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG file of `image`: 4 bits a pixel, every row unfiltered (filter 0: flat colours deflate well as they are). */
export async function encodePng(image: IndexedImage): Promise<Uint8Array<ArrayBuffer>> {
  const { width, height, pixels, palette } = image;
  if (palette.length > 16) throw new Error(`a 4-bit PNG has at most 16 colours, not ${palette.length}`);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([4, 3, 0, 0, 0], 8); // 4 bits, palette, deflate, adaptive filters, no interlace
  const colours = new Uint8Array(palette.flat());
  const stride = Math.ceil(width / 2) + 1;
  const raw = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const out = y * stride + 1;
    for (let x = 0; x < width; x += 2)
      raw[out + (x >> 1)] = (pixels[row + x]! << 4) | (x + 1 < width ? pixels[row + x + 1]! : 0);
  }
  const parts = [
    new Uint8Array(SIGNATURE),
    chunk("IHDR", header),
    chunk("PLTE", colours),
    chunk("IDAT", await zlib(raw)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
