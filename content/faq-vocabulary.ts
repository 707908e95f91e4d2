// The words visitors use for what the FAQ answers: synonyms, abbreviations, product nicknames,
// industries by their clients' names, and the Swahili words mixed into English questions. The
// chat's FAQ search and the knowledge-base search read every question and every corpus entry
// through this vocabulary, so adding a word here teaches both searches at once; no code changes.
import type { FaqCountKind } from "../shared/faq-topic";
import { faqStopWords, swahiliFillerVerbs } from "./faq-stopwords";

/** Words and phrases with one meaning: each variant is read as `term`. */
type VocabularyGroup = {
  /** One lower-case word, letters and digits only: what every variant becomes. */
  term: string;
  /** Other words or phrases (several words) for the same thing, lower-case. */
  variants: readonly string[];
};

export type FaqVocabulary = {
  groups: readonly VocabularyGroup[];
  /** Words that carry no topic: question words, fillers, greetings, in English and Swahili. */
  stopWords: readonly string[];
  /** Swahili verbs whose every form is a stop word ("zinatumia": they use). */
  fillerVerbs: readonly string[];
  /** Words that say what a number in a question counts ("30 staff", "watu 50"). */
  countWords: Readonly<Record<FaqCountKind, readonly string[]>>;
  /**
   * Terms that say what kind of fact a question asks for (a price, a duration, a place, hours): an
   * entry without the question's kind of fact cannot answer it, however well the rest matches.
   */
  facets: readonly string[];
  /**
   * Terms an entry's text implies without the word, so its facts answer the question kind: a
   * duration ("6 months of support") answers "how long", an amount ("$99/month") "how much".
   */
  implied: readonly { term: string; pattern: RegExp }[];
  /** Terms that make a match surer when an entry holds them, and cost little when it does not ("plans", "how many"). */
  optional: readonly string[];
  /**
   * Product names: a question naming one is answered by an entry about it (the name in its
   * question or keywords); an entry that mentions it in passing holds it only weakly.
   */
  productNames: readonly string[];
  /** Company names said alone ("Microsoft Project"): an entry that mentions one only in passing does not hold it. */
  brandNames: readonly string[];
};

/** `group("price", "prices, cost, how much")`: the variants as one comma-separated list. */
const group = (term: string, variants: string): VocabularyGroup => ({ term, variants: variants.split(/\s*,\s*/) });

