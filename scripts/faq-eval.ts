// `npm run faq:eval`: the FAQ development set (tests/faq/faq-eval-set.ts, and the string-scored
// questions of tests/faq/faq-dev-strings.ts) and the held-out set
// (tests/faq/faq-held-out-set.ts: the seventh, eighth and ninth blind batches, figures only: their questions stay unread) against the corpus the database is seeded with, through the chat's
// own index and answer rule. Prints each set's figures and misses; exits 1 below either's targets.
// `--set dev` or `--set held-out` scores one set only: tune on the development set alone.
import { parseArgs } from "node:util";
import { devStringAnswerable, devStringNearTopic } from "../tests/faq/faq-dev-strings";
import { faqEvalSet } from "../tests/faq/faq-eval-set";
import {
  DEV_STRINGS_FLOOR,
  evaluateFaq,
  evaluateHeldOut,
  formatEvaluation,
  formatHeldOut,
  meetsHeldOutTargets,
  meetsTargets,
} from "../tests/faq/faq-evaluation";
import { loadFaqIndex } from "./faq-corpus-index";

const { values } = parseArgs({ options: { set: { type: "string", default: "all" } } });
if (!["all", "dev", "held-out"].includes(values.set)) throw new Error(`--set must be dev, held-out or all, not ${values.set}`);

const index = await loadFaqIndex();
if (values.set !== "held-out") {
  const evaluation = evaluateFaq(index, faqEvalSet);
  console.log(formatEvaluation(evaluation));
  if (!meetsTargets(evaluation)) process.exitCode = 1;
  const strings = evaluateHeldOut(index, devStringAnswerable, devStringNearTopic);
  console.log(`\n${formatHeldOut(strings, "Development set, string-scored", true)}`);
  const belowFloor =
    strings.rightRate < DEV_STRINGS_FLOOR.right ||
    strings.withinOneClickRate < DEV_STRINGS_FLOOR.withinOneClick ||
    strings.wrongTopic.length > DEV_STRINGS_FLOOR.wrongTopic ||
    strings.nearTopicFallbackRate < DEV_STRINGS_FLOOR.nearTopicFallbackRate;
  if (belowFloor) process.exitCode = 1;
}
if (values.set !== "dev") {
  const held = await import("../tests/faq/faq-held-out-set");
  const evaluation = evaluateHeldOut(index, held.heldOutAnswerable, held.heldOutNearTopic);
  console.log(`${values.set === "all" ? "\n" : ""}${formatHeldOut(evaluation, "Held-out set (seventh blind batch)")}`);
  const second = evaluateHeldOut(index, held.secondHeldOutAnswerable, held.secondHeldOutNearTopic);
  console.log(`\n${formatHeldOut(second, "Second held-out set (eighth blind batch)")}`);
  const third = evaluateHeldOut(index, held.thirdHeldOutAnswerable, held.thirdHeldOutNearTopic);
  console.log(`\n${formatHeldOut(third, "Third held-out set (ninth blind batch)")}`);
  if (![evaluation, second, third].every(meetsHeldOutTargets)) process.exitCode = 1;
}
