const parse = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

/** Linear mix of two #rrggbb colours in sRGB: t = 0 → a, t = 1 → b. */
export const mixColours = (a: string, b: string, t: number): string => {
  const k = Math.min(1, Math.max(0, t));
  const ca = parse(a);
  const cb = parse(b);
  return `#${ca
    .map((v, i) =>
      Math.round(v + ((cb[i] as number) - v) * k)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
};
