/** The JSON writer of the timeline answers: numbers written digit by digit read back as `JSON.stringify` writes them. */
import { describe, expect, it } from 'vitest';
import { JsonWriter } from '../src/farmStore/jsonWriter.ts';

/** A small deterministic generator (mulberry32), so a failure can be reproduced. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
  return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
};

/** What the old answers wrote: the value rounded to 3 decimals through `JSON.stringify` (null when not finite). */
const expected = (value: number) => JSON.stringify(Math.round(value * 1000) / 1000);

describe('JsonWriter', () => {
  it('writes numbers rounded to 3 decimals exactly as JSON.stringify does, over every magnitude', () => {
    const next = random(12);
    const values: number[] = [0, -0, 0.0004, 0.0005, -0.0005, 1, -1, 9.9995, 0.1, 0.2, 0.3, 1e14, -1e15, 123456.789];
    values.push(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
    for (let index = 0; index < 200_000; index += 1) {
      const magnitude = 10 ** Math.floor(next() * 19 - 4); // 1e-4 … 1e14
      const value = (next() - 0.3) * magnitude;
      values.push(value, Math.round(value), Math.round(value * 1000) / 1000);
    }
    const writer = new JsonWriter();
    writer.raw('[');
    values.forEach((value, index) => {
      if (index > 0) writer.comma();
      writer.milli(value);
    });
    writer.raw(']');
    const written = writer.take().toString('utf8').slice(1, -1).split(',');
    expect(written.length).toBe(values.length);
    const wrong = values
      .map((value, index) => ({ value, written: written[index], expected: expected(value) }))
      .filter((entry) => entry.written !== entry.expected);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('writes integers, null and JSON values, and grows past its first buffer', () => {
    const writer = new JsonWriter();
    const integers = Array.from({ length: 300_000 }, (_, index) => (index % 2 ? -1 : 1) * index * 7919);
    writer.raw('[');
    integers.forEach((value, index) => {
      if (index > 0) writer.comma();
      writer.int(value);
    });
    writer.comma().null().comma().value('a "quoted" text').raw(']');
    expect(JSON.parse(writer.take().toString('utf8'))).toEqual([...integers, null, 'a "quoted" text']);
  });
});
