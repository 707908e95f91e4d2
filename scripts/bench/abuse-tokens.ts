import { FORM_TOKEN_FIELD, FORM_TOKEN_META } from "../../shared/form-guard";

// The form tokens a page hands out, as a browser reads them, and the ones normal visitors have
// already used: those are what a hostile sender replays.

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** The chat's token: the page's `<meta name="form-token">`. */
export function chatToken(html: string): string | undefined {
  const meta = [...html.matchAll(/<meta\b[^>]*>/g)].find((m) => attribute(m[0], "name") === FORM_TOKEN_META);
  return meta ? attribute(meta[0], "content") : undefined;
}

/** The token of the page's form that has a field named `field` (each form has its own). */
export function formToken(html: string, field: string): string | undefined {
  for (const [form] of html.matchAll(/<form\b[\s\S]*?<\/form>/g)) {
    if (!new RegExp(`\\bname="${field}"`).test(form)) continue;
    const input = [...form.matchAll(/<input\b[^>]*>/g)].find((m) => attribute(m[0], "name") === FORM_TOKEN_FIELD);
    return input ? attribute(input[0], "value") : undefined;
  }
  return undefined;
}

export type SpentToken = { token: string; kind: "lead" | "contact" };

/** Tokens that made a normal visitor's record, so any other record sent with one must be held. */
export class SpentTokens {
  private readonly tokens: SpentToken[] = [];

  add(token: SpentToken): void {
    this.tokens.push(token);
  }

  get size(): number {
    return this.tokens.length;
  }

  /** A spent token, of `kind` when one was spent on it. */
  pick(kind?: SpentToken["kind"]): SpentToken | undefined {
    const fitting = kind ? this.tokens.filter((t) => t.kind === kind) : this.tokens;
    const from = fitting.length ? fitting : this.tokens;
    return from[Math.floor(Math.random() * from.length)];
  }
}
