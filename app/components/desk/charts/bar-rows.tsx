// A small horizontal bar chart drawn on the server as SVG: one labelled row per item, its length the
// item's value against the largest, its figures written after it. An image to assistive technology,
// named by its title and description; the numbers are also in a table on the page.

type BarRow = { key: string; label: string; value: number; text: string };

type Props = { id: string; title: string; description: string; rows: readonly BarRow[] };

const WIDTH = 480;
const LABEL = 110;
const BAR = 250;
const ROW = 26;
const TEXT = "#334155";

export function BarRows({ id, title, description, rows }: Props) {
  const top = Math.max(1, ...rows.map((row) => row.value));
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${rows.length * ROW + 4}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full"
      fontSize="12"
      fill={TEXT}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {rows.map((row, i) => {
        const width = (row.value / top) * BAR;
        const middle = i * ROW + ROW / 2 + 2;
        return (
          <g key={row.key}>
            <text x={LABEL - 8} y={middle + 4} textAnchor="end">
              {row.label}
            </text>
            <rect x={LABEL} y={middle - 8} width={BAR} height="16" fill="#e2e8f0" rx="2" />
            {width > 0 && <rect x={LABEL} y={middle - 8} width={width} height="16" fill="#08634d" rx="2" />}
            <text x={LABEL + BAR + 8} y={middle + 4}>
              {row.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
