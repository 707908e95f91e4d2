// The URL of the page script's built chunk (scripts/site-script-plugin.ts).
declare module "virtual:site-script" {
  const url: string;
  export default url;
}

// The URL of the desk's script's built chunk (scripts/site-script-plugin.ts).
declare module "virtual:desk-script" {
  const url: string;
  export default url;
}
