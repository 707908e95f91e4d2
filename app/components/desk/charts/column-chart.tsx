// A small vertical bar chart drawn on the server as SVG: one column per item, an optional marker line
// across each column (a second figure of the same item), its value written on it. The SVG is an image
// to assistive technology, named by its title and description; the numbers are in a table beside it.

type Column = { key: string; label: string; value: number | null; marker?: number | null; text: string };

type Props = { id: string; title: string; description: string; columns: readonly Column[]; max?: number };

const WIDTH = 480;
const HEIGHT = 200;
const TOP = 22;
const BOTTOM = 22;
const PLOT = HEIGHT - TOP - BOTTOM;
const TEXT = "#334155";

export function ColumnChart({ id, title, description, columns, max }: Props) {
  const scale = max ?? Math.max(1, ...columns.flatMap((column) => [column.value ?? 0, column.marker ?? 0]));
  const y = (value: number) => TOP + PLOT - (Math.min(value, scale) / scale) * PLOT;
  const slot = WIDTH / Math.max(1, columns.length);
  const bar = slot * 0.6;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full"
      fontSize="11"
      fill={TEXT}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line x1="0" x2={WIDTH} y1={TOP + PLOT} y2={TOP + PLOT} stroke="#94a3b8" />
      {columns.map((column, i) => {
        const left = i * slot + (slot - bar) / 2;
        const centre = i * slot + slot / 2;
        const top = column.value === null ? TOP + PLOT : y(column.value);
        // The value sits inside a bar tall enough to hold it, above it otherwise (and above the marker then).
        const inside = TOP + PLOT - top >= 20;
        const above = Math.min(top, column.marker != null ? y(column.marker) : top) - 5;
        return (
          <g key={column.key}>
            {column.value !== null && <rect x={left} y={top} width={bar} height={TOP + PLOT - top} fill="#173f75" rx="2" />}
            {column.marker != null && (
              <line x1={left - 4} x2={left + bar + 4} y1={y(column.marker)} y2={y(column.marker)} stroke="#b45309" strokeWidth="3" />
            )}
            <text x={centre} y={inside ? top + 14 : above} textAnchor="middle" fill={inside ? "#ffffff" : TEXT}>
              {column.text}
            </text>
            <text x={centre} y={HEIGHT - 6} textAnchor="middle">
              {column.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
