import type { ReactNode } from "react";

/** The line a desk page shows after an action: what was done, or (amber) why it was refused. */
export function DeskNotice({ children, refused = false }: { children: ReactNode; refused?: boolean }) {
  const tone = refused ? "border-amber-600 bg-amber-50 text-amber-950" : "border-accent-600 bg-emerald-50 text-emerald-900";
  return (
    <p role="status" className={`mt-4 rounded-lg border p-3 text-sm ${tone}`}>
      {children}
    </p>
  );
}
