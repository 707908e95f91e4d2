/** The content of the page's `<meta name>` tag, or null without one (or outside a browser). */
export function metaContent(name: string): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
}
