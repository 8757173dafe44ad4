/**
 * A CSV file cut into parts under a byte limit (issue 34: the 14-year national file is about 165 MB, above the upload
 * limit each run keeps): every part is the file's header line and whole data lines, at most `maxBytes` in all, read
 * from the file as a stream when imported (never buffered). Cut at line ends: the formats split this way (the
 * BarentsWatch CSV, the templates' CSV form) hold no line break inside a field.
 */
import { createReadStream } from 'node:fs';

export interface CsvPart {
  /** Byte range of the part's data lines in the file (end exclusive). */
  start: number;
  end: number;
  /** The file's line number of the part's first data line (the header is line 1). */
  firstLine: number;
}

const NEWLINE = 0x0a;

/** The header's length and the parts; a data line that does not fit in a part with the header is an error. */
export const csvParts = async (file: string, maxBytes: number): Promise<{ headerBytes: number; parts: CsvPart[] }> => {
  let headerBytes = -1;
  const parts: CsvPart[] = [];
  let offset = 0;
  let line = 1;
  // The current part: its start, first line, and the end and line count of its last whole line.
  let start = 0;
  let firstLine = 2;
  let lastEnd = 0;
  let lastLine = 1;
  const lineEnd = (end: number) => {
    if (headerBytes < 0) {
      headerBytes = end;
      start = lastEnd = end;
    } else if (headerBytes + end - start > maxBytes) {
      if (lastEnd > start) {
        parts.push({ start, end: lastEnd, firstLine });
        start = lastEnd;
        firstLine = lastLine + 1;
      }
      if (headerBytes + end - start > maxBytes)
        throw new Error(`line ${line} and the header are longer than ${maxBytes} bytes`);
    }
    lastEnd = end;
    lastLine = line;
    line += 1;
  };
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (let at = chunk.indexOf(NEWLINE); at >= 0; at = chunk.indexOf(NEWLINE, at + 1)) lineEnd(offset + at + 1);
    offset += chunk.length;
  }
  if (offset > lastEnd) lineEnd(offset);
  if (lastEnd > start) parts.push({ start, end: lastEnd, firstLine });
  return { headerBytes: Math.max(0, headerBytes), parts };
};

/** A part's bytes: the header, then its lines, streamed from the file. */
export async function* csvPartChunks(file: string, headerBytes: number, part: CsvPart): AsyncIterable<Uint8Array> {
  if (headerBytes > 0) yield* createReadStream(file, { start: 0, end: headerBytes - 1 }) as AsyncIterable<Buffer>;
  if (part.end > part.start)
    yield* createReadStream(file, { start: part.start, end: part.end - 1 }) as AsyncIterable<Buffer>;
}
