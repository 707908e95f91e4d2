// Held-out FAQ questions: the sixth blind batch (2026-11-27), written from the public pages only by
// someone who had not seen the assistant's corpus, vocabulary or tuning data. It replaced the earlier
// batches, which moved to the development set (tests/faq/faq-dev-strings-former-held-out.ts). Never
// tune on these: a question looked at moves to the development set (docs/OPERATIONS.md).
import { sixthBatchAnswerable, sixthBatchNearTopic } from "./faq-held-out-sixth-batch";

export const heldOutAnswerable = sixthBatchAnswerable;
export const heldOutNearTopic = sixthBatchNearTopic;
