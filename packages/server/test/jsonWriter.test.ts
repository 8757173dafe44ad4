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
    const written = Buffer.from(writer.take()).toString('utf8').slice(1, -1).split(',');
    expect(written.length).toBe(values.length);
    const wrong = values
      .map((value, index) => ({ value, written: written[index], expected: expected(value) }))
      .filter((entry) => entry.written !== entry.expected);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('writes the edge cases of the 3-decimal form: sign, zero, rounding at the last decimal, missing, large', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [-0, '0'],
      [-0.0004, '0'], // rounds to -0, written as 0 like JSON.stringify
      [0.0005, '0.001'],
      [-0.0005, '0'], // Math.round rounds halves up: -0.5 -> -0
      [-0.0015, '-0.001'],
      [1.0005, '1.001'],
      [2.675, '2.675'],
      [0.1 + 0.2, '0.3'],
      [9.9995, '10'],
      [-9.9996, '-10'],
      [0.05, '0.05'],
      [0.5, '0.5'],
      [-1.25, '-1.25'],
      [123.4, '123.4'],
      [100, '100'],
      [-7, '-7'],
      [Number.NaN, 'null'],
      [Number.POSITIVE_INFINITY, 'null'],
      [Number.NEGATIVE_INFINITY, 'null'],
      [2147483.647, '2147483.647'],
      [2147483.648, '2147483.648'],
      [2147483647.5, '2147483647.5'], // the largest integer part of the 32-bit path
      [2147483648.5, '2147483648.5'], // past the 32-bit path: String
      [-98765432109.876, '-98765432109.876'],
      [1e14, '100000000000000'],
      [1.5e300, '1.5e+300'],
    ];
    const writer = new JsonWriter();
    for (const [value, text] of cases) {
      expect(expected(value), `JSON.stringify of ${value}`).toBe(text);
      expect(Buffer.from(writer.reset().milli(value).take()).toString('utf8'), `written ${value}`).toBe(text);
    }
  });

  it('writes integers, null and JSON values, and grows past its first buffer', () => {
    const writer = new JsonWriter();
    const integers = Array.from({ length: 300_000 }, (_, index) => (index % 2 ? -1 : 1) * index * 7919);
    // Beyond the 32-bit path and at its edges.
    integers.push(2 ** 31 - 1, -(2 ** 31) + 1, 2 ** 31, -(2 ** 31), 2 ** 53 - 1, -(2 ** 53) + 1, 0, -0);
    writer.raw('[');
    integers.forEach((value, index) => {
      if (index > 0) writer.comma();
      writer.int(value);
    });
    // Short ASCII text is copied by code unit; non-ASCII (after some ASCII) and long text go through Buffer.write.
    const texts = ['a "quoted" text', 'Ålesund', 'sjø – 3 m', 'x'.repeat(64), `${'y'.repeat(70)}é`];
    writer.comma().null();
    for (const text of texts) writer.comma().value(text);
    writer.raw(']');
    const text = Buffer.from(writer.take()).toString('utf8');
    expect(text).toBe(JSON.stringify([...integers, null, ...texts]));
  });
});
