/**
 * Scratch memory of the farm-data computations: a JSON writer that puts bytes into one growing buffer (numbers
 * formatted without intermediate strings) and an arena of zeroed `Float64Array` views, both reused request
 * after request, so a computed answer allocates next to nothing (no arrays of `number | null`, no typed arrays
 * of its own whose external memory would trigger full collections). One computation at a time per thread.
 */

const COMMA = 0x2c;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;

/** The two digits of 0…99 (`PAIRS[2n]`, `PAIRS[2n + 1]`). */
const PAIRS = new Uint8Array(200);
for (let value = 0; value < 100; value += 1) {
  PAIRS[2 * value] = ZERO + Math.floor(value / 10);
  PAIRS[2 * value + 1] = ZERO + (value % 10);
}
/**
 * The decimals of a fraction in thousandths (0…999) as JSON writes them: `.5` for 500, `.05` for 50, `.125`;
 * nothing for 0. `FRACTIONS[4f]` is the length (0 to 4 bytes, the dot included), the bytes follow.
 */
const FRACTIONS = new Uint8Array(4000);
for (let fraction = 1; fraction < 1000; fraction += 1) {
  const text = `.${String(fraction).padStart(3, '0')}`.replace(/0+$/, '');
  FRACTIONS[4 * fraction] = text.length;
  for (let at = 1; at < text.length; at += 1) FRACTIONS[4 * fraction + at] = text.charCodeAt(at);
}
/** Largest integer written by the integer fast path (digits with 32-bit arithmetic). */
const SMALL = 0x7fffffff;

/** Number of decimal digits of a non-negative integer below 2^31. */
const digitCount = (value: number): number =>
  value < 100_000
    ? value < 100
      ? value < 10
        ? 1
        : 2
      : value < 1000
        ? 3
        : value < 10_000
          ? 4
          : 5
    : value < 10_000_000
      ? value < 1_000_000
        ? 6
        : 7
      : value < 100_000_000
        ? 8
        : value < 1_000_000_000
          ? 9
          : 10;

const encoder = new TextEncoder();

/** Writes JSON bytes (plain `Uint8Array`s, no `Buffer`: the stories compute timelines in the browser). */
export class JsonWriter {
  private buffer = new Uint8Array(1 << 20);
  private at = 0;

  reset(): this {
    this.at = 0;
    return this;
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return;
    const next = new Uint8Array(Math.max(this.buffer.length * 2, this.at + bytes));
    next.set(this.buffer.subarray(0, this.at));
    this.buffer = next;
  }

  /**
   * Text as it is (already JSON). Short ASCII text (keys, names, punctuation: most calls) is copied by code unit
   * in JavaScript: encoding costs a call into C++ (~0.5 ms of the bench timeline's ~1,500 small writes).
   */
  raw(text: string): this {
    const length = text.length;
    this.room(length * 3);
    const buffer = this.buffer;
    const at = this.at;
    if (length <= 64) {
      let index = 0;
      for (; index < length; index += 1) {
        const code = text.charCodeAt(index);
        if (code >= 0x80) break;
        buffer[at + index] = code;
      }
      if (index === length) {
        this.at = at + length;
        return this;
      }
    }
    this.at = at + encoder.encodeInto(text, buffer.subarray(at)).written;
    return this;
  }

  /** A value serialised by `JSON.stringify` (strings, small objects). */
  value(value: unknown): this {
    return this.raw(JSON.stringify(value));
  }

  comma(): this {
    this.room(1);
    this.buffer[this.at++] = COMMA;
    return this;
  }

  null(): this {
    this.room(4);
    const buffer = this.buffer;
    buffer[this.at] = 0x6e;
    buffer[this.at + 1] = 0x75;
    buffer[this.at + 2] = 0x6c;
    buffer[this.at + 3] = 0x6c;
    this.at += 4;
    return this;
  }

  /** An integer (an index). */
  int(value: number): this {
    if (value >= -SMALL && value <= SMALL && Math.floor(value) === value) {
      this.room(12);
      let at = this.at;
      if (value < 0) {
        this.buffer[at++] = MINUS;
        value = -value;
      }
      this.at = writeSmall(this.buffer, at, value);
      return this;
    }
    return this.raw(String(value));
  }

  /**
   * `Math.round(value * 1000) / 1000` as `JSON.stringify` writes it (null when not finite): the integer part and
   * up to three decimals without trailing zeros — the shortest form of such a double while it has at most 15
   * significant digits.
   */
  milli(value: number): this {
    this.room(MILLI_BYTES);
    const at = writeMilli(this.buffer, this.at, value);
    if (at >= 0) this.at = at;
    else this.raw(String(Math.round(value * 1000) / 1000));
    return this;
  }

