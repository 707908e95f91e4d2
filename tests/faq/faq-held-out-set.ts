// Held-out FAQ questions: the seventh blind batch (2026-11-27), written from the public pages only by
// someone who had not seen the assistant's corpus, vocabulary, tuning data or earlier batches. It
// replaced the sixth, which moved to the development set (tests/faq/faq-dev-strings-former-held-out.ts).
// Never tune on these: `npm run faq:eval` prints this set's figures only, and a question looked at
// moves to the development set (docs/OPERATIONS.md).
import { eighthBatchAnswerable, eighthBatchNearTopic } from "./faq-held-out-eighth-batch";
import { ninthBatchAnswerable, ninthBatchNearTopic } from "./faq-held-out-ninth-batch";
import { seventhBatchAnswerable, seventhBatchNearTopic } from "./faq-held-out-seventh-batch";

export const heldOutAnswerable = seventhBatchAnswerable;
export const heldOutNearTopic = seventhBatchNearTopic;
/** A second hidden set: the eighth blind batch (2026-11-28), measured apart from the seventh. */
export const secondHeldOutAnswerable = eighthBatchAnswerable;
export const secondHeldOutNearTopic = eighthBatchNearTopic;
/** A third hidden set: the ninth blind batch (2026-11-28, second session), measured apart from both. */
export const thirdHeldOutAnswerable = ninthBatchAnswerable;
export const thirdHeldOutNearTopic = ninthBatchNearTopic;
