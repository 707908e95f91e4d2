// More visitor questions, in the shapes real chat messages take (content/faq-visitor-questions.ts has
// 18 per entry): questions that name their topic only through the page they are asked on ("how much
// is it?" on a product page), long messages with the situation around the question, terse misspelt
// ones and Swahili-English mixes. Keyed by entry id like the others and learned the same way
// (worker/faq/faq-asked-model.ts), where the page an entry is on is a term of each of its questions,
// so "how much is it?" asked on the backup page goes to the backup plans. Written on 2026-11-27 by a
// helper who had read the entries and the development sets, and not the held-out set.

/** How a visitor asks for a page's prices without naming what the page sells. */
const pagePriceQuestions = [
  "how much is it?",
  "price pls",
  "what does this cost per month",
  "how much do you charge for this",
  "whats the cheapest option here",
  "bei gani?",
  "hii ni bei gani kwa mwezi?",
  "gharama yake ni ngapi",
  "what are the options and prices on this page",
  "prices?",
];

/** The price list of each product and solution page: what a price question asked there means. */
const pagePriceLists = [
  "cloud-and-licensing-packages",
  "ai-and-messaging-automation-packages",
  "web-design-as-a-service-packages",
  "sme-digital-transformation-packages",
  "security-and-compliance-packages",
  "data-and-analytics-packages",
  "microsoft-365-plans",
  "google-workspace-plans",
  "whatsapp-messaging-platform-plans",
  "cloud-backup-and-recovery-plans",
];

const written: Readonly<Record<string, readonly string[]>> = {
  offices: [
    "where are you?",
    "uko wapi?",
    "mko wapi hasa, mtaa gani?",
    "directions to your office pls",
    "which building and street are you on",
    "I'd like to drop by in person next week to meet the team, where exactly are your offices?",
  ],
  "opening-hours": [
    "are you open now?",
    "what time do you close today",
    "mnafunga saa ngapi?",
    "open on saturday?",
    "mnafungua saa ngapi asubuhi",
    "I can only come after work on a weekday, until what time is the office open?",
  ],
  "contact-details": [
    "whats your number?",
    "namba yenu ni gani?",
    "can I just call someone",
    "email to write to?",
    "i emailed your support team yesterday, when should i expect a reply?",
    "I'd rather talk to a person than fill a form. What's the quickest way to reach your team?",
  ],
  "emergency-support": [
    "We are already a client and our server died late on a Saturday night. Who do we ring?",
    "out of hours emergency number pls",
    "system iko down usiku, tupige namba gani?",
    "we got hacked this morning, urgent, who do I call",
  ],
  "office-nairobi": [
    "apart from the main line, is there another Nairobi number I can try?",
    "nairobi second phone line",
    "which floor is the nairobi office and whats the po box",
    "ofisi ya nairobi iko floor gani?",
  ],
  "about-company": [
    "since when have you been around",
    "how many clients so far",
    "mlianza lini?",
    "how big is your team",
    "how many founders started kilele and what did they do before",
    "Before we sign a three-year deal my board wants to know how long Kilele has existed and how many organisations you serve.",
  ],
  leadership: [
    "who runs this company",
    "nani ni boss wenu?",
    "who should I ask for by name about onboarding",
    "who heads your operations in uganda",
    "We'd like to meet your management before choosing a vendor. Who are the directors and what do they each look after?",
  ],
  certifications: [
    "are you certified?",
    "which partners are you with",
    "mna certification gani?",
    "registered as a data processor?",
    "Our procurement checklist asks for the vendor's certifications and vendor partnerships. What can you show us?",
  ],
  "whatsapp-security": [
    "Our SACCO's compliance officer wants to know where member chats are stored and for how long before we sign. How long are conversations kept?",
    "can we choose how long chats are retained",
    "mazungumzo ya whatsapp yanahifadhiwa kwa muda gani?",
    "is the whatsapp data encrypted at rest",
  ],
  "case-study-law-firm-microsoft-365": [
    "do you have experience with law firms?",
    "have you worked with advocates before",
    "any law firm clients?",
    "mmeshafanya kazi na law firm yoyote?",
    "We're a mid-sized advocates' firm and our partners want proof you've done this for lawyers before. Any experience?",
    "what experience do you have with legal practices",
    "experience with lawyers?",
    "are you experienced in IT for law firms",
    "mna experience na mawakili?",
    "how much experience do u have working with advocates",
    "any track record with law firms",
  ],
  "legal-solutions": [
    "We're a small advocates' office with paper files everywhere. How would you organise our client matters?",
    "document management for advocates",
    "mnasaidiaje law firms kuweka files za clients salama?",
  ],
  "company-history": [
    "when did you open in kampala and dar",
    "what year did you become a microsoft partner",
    "mlifungua ofisi ya uganda mwaka gani?",
    "milestones by year?",
  ],
};

export const faqVisitorShapes: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(pagePriceLists.map((id) => [id, pagePriceQuestions])),
  ...written,
};
