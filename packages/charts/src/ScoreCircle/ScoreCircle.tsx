import type { ChartTheme } from '../theme/ChartTheme.ts';
import { useChartTheme } from '../theme/ChartThemeContext.tsx';
import { scoreHue } from '../color/color.ts';

export interface ScoreCircleProps {
  /** Score 0–100; null when there is no score (shows an empty ring and a dash). */
  score: number | null;
  /** Accessible name, e.g. "Overall score 72". Supplied by the caller (charts holds no UI text). */
  label: string;
  size?: number;
  /** Formats the number in the middle (default: rounded). */
  formatScore?: (score: number) => string;
  theme?: ChartTheme;
}

/** A ring filled to the score, colored on the hue scale 3 → 120 (red → green) by score/100. */
export function ScoreCircle({
  score,
  label,
  size = 56,
  formatScore = (s) => String(Math.round(s)),
  theme: themeProp,
}: ScoreCircleProps) {
  const theme = useChartTheme(themeProp);
  const radius = size / 2 - 4;
  const circumference = 2 * Math.PI * radius;
  const clamped = score === null || !Number.isFinite(score) ? null : Math.min(Math.max(score, 0), 100);
  const { hueLow, hueHigh, saturation, lightness } = theme.score;
  const hue = clamped === null ? 0 : scoreHue(clamped, hueLow, hueHigh);
  const color = `hsl(${hue} ${saturation}% ${lightness}%)`;
  return (
    <svg
      width={size}
      height={size}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      data-state={clamped === null ? 'empty' : 'scored'}
      style={{ color: theme.text }}
    >
      <circle
        cx={size / 2}
        cy={size / 2}
        r={radius}
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.15}
        strokeWidth={6}
      />
      {clamped !== null && (
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={color}
          strokeWidth={6}
          strokeDasharray={`${(clamped / 100) * circumference} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      )}
      <text
        x="50%"
        y="50%"
        dominantBaseline="central"
        textAnchor="middle"
        fontSize={size / 3.5}
        fontFamily={theme.fontFamily}
        fill="currentColor"
      >
        {clamped === null ? '–' : formatScore(clamped)}
      </text>
    </svg>
  );
}
