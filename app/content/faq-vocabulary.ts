// The words visitors use for what the FAQ answers: synonyms, abbreviations, product nicknames and
// the Swahili words mixed into English questions. The chat's FAQ search and the knowledge-base
// search read every question and every corpus entry through this vocabulary, so adding a word
// here teaches both searches at once; no code changes.

/** Words and phrases with one meaning: each variant is read as `term`. */
export type VocabularyGroup = {
  /** One lower-case word, letters and digits only: what every variant becomes. */
  term: string;
  /** Other words or phrases (several words) for the same thing, lower-case. */
  variants: readonly string[];
};

export type FaqVocabulary = {
  groups: readonly VocabularyGroup[];
  /** Words that carry no topic: question words, fillers, greetings, in English and Swahili. */
  stopWords: readonly string[];
};

export const faqVocabulary: FaqVocabulary = {
  groups: [
    // Products and their abbreviations.
    { term: "m365", variants: ["microsoft 365", "microsoft365", "office 365", "office365", "o365", "ms365", "ms 365", "ms office", "microsoft office"] },
    { term: "gws", variants: ["google workspace", "g suite", "gsuite", "g-suite", "google apps", "workspace"] },
    { term: "whatsapp", variants: ["wa", "whats app", "whatsap", "watsapp", "whatsup", "wassap"] },
    { term: "website", variants: ["web site", "site", "webpage", "web page", "tovuti"] },
    { term: "backup", variants: ["backups", "back up", "back-up", "nakala rudufu"] },
    { term: "chatbot", variants: ["bot", "chat bot", "bots"] },
    { term: "email", variants: ["e-mail", "mail", "emails", "mailbox", "mailboxes", "barua pepe"] },

    // Money.
    { term: "price", variants: ["prices", "pricing", "priced", "cost", "costs", "costing", "charge", "charges", "charged", "fee", "fees", "rate", "rates", "tariff", "bei", "gharama", "how much", "kiasi gani", "pesa ngapi", "bei gani"] },
    { term: "ksh", variants: ["kes", "kshs", "shillings", "shilling", "bob", "shilingi"] },
    { term: "usd", variants: ["dollars", "dollar", "dola"] },
    { term: "pay", variants: ["payment", "payments", "paying", "kulipa", "lipa", "malipo", "invoice", "billing", "billed"] },

    // Service levels and support.
    { term: "uptime", variants: ["sla", "slas", "availability", "service level", "service level agreement", "up time", "downtime guarantee", "guaranteed uptime"] },
    { term: "support", variants: ["helpdesk", "help desk", "msaada", "usaidizi"] },
    { term: "respond", variants: ["response", "reply", "replies", "answer back", "turnaround", "jibu"] },
    { term: "emergency", variants: ["dharura", "urgent", "urgently"] },
    { term: "onsite", variants: ["on site", "on-site", "at our premises"] },

    // Keeping data.
    { term: "retention", variants: ["retain", "retained", "kept", "keep", "keeping", "stored", "store", "how long stored", "kuhifadhi", "hifadhi", "mnahifadhi", "tunahifadhi"] },
    { term: "secure", variants: ["security", "safe", "safety", "usalama", "salama"] },

    // Places, times and people.
    { term: "office", variants: ["offices", "ofisi", "branch", "branches", "tawi"] },
    { term: "hours", variants: ["opening hours", "open", "opening", "close", "closing", "saa", "masaa", "mnafungua", "kufungua"] },
    { term: "weekend", variants: ["saturday", "saturdays", "sunday", "sundays", "jumamosi", "jumapili"] },
    { term: "location", variants: ["address", "located", "located at", "directions", "iko wapi", "mko wapi", "mahali"] },
    { term: "dar", variants: ["dar es salaam", "dsm", "daressalaam"] },
    { term: "contact", variants: ["call", "phone", "telephone", "tel", "simu", "reach", "talk to", "speak to", "piga simu", "kupiga", "tupigie", "nipigie"] },
    { term: "number", variants: ["namba", "nambari"] },
    { term: "long", variants: ["how long", "duration", "muda", "muda gani", "kwa muda gani"] },
    { term: "government", variants: ["serikali", "ministry", "county", "counties", "public sector", "parastatal"] },

    // Work and contracts.
    { term: "migration", variants: ["migrate", "migrating", "migrated", "move", "moving", "switch", "switching", "transfer", "kuhamia", "kuhamisha"] },
    { term: "contract", variants: ["contracts", "agreement", "mkataba", "commitment", "term", "terms", "lock in", "lock-in"] },
    { term: "cancel", variants: ["cancellation", "terminate", "termination", "quit", "exit", "kusitisha"] },
    { term: "training", variants: ["mafunzo", "train", "teach"] },
    { term: "certified", variants: ["certification", "certifications", "certificate", "accredited", "iso27001", "iso 27001", "cheti"] },
    { term: "dpa", variants: ["data protection act", "data protection law", "dppa", "pdpa", "odpc", "gdpr"] },
    { term: "digital", variants: ["digitize", "digitise", "digitalize", "digitalise", "digitization", "digitisation", "digitalization", "digitalisation", "kidijitali", "dijitali"] },
    { term: "small", variants: ["sme", "smes", "small business", "small businesses", "biashara ndogo"] },
  ],
  stopWords: [
    // English.
    "a", "about", "after", "again", "all", "also", "am", "an", "and", "any", "anyone", "are", "as", "at", "be", "because",
    "been", "before", "being", "both", "but", "by", "can", "could", "did", "do", "does", "doing", "done", "each", "either",
    "else", "ever", "every", "for", "from", "further", "get", "gets", "got", "had", "has", "have", "having", "he", "her",
    "here", "hers", "him", "his", "how", "however", "i", "if", "im", "in", "into", "is", "it", "its", "itself", "ive",
    "just", "know", "let", "like", "may", "me", "might", "more", "most", "much", "must", "my", "need", "needs", "no", "nor",
    "not", "now", "of", "on", "once", "only", "or", "other", "our", "ours", "out", "own", "please", "pls", "plz", "same",
    "shall", "she", "should", "so", "some", "such", "tell", "than", "thank", "thanks", "that", "the", "their", "them",
    "then", "there", "these", "they", "this", "those", "to", "too", "u", "ur", "until", "us", "very", "want", "was", "we",
    "were", "what", "whats", "when", "where", "which", "while", "who", "whom", "why", "will", "with", "would", "yes",
    "you", "your", "yours", "hi", "hello", "hey", "kindly", "guys", "ok", "okay", "r", "n", "abt", "wat", "wht",
    "kilele", "technologies", "tech",
    // Swahili fillers and question words.
    "je", "ni", "na", "ya", "wa", "za", "la", "kwa", "katika", "gani", "nini", "wapi", "lini", "vipi", "habari", "jambo",
    "sasa", "mambo", "tafadhali", "asante", "mimi", "sisi", "nyinyi", "yenu", "wenu", "yetu", "hii", "hiyo", "huu",
    "mna", "kuna", "iko", "ko", "mko", "ndio", "hapana", "sana", "ngapi", "nani", "leo", "yako", "inachukua", "chukua",
  ],
};
