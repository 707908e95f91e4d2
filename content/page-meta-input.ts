/** What every page's content gives for its title, description and canonical path (rendered by app/seo/page-meta.ts). */
export type PageMetaInput = { title: string; description: string; path: string };
