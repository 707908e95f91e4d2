// Every word of the Slack lead alert's answer to its Claim button (worker/api/slack-interactions.ts).

export const slackClaimCopy = {
  /** Who owns a record claimed from Slack, as the desk's owner column and timeline show it. */
  actor: (name: string) => `${name} (Slack)`,
  claimed: (name: string, time: string) => `Claimed by ${name} at ${time} EAT`,
  taken: (owner: string) => `Already claimed by ${owner}`,
  gone: "This record is no longer on the sales desk: it has been erased or purged.",
};
