/** Who is using the sales desk: a person Cloudflare Access signed in, or `npm start`'s local user. */
export type DeskUser = { email: string; via: "access" | "local" };
