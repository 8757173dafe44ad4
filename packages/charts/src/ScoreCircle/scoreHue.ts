/** Score colour hue: 3 (red) at score 0 to 120 (green) at score 100, clamped. */
export const scoreHue = (score: number): number => {
  const ratio = Math.min(Math.max(score / 100, 0), 1);
  return 3 + ratio * (120 - 3);
};
