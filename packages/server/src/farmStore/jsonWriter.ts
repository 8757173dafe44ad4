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

export class JsonWriter {
  private buffer = Buffer.allocUnsafe(1 << 20);
  private at = 0;

  reset(): this {
    this.at = 0;
    return this;
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.at + bytes));
    this.buffer.copy(next, 0, 0, this.at);
    this.buffer = next;
  }

  /** Text as it is (already JSON). */
  raw(text: string): this {
    this.room(text.length * 3);
    this.at += this.buffer.write(text, this.at, 'utf8');
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
    this.room(24);
    if (value < 0) {
      this.buffer[this.at++] = MINUS;
      value = -value;
    }
    this.digits(value);
    return this;
  }

  private digits(value: number): void {
    // value: a non-negative integer < 2^53.
    if (value < 10) {
      this.buffer[this.at++] = ZERO + value;
      return;
    }
    let length = 2;
    for (let limit = 100; value >= limit && length < 16; limit *= 10) length += 1;
    if (length === 16) length = String(value).length;
    let end = this.at + length;
    this.at = end;
    const buffer = this.buffer;
    for (let rest = value; end > this.at - length;) {
      const digit = rest % 10;
      buffer[--end] = ZERO + digit;
      rest = (rest - digit) / 10;
    }
  }

  /**
   * `Math.round(value * 1000) / 1000` as `JSON.stringify` writes it (null when not finite): the integer part and
   * up to three decimals without trailing zeros — the shortest form of such a double while it has at most 15
   * significant digits; larger values go through `String`.
   */
  milli(value: number): this {
    const scaled = Math.round(value * 1000);
    if (!Number.isFinite(scaled)) return this.null();
    if (scaled === 0) {
      this.room(1);
      this.buffer[this.at++] = ZERO;
      return this;
    }
    const magnitude = Math.abs(scaled);
    if (magnitude >= 1e14) return this.raw(String(scaled / 1000));
    this.room(20);
    if (scaled < 0) this.buffer[this.at++] = MINUS;
    const whole = Math.floor(magnitude / 1000);
    let fraction = magnitude - whole * 1000;
    this.digits(whole);
    if (fraction > 0) {
      this.buffer[this.at++] = DOT;
      this.buffer[this.at++] = ZERO + Math.floor(fraction / 100);
      fraction %= 100;
      if (fraction > 0) {
        this.buffer[this.at++] = ZERO + Math.floor(fraction / 10);
        fraction %= 10;
        if (fraction > 0) this.buffer[this.at++] = ZERO + fraction;
      }
    }
    return this;
  }

  /** A copy of what was written. */
  take(): Buffer {
    const result = Buffer.allocUnsafe(this.at);
    this.buffer.copy(result, 0, 0, this.at);
    return result;
  }
}

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

  /** Gives back every chunk but the first (after the start-up warm-up, which need not keep its memory). */
  trim(): void {
    this.chunks.length = 1;
    this.reset();
  }

  /** Floats of scratch memory held (tests). */
  get size(): number {
    return this.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  }
}
