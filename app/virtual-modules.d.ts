// The URL of the page script's built chunk (scripts/site-script-plugin.ts).
declare module "virtual:site-script" {
  const url: string;
  export default url;
}

// The client build's stylesheet, URL and text, for pages to carry inline (scripts/site-styles-plugin.ts); null in dev.
declare module "virtual:site-styles" {
  const styles: { href: string; css: string } | null;
  export default styles;
}
