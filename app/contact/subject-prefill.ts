import { subjectPrefills, subjectWordSpelling } from "../../content/contact-page";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The subject to prefill from a `/contact?subject=<key>` link: the listed wording, else the key in
 * words ("industry-brief" → "Industry brief"). Anything that is not a short slug gives "".
 */
export function subjectFromParam(key: string | null): string {
  if (!key) return "";
  const known = subjectPrefills[key];
  if (known) return known;
  if (key.length > 60 || !SLUG.test(key)) return "";
  const words = key
    .split("-")
    .map((word) => subjectWordSpelling[word] ?? word)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
