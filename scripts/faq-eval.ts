// `npm run faq:eval`: the FAQ evaluation set (tests/faq/) against the corpus the database is seeded
// with, through the chat's own index and answer rule. Prints the figures and the misses; exits 1
// below the targets.

import { faqEvalSet } from "../tests/faq/faq-eval-set";
import { evaluateFaq, formatEvaluation, meetsTargets } from "../tests/faq/faq-evaluation";
import { buildFaqIndex } from "../worker/faq/faq-index";
import { loadFaqCorpus } from "./db-setup";

const evaluation = evaluateFaq(buildFaqIndex(await loadFaqCorpus()), faqEvalSet);
console.log(formatEvaluation(evaluation));
if (!meetsTargets(evaluation)) process.exitCode = 1;
