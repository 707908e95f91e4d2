import { describe, expect, it } from "vitest";
import type { TurnstileApi } from "./turnstile-script";
import { turnstileWidget } from "./turnstile-widget";

type RenderOptions = Parameters<TurnstileApi["render"]>[1];

/** A stand-in for Cloudflare's browser API: records what the widget asks of it, and lets a test play the challenge. */
function turnstileStandIn() {
  const calls: string[] = [];
  let options: RenderOptions | undefined;
  const api: TurnstileApi = {
    render: (_container, given) => {
      options = given;
      calls.push(`render ${given.sitekey} ${given.action} ${given.appearance}`);
      return "widget-1";
    },
    reset: (id) => void calls.push(`reset ${id}`),
    remove: (id) => void calls.push(`remove ${id}`),
  };
  const rendered = () => {
    if (!options) throw new Error("the widget was not rendered");
    return options;
  };
  return { api, calls, rendered };
}

const container = {} as HTMLElement;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(load?: () => Promise<TurnstileApi>) {
  const standIn = turnstileStandIn();
  const tokens: (string | null)[] = [];
  let loads = 0;
  const widget = turnstileWidget(container, {
    siteKey: "site-key",
    action: "contact",
    onToken: (token) => void tokens.push(token),
    load:
      load ??
      (() => {
        loads += 1;
        return Promise.resolve(standIn.api);
      }),
  });
  return { widget, standIn, tokens, loads: () => loads };
}

describe("turnstileWidget", () => {
  it("fetches nothing until started, then renders once with the form's action, shown only when the visitor must interact", async () => {
    const { widget, standIn, loads } = setUp();
    await settled();
    expect(loads()).toBe(0);
    widget.start();
    widget.start();
    await settled();
    expect(loads()).toBe(1);
    expect(standIn.calls).toEqual(["render site-key contact interaction-only"]);
    expect(standIn.rendered()["response-field"]).toBe(false);
  });

  it("a submit waits for the challenge's token, which also goes to the form's field", async () => {
    const { widget, standIn, tokens } = setUp();
    const token = widget.tokenWithin(5_000);
    await settled();
    standIn.rendered().callback("0.token-a");
    await expect(token).resolves.toBe("0.token-a");
    expect(tokens).toEqual(["0.token-a"]);
    await expect(widget.tokenWithin(5_000)).resolves.toBe("0.token-a");
  });

  it("a failed or expired challenge does not end the wait: Turnstile tries again and its next token answers", async () => {
    const { widget, standIn, tokens } = setUp();
    const token = widget.tokenWithin(5_000);
    await settled();
    standIn.rendered()["error-callback"]("300030");
    standIn.rendered()["expired-callback"]();
    standIn.rendered().callback("0.token-b");
    await expect(token).resolves.toBe("0.token-b");
    expect(tokens).toEqual([null, null, "0.token-b"]);
  });

  it("gives null when the wait runs out", async () => {
    const { widget } = setUp();
    await expect(widget.tokenWithin(20)).resolves.toBeNull();
  });

  it("a script that cannot load answers waiting and later submits with null at once", async () => {
    const { widget, tokens } = setUp(() => Promise.reject(new Error("blocked")));
    const waiting = widget.tokenWithin(60_000);
    await expect(waiting).resolves.toBeNull();
    await expect(widget.tokenWithin(60_000)).resolves.toBeNull();
    expect(tokens).toEqual([null]);
  });

  it("renew spends the token and asks Turnstile for a fresh one; remove takes the widget away", async () => {
    const { widget, standIn, tokens } = setUp();
    widget.start();
    await settled();
    standIn.rendered().callback("0.token-c");
    widget.renew();
    expect(tokens).toEqual(["0.token-c", null]);
    expect(standIn.calls).toContain("reset widget-1");
    await expect(widget.tokenWithin(20)).resolves.toBeNull();
    widget.remove();
    expect(standIn.calls.at(-1)).toBe("remove widget-1");
  });

  it("renders nothing when removed before the script arrived", async () => {
    const { widget, standIn } = setUp();
    widget.start();
    widget.remove();
    await settled();
    expect(standIn.calls).toEqual([]);
  });
});
