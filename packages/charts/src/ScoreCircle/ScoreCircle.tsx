import { scoreHue } from './scoreHue.ts';

export interface ScoreCircleProps {
  /** Score 0–100. */
  score: number;
  /** Accessible name, e.g. "Overall score 72". Supplied by the caller (charts holds no UI text). */
  label: string;
  size?: number;
}

/** A ring filled to the score, coloured on the hue scale 3 → 120. */
export function ScoreCircle({ score, label, size = 56 }: ScoreCircleProps) {
  const radius = size / 2 - 4;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(Math.max(score, 0), 100);
  const colour = `hsl(${scoreHue(clamped)} 70% 40%)`;
  return (
    <svg width={size} height={size} role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`}>
      <circle
        cx={size / 2}
        cy={size / 2}
        r={radius}
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.15}
        strokeWidth={6}
      />
      <circle
        cx={size / 2}
        cy={size / 2}
        r={radius}
        fill="none"
        stroke={colour}
        strokeWidth={6}
        strokeDasharray={`${(clamped / 100) * circumference} ${circumference}`}
        transform={`rotate(-90 ${size / 2} ${size / 2})`}
      />
      <text x="50%" y="50%" dominantBaseline="central" textAnchor="middle" fontSize={size / 3.5} fill="currentColor">
        {Math.round(clamped)}
      </text>
    </svg>
  );
}
