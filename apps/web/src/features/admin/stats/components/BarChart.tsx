import { useId } from 'react';
import Box from '@mui/material/Box';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** The value as shown (formatted for the language). */
  valueText: string;
}

interface BarChartProps {
  /** The chart's accessible name; its data is also offered as a table beside it. */
  title: string;
  bars: readonly Bar[];
  orientation: 'vertical' | 'horizontal';
}

// Theme colours through MUI's CSS variables, so the chart follows light and dark mode.
const BAR_FILL = 'var(--mui-palette-primary-main)';
const TEXT_FILL = 'var(--mui-palette-text-secondary)';
const WIDTH = 640;
/** Room at the sides of the vertical chart, so the first and last labels are not cut off. */
const SIDE = 28;

/**
 * A small SVG bar chart, hand-drawn to keep chart libraries out of the admin chunk. The SVG is
 * one image to assistive technology (its title names it); each bar carries a <title>, a tooltip
 * with its label and value; the numbers themselves are in the data table next to it.
 */
export function BarChart({ title, bars, orientation }: BarChartProps) {
  const id = useId();
  // No data: nothing to draw (the table next to the chart says so).
  if (bars.length === 0) return null;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const body = orientation === 'vertical' ? verticalBars(bars, max) : horizontalBars(bars, max);
  return (
    <Box
      component="svg"
      role="img"
      aria-labelledby={id}
      viewBox={`0 0 ${WIDTH} ${body.height}`}
      sx={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block' }}
    >
      <title id={id}>{title}</title>
      {body.content}
    </Box>
  );
}

function verticalBars(bars: readonly Bar[], max: number) {
  const height = 220;
  const top = 16;
  const bottom = 24;
  const plot = height - top - bottom;
  const slot = (WIDTH - 2 * SIDE) / Math.max(1, bars.length);
  // Label about six buckets across, always including the latest (the rightmost).
  const every = Math.max(1, Math.ceil(bars.length / 6));
  const content = bars.map((bar, index) => {
    const h = (bar.value / max) * plot;
    const x = SIDE + index * slot;
    const labelled = (bars.length - 1 - index) % every === 0;
    return (
      <g key={bar.key}>
        <rect x={x + slot * 0.15} y={top + plot - h} width={slot * 0.7} height={Math.max(h, 1)} fill={BAR_FILL}>
          <title>{`${bar.label}: ${bar.valueText}`}</title>
        </rect>
        {bar.value > 0 && bars.length <= 12 && (
          <text x={x + slot / 2} y={top + plot - h - 4} textAnchor="middle" fontSize={11} fill={TEXT_FILL}>
            {bar.valueText}
          </text>
        )}
        {labelled && (
          <text x={x + slot / 2} y={height - 6} textAnchor="middle" fontSize={11} fill={TEXT_FILL}>
            {bar.label}
          </text>
        )}
      </g>
    );
  });
  return { height, content };
}

function horizontalBars(bars: readonly Bar[], max: number) {
  const row = 26;
  const labelWidth = 170;
  const valueWidth = 60;
  const plot = WIDTH - labelWidth - valueWidth;
  const content = bars.map((bar, index) => {
    const y = index * row + 4;
    const w = (bar.value / max) * plot;
    return (
      <g key={bar.key}>
        <text x={labelWidth - 8} y={y + row / 2 + 4} textAnchor="end" fontSize={12} fill={TEXT_FILL}>
          {bar.label}
        </text>
        <rect x={labelWidth} y={y + 4} width={Math.max(w, 1)} height={row - 8} fill={BAR_FILL}>
          <title>{`${bar.label}: ${bar.valueText}`}</title>
        </rect>
        <text x={labelWidth + w + 6} y={y + row / 2 + 4} fontSize={12} fill={TEXT_FILL}>
          {bar.valueText}
        </text>
      </g>
    );
  });
  return { height: Math.max(row, bars.length * row + 8), content };
}
