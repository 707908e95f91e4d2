/** A JSON-LD block; "<" is escaped so no string in the data can close the script element. */
export function JsonLd({ data }: { data: object }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React escapes children into entities, which JSON-LD parsers do not decode; the data is ours and "<" is escaped.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
