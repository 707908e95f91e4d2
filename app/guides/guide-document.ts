import { company } from "../../content/company";
import { guideChapters } from "../../content/guide-chapters";
import type { Guide } from "../../content/guides";

// The downloadable edition of a guide: one self-contained HTML file (opens in any browser, prints
// to PDF), generated from the guide's chapters in content/guide-chapters.ts.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export type GuideRecipient = { name: string; company: string };

export function guideFileName(guide: Guide): string {
  return `${guide.fileName}.html`;
}

export function renderGuideDocument(guide: Guide, recipient: GuideRecipient): string {
  const chapterList = guideChapters[guide.id];
  const chapters = chapterList
    .map((chapter, index) => {
      const paragraphs = chapter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
      const bullets = chapter.bullets?.length ? `<ul>\n${chapter.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join("\n")}\n</ul>` : "";
      return `<section id="chapter-${index + 1}">\n<h2>${index + 1}. ${escapeHtml(chapter.title)}</h2>\n${paragraphs}\n${bullets}\n</section>`;
    })
    .join("\n");
  const contents = chapterList.map((c, i) => `<li><a href="#chapter-${i + 1}">${escapeHtml(c.title)}</a></li>`).join("\n");

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(guide.title)} — ${escapeHtml(company.name)}</title>
<style>
body{font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;max-width:46rem;margin:0 auto;padding:2rem 1.25rem}
header{border-bottom:4px solid #11305a;padding-bottom:1rem;margin-bottom:2rem}
h1{color:#11305a;font-size:2rem;line-height:1.2;margin:.25rem 0}
h2{color:#173f75;margin-top:2.5rem;page-break-after:avoid}
.brand{font-weight:700;color:#0b7d61;text-transform:uppercase;letter-spacing:.05em;font-size:.85rem}
.meta{color:#475569;font-size:.9rem}
li{margin:.35rem 0}
footer{margin-top:3rem;border-top:1px solid #cbd5e1;padding-top:1rem;color:#475569;font-size:.85rem}
</style>
</head>
<body>
<header>
<p class="brand">${escapeHtml(company.name)}</p>
<h1>${escapeHtml(guide.title)}</h1>
<p>${escapeHtml(guide.summary)}</p>
<p class="meta">For: ${escapeHtml(guide.audience)}<br>Prepared for ${escapeHtml(recipient.name)}, ${escapeHtml(recipient.company)}</p>
</header>
<nav aria-label="Contents">
<h2>Contents</h2>
<ol>
${contents}
</ol>
</nav>
${chapters}
<footer>
<p>© ${company.foundedYear}–${new Date().getUTCFullYear()} ${escapeHtml(company.name)} · ${escapeHtml(company.phone)} · ${escapeHtml(company.email)} · ${escapeHtml(company.siteUrl)}</p>
</footer>
</body>
</html>
`;
}
