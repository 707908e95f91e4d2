/** One icon of the set in icon-paths.ts: decorative (hidden from screen readers), drawn in the text colour. */
export function SvgIcon({ d, size = 24, className, filled = false }: { d: string; size?: number; className?: string; filled?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}
