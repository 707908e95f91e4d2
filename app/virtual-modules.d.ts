// The URL of the page script's built chunk (scripts/site-script-plugin.ts).
declare module "virtual:site-script" {
  const url: string;
  export default url;
}