  /**
   * Values as `milli` writes them, comma-separated (NaN: null): a column in one tight loop with one check for room.
   */
  millis(values: Float64Array): this {
    const length = values.length;
    this.room(length * (MILLI_BYTES + 1));
    const buffer = this.buffer;
    let at = this.at;
    for (let index = 0; index < length; index += 1) {
      if (index > 0) buffer[at++] = COMMA;
      const next = writeMilli(buffer, at, values[index]!);
      if (next < 0) {
        // Beyond the 32-bit path (≥ 2^31, rare): this one and the rest value by value.
        this.at = at;
        this.milli(values[index]!);
        for (let rest = index + 1; rest < length; rest += 1) this.comma().milli(values[rest]!);
        return this;
      }
      at = next;
    }
    this.at = at;
    return this;
  }

  /** A copy of what was written. */
  take(): Uint8Array {
    return this.buffer.slice(0, this.at);
  }
}

/** Most bytes `writeMilli` writes: a sign, ten digits, a dot and three decimals. */
const MILLI_BYTES = 16;

/**
 * Writes a value as `milli` does at `at` (room for `MILLI_BYTES` is there); answers the position after it, or -1
 * when its integer part needs more than 32 bits (nothing written: the caller writes it through `String`).
 */
const writeMilli = (buffer: Uint8Array, at: number, value: number): number => {
  const scaled = Math.round(value * 1000);
  if (scaled !== scaled || scaled === Infinity || scaled === -Infinity) {
    buffer[at] = 0x6e;
    buffer[at + 1] = 0x75;
    buffer[at + 2] = 0x6c;
    buffer[at + 3] = 0x6c;
    return at + 4;
  }
  const magnitude = scaled < 0 ? -scaled : scaled;
  let fraction: number;
  if (magnitude <= SMALL) {
    // 32-bit integer arithmetic (division by a constant: a multiplication) below 2^31 thousandths (~2.1 million).
    const small = magnitude | 0;
    const whole = (small / 1000) | 0;
    if (scaled < 0) buffer[at++] = MINUS;
    at = writeSmall(buffer, at, whole);
    fraction = (small - whole * 1000) << 2;
  } else {
    const whole = Math.floor(magnitude / 1000);
    if (whole > SMALL) return -1;
    if (scaled < 0) buffer[at++] = MINUS;
    at = writeSmall(buffer, at, whole);
    fraction = 4 * (magnitude - whole * 1000);
  }
  const length = FRACTIONS[fraction]!;
  if (length > 0) {
    buffer[at] = DOT;
    buffer[at + 1] = FRACTIONS[fraction + 1]!;
    if (length > 2) {
      buffer[at + 2] = FRACTIONS[fraction + 2]!;
      if (length > 3) buffer[at + 3] = FRACTIONS[fraction + 3]!;
    }
    at += length;
  }
  return at;
};

/** Writes a non-negative integer below 2^31 at `at` (two digits at a time); answers the position after it. */
const writeSmall = (buffer: Uint8Array, at: number, value: number): number => {
  let rest = value | 0;
  const end = at + digitCount(rest);
  let position = end;
  while (rest >= 100) {
    const next = (rest / 100) | 0;
    const pair = (rest - next * 100) << 1;
    buffer[--position] = PAIRS[pair + 1]!;
    buffer[--position] = PAIRS[pair]!;
    rest = next;
  }
  if (rest >= 10) {
    buffer[--position] = PAIRS[(rest << 1) + 1]!;
    buffer[--position] = PAIRS[rest << 1]!;
  } else buffer[--position] = ZERO + rest;
  return end;
};

/** Zeroed `Float64Array` views of one reused buffer; `reset` at the start of a computation frees them all. */
export class Arena {
  /**
   * Chunks of scratch memory: the first 8 MB, then 2 MB more at a time when a computation needs it (kept for
   * the next one). Growing by chunks instead of doubling one buffer keeps the memory close to what the largest
   * computation needed.
   */
  private readonly chunks: Float64Array[] = [new Float64Array(1 << 20)];
  private chunk = 0;
  private used = 0;

  reset(): void {
    this.chunk = 0;
    this.used = 0;
  }

  take(length: number): Float64Array {
    let memory = this.chunks[this.chunk] as Float64Array;
    while (this.used + length > memory.length) {
      // Views already handed out stay in their chunk until the computation ends.
      this.chunk += 1;
      this.used = 0;
      if (this.chunk === this.chunks.length) this.chunks.push(new Float64Array(Math.max(1 << 18, length)));
      memory = this.chunks[this.chunk] as Float64Array;
    }
    const view = memory.subarray(this.used, this.used + length);
    view.fill(0);
    this.used += length;
    return view;
  }

  /** Floats of scratch memory held (tests). */
  get size(): number {
    return this.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  }
}