export const faqVocabulary: FaqVocabulary = {
  groups: [
    // Products and their abbreviations.
    group("m365", "microsoft 365, microsoft365, office 365, office365, o365, ms365, ms 365, ms office, microsoft office, 0365"),
    group("gws", "google workspace, g suite, gsuite, g-suite, google apps, google suite, gw, workspace"),
    group(
      "whatsapp",
      "wa, whats app, whatsap, watsapp, whatsup, wassap, wasap, whatsapp business api, whatsapp api, whatsapp business platform",
    ),
    group(
      "website",
      "web site, webpage, web page, tovuti, websites, webiste, websyt, websaiti, web design, web designer, web development, webdesign, web-design, new site, our site",
    ),
    group("backup", "backups, back up, back-up, backing up, backed up, back ups, nakala rudufu"),
    group("network", "networks, networking, mtandao, mitandao"),
    group("chatbot", "bot, chat bot, bots, chatbots, virtual assistant, assistant, assistants"),
    group("message", "messages, msgs, ujumbe"),
    group(
      "broadcast",
      "broadcasts, broadcasting, bulk messages, bulk message, mass messages, mass message, promotional messages, promo messages, marketing messages, message blast, blast messages, many customers at once",
    ),
    group("email", "e-mail, mail, emails, mailbox, mailboxes, barua pepe"),
    group("license", "licence, licences, licenses, licensing, leseni"),
    group("crm", "customer relationship management"),
    group("erp", "enterprise resource planning"),

    // What visitors ask about: money, offers, time, support.
    group(
      "price",
      "prices, pricing, priced, cost, costs, costing, charge, charges, charged, fee, fees, rate, rates, tariff, bei, gharama, how much, kiasi gani, pesa ngapi, bei gani, ngapi pesa, expensive, cheap, cheapest, budget, extra, additional, surcharge, on top, quote, quotation, nukuu, hw much, hw mch, how mch",
    ),
    group(
      "offer",
      "sell, sells, selling, offer, offers, offering, provide, provides, providing, supply, supplies, do you do, you guys do, do you guys, do you work with, do you help, do you help with, something you do, something you sell, something you offer, something you provide, can you build, can you make, can you set up, can you do, can you help, can you provide, can you install, do you build, do you install, do you handle, do you support, are you able to, mnauza, mnafanya, mnatoa, mnajenga, mnaweza, mnasaidia, mnahudumia, mnashughulika, do u do, do u sell, do u offer, u guys do, do u guys, u do, do ya do",
    ),
    group(
      "shillings",
      "ksh, kes, kshs, shilling, bob, shilingi, ugx, tzs, local currency, kenyan shillings, kenya shillings, ugandan shillings, tanzanian shillings",
    ),
    group("usd", "dollars, dollar, dola"),
    group("kenya", "kenyan, kenyans"),
    group("uganda", "ugandan, ugandans"),
    group("tanzania", "tanzanian, tanzanians"),
    group("bi", "business intelligence, power bi"),
    group("eat", "timezone, time zone, east africa time, utc+3, utc 3"),
    group("transformation", "transform, transforms, transforming, transformed, mabadiliko, kubadilisha, badilisha"),
    group("who", "whom, nani"),
    // "Who is in charge of onboarding?" asks who heads it, not a charge.
    group("head", "in charge, in charge of, incharge, headed by"),
    group("why", "purpose, purposes, reason, reasons, kwa nini, kwanini"),
    group("rights", "my rights, your rights, data rights"),
    group("compare", "comparison, difference, differences, versus, vs, tofauti, better"),
    group("trial", "trials, try, try out, try before buying, try before we buy, try it first, test drive, majaribio"),
    group("free", "free of charge, at no cost, no extra cost, at no extra cost, bila malipo, bure"),
    group("manag", "managed it, it management, managed it services, mgmt, mgt"),
    group("privacy", "private, privately, faragha, siri"),
    group("standard", "std"),
    group("professional", "pro"),
    group("nairobi", "nrb, nbo"),
    group("kampala", "kla"),
    // "How much faster" asks for a percentage, not a price.
    group(
      "percent",
      "percentage, percentages, per cent, asilimia, how much faster, how much less, how much more, how much quicker, how much better, how much lower, how much higher, how much time",
    ),
    group(
      "plan",
      "plans, package, packages, programme, programmes, program, programs, tier, tiers, bundle, bundles, option, options, subscription, subscriptions, pkg, pkgs",
    ),
    group("pay", "payment, payments, paying, kulipa, lipa, malipo, invoice, billing, billed"),
    group("month", "months, monthly, mwezi, miezi, kwa mwezi, per month, a month"),
    group("year", "years, yearly, annual, annually, mwaka, miaka, yr, yrs"),
    group(
      "user",
      "users, usr, usrs, pp, per user, per head, per seat, seat, seats, watumiaji, mtumiaji, per person, each person, per employee, per staff, kwa mtu, kwa mtu mmoja",
    ),
    group(
      "client",
      "clients, customer, customers, wateja, mteja, organizations served, experience with, experience in, experienced with, experienced in, track record with, track record in",
    ),
    group("uptime", "sla, slas, availability, service level, service level agreement, up time, downtime guarantee, guaranteed uptime"),
    group("support", "msaada, usaidizi, tech support, it support"),
    group("helpdesk", "help desk, help-desk, service desk"),
    group("respond", "response, reply, replies, answer back, turnaround, jibu, get back"),
    group("emergency", "dharura, urgent, urgently, right now, asap, immediately, straight away, haraka sana"),
    group("onsite", "on site, on-site, at our premises"),
    group("retention", "retain, retained, kept, keep, keeping, stored, how long stored, kuhifadhi, hifadhi, mnahifadhi, tunahifadhi"),
    group("secure", "security, safe, safety, usalama, salama, ulinzi, cybersecurity, cyber security, cyber"),
    group(
      "storage",
      "space, gb, tb, storage space, nafasi, how big, how large, how much data, how much space, how much storage, how much cloud space, how much file space, how much cloud file space, how much disk space",
    ),
    group("training", "mafunzo, train, teach, trainings"),
    group("participants", "participant, attendees, attendee, attended, attend, attendance, people in a meeting, meeting size, washiriki"),
    group(
      "meeting",
      "meetings, video call, video calls, meet call, conference call, group call, video meeting, mkutano, town hall, town halls, all-hands, all hands",
    ),

    // Places, times and people.
    group("office", "offices, ofisi, ofis, ofc, branch, branches, tawi"),
    group(
      "hours",
      "opening hours, open, opening, close, closing, saa, masaa, wazi, mnafungua, kufungua, inafunguliwa, mnafunga, working hours, hrs, hr, until what time, till what time, what time, mpaka saa ngapi",
    ),
    group("weekend", "saturday, saturdays, sunday, sundays, jumamosi, jumapili, sat, sun"),
    group("weekdays", "weekday, mon fri, mon-fri, monday to friday, monday-friday, working days, jumatatu hadi ijumaa"),
    group(
      "location",
      "mtaa, address, located, located at, directions, iko wapi, mko wapi, ziko wapi, zipo wapi, ipo wapi, mahali, physical address, where are you, adress, addres, adres",
    ),
    group("dar", "dar es salaam, dsm, daressalaam, dar-es-salaam"),
    // Shorthand for parts of an address and for our head office.
    group("box", "po box, p.o. box, p o box, p.o box, pobox, postal box, post box, sanduku la posta"),
    group("headquarter", "hq, head office, head quarters, main office, makao makuu"),
    group(
      "contact",
      "call, phone, telephone, tel, simu, reach, talk to, speak to, piga simu, piga, kupiga, mawasiliano, tupigie, nipigie, info email, general email, general e-mail, main email, info mail, general email address, info email address, general info email, general info email address, main line, main number, main phone, phone number, mobile number, whatsapp number, email address, e-mail address, mail address, email adress, email addres, emial address, email add",
    ),
    group("number", "namba, nambari"),
    group("form", "fomu"),
    group("count", "how many, wangapi, ngapi, idadi, how much of, hw many"),
    group(
      "long",
      "how long, how fast, how quickly, how soon, duration, length, lengths, muda, muda gani, kwa muda gani, how many weeks, how many days, hw long, longest, longest period",
    ),
    group(
      "government",
      "serikali, ministry, ministries, county, counties, public sector, parastatal, parastatals, agency, agencies, public institutions, gov, govt",
    ),
    group("legal", "law firm, law firms, lawyers, lawyer, advocates, advocate, attorneys, mawakili"),
    group("banking", "bank, banks, sacco, saccos, microfinance, financial institutions, fintech, benki"),
    group("healthcare", "hospital, hospitals, clinic, clinics, health, medical, hospitali, pharmacy"),
    group(
      "education",
      "school, schools, university, universities, college, colleges, shule, chuo, vyuo, elimu, students, student, wanafunzi, mwanafunzi",
    ),
    group("manufacturing", "factory, factories, manufacturer, manufacturers, plant, plants, kiwanda, viwanda, uzalishaji"),
    group("ngos", "ngo, non-profit, non-profits, nonprofit, nonprofits, charity, charities, non profit"),
    group("ceo", "chief executive, chief executive officer, managing director, boss, owner, mkurugenzi"),
    group(
      "established",
      "in business, been around, been operating, founded, when did you open, when did u open, tangu lini, tangu mwaka gani, since when, how old, when did you start, ilianzishwa, mlianza, did you start, did kilele start, kilele started, company started, in biz",
    ),

    // Work and contracts.
    group("migration", "migrate, migrating, migrated, move, moving, switch, switching, transfer, kuhamia, kuhamisha"),
    group("contract", "contracts, agreement, mkataba, commitment, term, terms, lock in, lock-in, minimum term"),
    group("cancel", "cancellation, terminate, termination, quit, exit, kusitisha, cancelling, canceling"),
    group(
      "rollover",
      "roll over, rolls over, rolled over, carry over, carries over, carried over, carry forward, carried forward, rollover, unused hours",
    ),
    group("resolve", "resolved, resolves, resolving, resolution, solve, solved, solves, solving"),
    group("self", "self-service, self service, selfservice, myself, ourselves, by myself, by ourselves, on my own, on our own"),
    group("attacker", "attackers, hacker, hackers, hacked, intruder, intruders, wadukuzi"),
    group("delete", "deleted, deletes, deleting, erase, erased, wipe, kufuta, futa, kufutwa"),
    // Selling personal data is a privacy question, not an offer ("do you sell my data?").
    group(
      "datasale",
      "never sell, sell personal data, sell personal, sell my data, sell my personal, sell our data, sell people, sell peoples, sell data, do you sell my data, do you sell my personal, do you sell personal, do you sell people, do you sell peoples, do you sell our data, do you sell data, do you sell my information, do you sell my details, do u sell my data, do u sell my personal, do u sell our data, do u sell data, u sell my data, you sell my data, sell my information, sell my details, sell my info, mnauza data",
    ),
    group("swahili", "kiswahili"),
    group("spam", "captcha, recaptcha, bot check, bot checks, anti-bot, anti bot, spam check, spam filter, spam protection, turnstile"),
    group("testimonial", "testimonials, quote from, quotes from, quoted, who gave the quote, what did they say, review, reviews"),
    group("saving", "save, saves, saved, savings, saving, okoa, kuokoa, mnaokoa, tunaokoa"),
    group("compliance", "comply, compliant, complying, regulatory compliance"),
    group("certified", "certification, certifications, certificate, accredited, iso27001, iso 27001, cheti, iso/iec 27001"),
    group("dpa", "data protection act, data protection law, dppa, pdpa, odpc, gdpr, data protection"),
    group(
      "digital",
      "digitize, digitise, digitalize, digitalise, digitization, digitisation, digitalization, digitalisation, kidijitali, dijitali",
    ),
    group("sme", "smes, sme & startups, small business, small businesses, small and medium businesses, smb, smbs"),
    // Security and networking words with several spellings.
    group("mfa", "multi-factor, multi factor, multifactor, 2fa, two-factor, two factor, multi-factor authentication"),
    group("sso", "single sign-on, single sign on, single signon"),
    group("penetration", "pen test, pen tests, pen testing, pentest, pentests, pentesting"),
    group("wifi", "wi-fi, wi fi, wireless, wlan"),
    group("integration", "integrate, integrates, integrated, integrations, integrating"),
    group(
      "recovery",
      "restore, restores, restoring, restored, recover, recovers, recovering, recovered, back up and running, up and running again, get us back",
    ),
    group(
      "esignature",
      "e-signature, e signature, electronic signature, digital signature, sign pdfs, sign pdf, sign documents, sign contracts",
    ),
    group("forecast", "forecasts, forecasting, predict, predicts, prediction, predictions, kutabiri, tabiri"),
    group(
      "language",
      "languages, lugha, speak, speaks, inaongea, inaelewa, reply in, replies in, respond in, responds in, answer in, answers in",
    ),
    group("page", "pages, kurasa, ukurasa"),
    group("live", "go live, goes live, going live, went live, ready, up and running, operational"),
    group("retainer", "retainers, maintenance plan, maintenance contract, website maintenance, maintain, maintaining"),
    group("discount", "discounts, discounted, cheaper, reduced price"),
    // What the AI services and the industries' cards do, in the words of the people who need them.
    group("identity", "id, ids, id card, id cards, identity card, identity cards, identification, national id, kitambulisho, vitambulisho"),
    group(
      "extract",
      "extracts, extracting, extraction, pull out, pull data, pull the data, ocr, scan, scans, scanning, data entry, typing, retype",
    ),
    group(
      "phishing",
      "dodgy link, dodgy links, dodgy email, dodgy emails, suspicious link, suspicious links, suspicious email, suspicious emails, scam email, scam emails, email scams, fake email, fake emails, malicious link, malicious links",
    ),
    group("warn", "warns, warning, warnings, early warning, in advance, tahadhari"),
    group("power", "ups, battery, batteries, betri, power supply, power cuts, power cut, blackout, blackouts, umeme"),
    group("country", "countries, nchi, mataifa"),
    group("often", "how often, frequency, frequently, mara ngapi, how regularly, how many times"),
    group("tender", "tenders, tendering, procurement paperwork, bids, bidding, rfp, rfq, zabuni"),
    group("natural", "natural language, natural-language, plain english, plain language, everyday language, lugha ya kawaida"),
    group(
      "filtering",
      "content filtering, web filtering, block websites, block sites, blocking websites, safe online, stay safe online, safe browsing, inappropriate content, harmful content",
    ),
    group("complain", "complaint, complaints, complaining, lodge a complaint, malalamiko, kulalamika"),
    group(
      "bandwidth",
      "connectivity, poor connectivity, slow internet, bad internet, weak internet, poor network, bad network, slow connection, poor connection, internet connection",
    ),
  ],
  stopWords: faqStopWords,
  fillerVerbs: swahiliFillerVerbs,
  implied: [
    {
      term: "long",
      pattern:
        /\b(?:\d+(?:\s*[–-]\s*\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)[\s-]*(?:h|hours?|min|minutes?|days?|weeks?|months?|years?)\b/i,
    },
    { term: "price", pattern: /\$\s?\d|\bcustom pricing\b/i },
    { term: "discount", pattern: /\b(?:education|non-?profit|ngo|charity|special)\s+pric/i },
    { term: "percent", pattern: /\d\s*(?:%|percent\b|per\s+cent\b)/i },
    // Naming Swahili says which languages something speaks.
    { term: "language", pattern: /\b(?:ki)?swahili\b/i },
    // "Twice a year" says how often.
    { term: "often", pattern: /\b(?:once|twice|\d+ times)\s+(?:a|per|every)\s+(?:day|week|month|quarter|year)\b/i },
    // A plan whose price is "Included" is free of charge.
    { term: "free", pattern: /(?::\s*|\()included\b/i },
  ],
  optional: ["plan", "count", "compare", "who", "why"],
  productNames: ["m365", "gws", "whatsapp", "backup"],
  brandNames: ["microsoft", "google"],
  facets: [
    "price",
    "free",
    "long",
    "location",
    "hours",
    "contact",
    "storage",
    "participants",
    "retention",
    "training",
    "respond",
    "uptime",
    "cancel",
    "pay",
    "shillings",
    "discount",
    "percent",
  ],
  countWords: {
    people: [
      "people",
      "ppl",
      "persons",
      "staff",
      "staffs",
      "employees",
      "employee",
      "workers",
      "users",
      "user",
      "seats",
      "members of staff",
      "team members",
      "heads",
      "pax",
      "watu",
      "wafanyakazi",
      "watumiaji",
      "man",
      "person",
      "strong",
      "ofisini",
    ],
    devices: ["devices", "device", "laptops", "computers", "pcs", "endpoints", "machines", "vifaa", "kompyuta"],
    messages: ["messages", "msgs", "ujumbe", "sms"],
    conversations: ["conversations", "convos", "chats", "mazungumzo"],
    "data-sources": ["data sources", "sources", "systems", "databases"],
  },
};
