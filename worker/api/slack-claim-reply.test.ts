import { describe, expect, it } from "vitest";
import { claimReply, type SlackBlock } from "./slack-claim-reply";

const header: SlackBlock = { type: "header", text: { type: "plain_text", text: "Chat lead: Grace Wanjiru" } };
const claimButton = { type: "button", action_id: "desk_claim", value: '{"type":"lead","id":"L1"}' };
const openButton = { type: "button", action_id: "desk_open", url: "https://example.com/desk/leads/L1" };
const alert: SlackBlock[] = [header, { type: "actions", elements: [claimButton, openButton] }];
const at = new Date("2026-11-24T06:41:30Z");

describe("claimReply", () => {
  it("rewrites the alert: the claim in EAT where the Claim button was, Open in desk kept", () => {
    const reply = claimReply({ outcome: "claimed", name: "Wanjiru Kamau", at }, alert);
    expect(reply).toEqual({
      text: "Claimed by Wanjiru Kamau at 09:41 EAT",
      replace_original: true,
      blocks: [
        header,
        {
          type: "context",
          block_id: "desk_claim_status",
          elements: [{ type: "mrkdwn", text: ":white_check_mark: Claimed by Wanjiru Kamau at 09:41 EAT" }],
        },
        { type: "actions", elements: [openButton] },
      ],
    });
  });

  it("keeps one claim line when an alert is rewritten again, and drops an actions block left empty", () => {
    const once = claimReply({ outcome: "claimed", name: "Wanjiru Kamau", at }, [header, { type: "actions", elements: [claimButton] }]);
    expect(once.blocks?.map((block) => block.type)).toEqual(["header", "context"]);
    const twice = claimReply({ outcome: "taken", owner: "amina@kilele.co.ke" }, once.blocks!);
    expect(twice.blocks).toEqual([
      header,
      {
        type: "context",
        block_id: "desk_claim_status",
        elements: [{ type: "mrkdwn", text: ":white_check_mark: Already claimed by amina@kilele.co.ke" }],
      },
    ]);
  });

  it("escapes names Slack would read as markup", () => {
    const reply = claimReply({ outcome: "already-yours", owner: "<!channel> & co (Slack)" }, alert);
    expect(reply.text).toBe("Already claimed by &lt;!channel&gt; &amp; co (Slack)");
  });

  it("tells only the clicker when the record is gone, leaving the alert as it is", () => {
    expect(claimReply({ outcome: "not-found" }, alert)).toEqual({
      text: "This record is no longer on the sales desk: it has been erased or purged.",
      replace_original: false,
      response_type: "ephemeral",
    });
  });
});
