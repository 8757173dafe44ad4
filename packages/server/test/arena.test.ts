/** The scratch memory of the timeline computation: zeroed views that never overlap, grown by chunks, reused. */
import { describe, expect, it } from 'vitest';
import { Arena } from '../src/farmStore/jsonWriter.ts';

describe('Arena', () => {
  it('hands out zeroed views that do not overlap, also across a new chunk', () => {
    const arena = new Arena();
    const first = arena.take(1 << 19);
    first.fill(1);
    const second = arena.take((1 << 19) + 10); // does not fit in what is left of the first chunk
    expect(second.every((value) => value === 0)).toBe(true);
    second.fill(2);
    expect(first.every((value) => value === 1)).toBe(true);
    expect(second.buffer).not.toBe(first.buffer);
  });

  it('grows by what is needed (not by doubling) and reuses its chunks after reset', () => {
    const arena = new Arena();
    const initial = arena.size;
    arena.take(initial);
    arena.take(1000);
    expect(arena.size).toBe(initial + (1 << 18));
    arena.reset();
    const again = arena.take(initial);
    again.fill(3);
    arena.reset();
    expect(arena.take(initial).every((value) => value === 0)).toBe(true);
    expect(arena.size).toBe(initial + (1 << 18));
    arena.reset();
    arena.take(initial);
    arena.take(1 << 20); // larger than a chunk: one chunk of its own size
    expect(arena.size).toBe(initial + (1 << 18) + (1 << 20));
  });
});
