import { slackClaimCopy } from "../../content/slack-claim-copy";
import type { ChangeOutcome } from "../../shared/desk";
import { eatTime } from "../../shared/eat-time";
import { escapeSlack } from "../delivery/slack-message";

// What a Claim click in the Slack lead alert says back, through the click's response_url. Whoever
// owns the record, the alert is rewritten for the whole channel to say so (its Claim button gone,
// Open in desk kept): the next person reading the channel sees who has it without clicking. A
// record that is gone is told only to the person who clicked.

export const CLAIM_ACTION_ID = "desk_claim";

/** Marks the claim line, so a message rewritten again carries one claim line, not two. */
const CLAIM_LINE_BLOCK_ID = "desk_claim_status";

/** A Block Kit block as the payload echoes the alert's: only its type is relied on. */
export type SlackBlock = { type: string; [field: string]: unknown };

export type SlackReply = {
  text: string;
  blocks?: SlackBlock[];
  replace_original: boolean;
  response_type?: "ephemeral";
};

export type ClaimResult =
  | { outcome: Extract<ChangeOutcome, "claimed">; name: string; at: Date }
  | { outcome: Extract<ChangeOutcome, "taken" | "already-yours">; owner: string }
  | { outcome: Extract<ChangeOutcome, "not-found"> };

/** "14:05", the claim's time of day in EAT. */
const eatClock = (at: Date) => eatTime(at.toISOString()).slice(11);

const isClaimButton = (element: unknown) =>
  typeof element === "object" && element !== null && (element as { action_id?: unknown }).action_id === CLAIM_ACTION_ID;

/** The alert's blocks without its Claim button (an actions block left empty goes) and with `line` where the buttons were. */
function withClaimLine(original: readonly SlackBlock[], line: string): SlackBlock[] {
  const kept = original.flatMap((block): SlackBlock[] => {
    if (block.block_id === CLAIM_LINE_BLOCK_ID) return [];
    if (block.type !== "actions" || !Array.isArray(block.elements)) return [block];
    const elements = block.elements.filter((element) => !isClaimButton(element));
    return elements.length ? [{ ...block, elements }] : [];
  });
  const claimLine: SlackBlock = {
    type: "context",
    block_id: CLAIM_LINE_BLOCK_ID,
    elements: [{ type: "mrkdwn", text: `:white_check_mark: ${line}` }],
  };
  const actions = kept.findIndex((block) => block.type === "actions");
  return actions === -1 ? [...kept, claimLine] : [...kept.slice(0, actions), claimLine, ...kept.slice(actions)];
}

export function claimReply(result: ClaimResult, original: readonly SlackBlock[]): SlackReply {
  if (result.outcome === "not-found")
    return { text: escapeSlack(slackClaimCopy.gone), replace_original: false, response_type: "ephemeral" };
  const line = escapeSlack(
    result.outcome === "claimed" ? slackClaimCopy.claimed(result.name, eatClock(result.at)) : slackClaimCopy.taken(result.owner),
  );
  return { text: line, blocks: withClaimLine(original, line), replace_original: true };
}
