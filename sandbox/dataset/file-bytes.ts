import { crc32, deflateSync } from 'node:zlib';

/**
 * Deterministic bytes of the demo files: a one-page PDF, a stored (uncompressed) ZIP, a PNG and an SVG. Each
 * is a valid file of its kind, small enough to keep the dataset light; nothing reads the clock.
 */

const encoder = new TextEncoder();

/**
 * A valid one-page PDF 1.4 showing `title` in Helvetica, with a correct cross-reference table.
 * @param title ASCII text; parentheses and backslashes are escaped.
 */
export function pdfBytes(title: string): Uint8Array {
  const text = title.replace(/[\\()]/g, (character) => `\\${character}`);
  const stream = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return encoder.encode(body);
}

// 2024-01-01 00:00:00 in MS-DOS date and time format.
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;
const DOS_TIME = 0;

/**
 * A valid ZIP archive storing `entries` uncompressed (method 0), with fixed timestamps.
 * @param entries file names (ASCII) and their contents.
 */
export function zipBytes(entries: readonly { name: string; content: string }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'ascii');
    const data = Buffer.from(entry.content, 'utf8');
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, checksum]);
}

/**
 * A valid 8-bit RGB PNG of `size`×`size` px: a diagonal gradient from `from` to `to`.
 * @param input.from start colour as [r, g, b], 0–255.
 */
export function pngBytes(input: {
  size: number;
  from: readonly number[];
  to: readonly number[];
}): Uint8Array {
  const { size, from, to } = input;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const share = (x + y) / (2 * (size - 1) || 1);
      for (let channel = 0; channel < 3; channel += 1) {
        const start = from[channel] ?? 0;
        rows[row + 1 + x * 3 + channel] = Math.round(start + ((to[channel] ?? 0) - start) * share);
      }
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(rows, { level: 9 })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/**
 * A valid SVG logo: the group's mark and `name` beside it.
 * @param name ASCII text; `&`, `<` and `>` are escaped.
 */
export function svgBytes(name: string): Uint8Array {
  const text = name.replace(/[&<>]/g, (character) => `&#${character.charCodeAt(0)};`);
  return encoder.encode(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 48" width="240" height="48">' +
      '<rect width="48" height="48" rx="8" fill="#0a4d8c"/>' +
      '<path d="M11 36V12h6l7 12 7-12h6v24h-6V22l-7 10-7-10v14z" fill="#fff"/>' +
      `<text x="60" y="31" font-family="sans-serif" font-size="18" fill="#0a4d8c">${text}</text></svg>\n`,
  );
}
