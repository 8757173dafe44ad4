/**
 * The natural keys a run has taken (an equal key later in the file is a duplicate row), kept small: grouped by the key
 * without its last column, the last columns of a group are a bitmap of day numbers when they are dates (one bit a
 * day: about 1.2 kB for a cage's 26 years), else a set. A million daily cage rows cost a few hundred kB instead of
 * a string in a set each (about 60 MB of heap).
 */

/** A date key (`YYYY-MM-DD`, read as UTC) as its day number; anything else is a kind's mistake, never a row's. */
const dayNumber = (date: string | number): number => {
  const day = Date.parse(String(date)) / 86_400_000;
  if (!Number.isInteger(day)) throw new Error(`not a date key: ${date}`);
  return day;
};

/** Days as bits from `low` (a multiple of 8), grown at either end as days outside it arrive. */
class DayBits {
  #low = 0;
  #bits = new Uint8Array(0);

  /** Marks the day; false when it was marked already. */
  add(day: number): boolean {
    let index = (day >> 3) - (this.#low >> 3);
    if (index < 0 || index >= this.#bits.length) index = this.#grow(day);
    const mask = 1 << (day & 7);
    const byte = this.#bits[index]!;
    if ((byte & mask) !== 0) return false;
    this.#bits[index] = byte | mask;
    return true;
  }

  /** Room for `day` and as much again on its side; answers the day's byte. */
  #grow(day: number): number {
    const old = this.#bits;
    const oldByte = this.#low >> 3;
    const byte = day >> 3;
    const slack = Math.max(64, old.length);
    const low = old.length === 0 ? byte - slack : Math.min(oldByte, byte - slack);
    const high = old.length === 0 ? byte + slack : Math.max(oldByte + old.length, byte + slack);
    this.#bits = new Uint8Array(high - low);
    if (old.length > 0) this.#bits.set(old, oldByte - low);
    this.#low = low * 8;
    return byte - low;
  }
}

export class KeySet {
  readonly #groups = new Map<string, DayBits | Set<string | number>>();
  readonly #dates: boolean;
  /** The number of keys taken. */
  size = 0;

  /** `lastIsDate`: the key's last column is a date (`YYYY-MM-DD`). */
  constructor(lastIsDate: boolean) {
    this.#dates = lastIsDate;
  }

  /** Takes the key; false (and nothing changes) when an equal key was taken before. */
  add(key: readonly (string | number)[]): boolean {
    const group = key.length === 1 ? '' : key.slice(0, -1).join('\u0000');
    const last = key[key.length - 1]!;
    let lasts = this.#groups.get(group);
    if (!lasts) this.#groups.set(group, (lasts = this.#dates ? new DayBits() : new Set()));
    const added = lasts instanceof DayBits ? lasts.add(dayNumber(last)) : lasts.size !== lasts.add(last).size;
    if (added) this.size += 1;
    return added;
  }
}
