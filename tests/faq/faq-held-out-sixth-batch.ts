// Held-out FAQ questions, a sixth blind batch (2026-11-27), written from the public pages only by
// someone who had not seen the assistant's corpus, vocabulary or tuning data, as visitors in Kenya,
// Uganda and Tanzania type them on a phone. Never tune on these: a question looked at moves to the
// development set (docs/OPERATIONS.md). Grouped by style, and within a style by the kind of fact asked.
import type { HeldOutAnswerable, HeldOutNearTopic } from "./held-out-question";

/** Long messages: two or three sentences of context around the question. */
const longMessages: readonly HeldOutAnswerable[] = [
  // offices
  {
    question:
      "We're a logistics company coming to Nairobi next week and I'd like to drop by your head office in person. What's the full address with the floor and the postal box, so I can also send documents there?",
    expect: ["4th Floor", "12345-00100"],
    page: "/contact",
  },
  {
    question:
      "Our accounts team in Kampala needs to post a signed contract to your Uganda office. What is the P.O. Box there and which floor are you on?",
    expect: ["7788", "2nd Floor"],
    page: "/about",
  },
  // phones and e-mails
  {
    question:
      "Our payroll server crashed at 2am on a Saturday and we are already your client. Who do we phone at this hour, and is there an email for that too?",
    expect: ["+254 711 999 000", "emergency@kilele.tech"],
    page: "/",
  },
  {
    question:
      "I tried calling your main Nairobi number and it was busy the whole morning. Is there another line for the Nairobi office I can try?",
    expect: ["+254 733 123 456"],
    page: "/contact",
  },
  // hours
  {
    question:
      "I work in Kampala during the week and can only visit on a Saturday after church. Until what time is your Kampala office open on Saturdays?",
    expect: ["1:00 PM"],
    page: "/contact",
  },
  {
    question:
      "I leave work in Westlands around 4:30pm on Thursdays and want to pop into your head office to collect some papers. Until what time are you open on weekdays in Nairobi?",
    expect: ["5:00 PM"],
    page: "/contact",
  },
  {
    question:
      "I prefer typing to calling, and your site has a chat. Is someone on the live chat at weekends, or only on weekdays, and between which hours?",
    expect: ["9AM–5PM"],
    page: "/contact",
  },
  // reply and meeting promises
  {
    question:
      "We need a quote for securing 60 laptops before our audit. If I send the message form on your contact page today, when should I expect an answer?",
    expect: ["24 hours"],
    page: "/contact",
  },
  {
    question: "Our CEO wants a video call with your team about a bigger project. How soon can we normally get a meeting slot?",
    expect: ["48 hours"],
    page: "/about",
  },
  // certifications and partnerships
  {
    question:
      "Our bank's vendor-risk team needs proof that our IT provider follows a recognised information security standard. Which security certification does Kilele hold?",
    expect: ["27001"],
    page: "/about",
  },
  {
    question:
      "We back up our servers with Veeam today and would like to keep using it. Are you an official Veeam provider or do you just resell it?",
    expect: ["Veeam Cloud"],
    page: "/about",
  },
  {
    question:
      "Our compliance team says the WhatsApp bot must come from a provider approved by Meta. Are you approved for the WhatsApp Business Platform?",
    expect: ["Meta Business Partner"],
    page: "/products/whatsapp-messaging-platform",
  },
  // history and people
  {
    question:
      "I read somewhere that you started as a small outfit in Nairobi. How many people founded Kilele and what did they offer at first?",
    expect: ["Three engineers"],
    page: "/about",
  },
  {
    question:
      "Before we sign a long deal we'd like to know your track record. In which year did you pass 500 clients, and what did you launch that year?",
    expect: ["2024", "data and analytics"],
    page: "/about",
  },
  {
    question: "Our procurement form asks every supplier to list its core values. What values does Kilele stand by?",
    expect: ["Integrity", "Clients First"],
    page: "/about",
  },
  // industries
  {
    question:
      "We run three private hospitals in Mwanza. Besides IT support, can you give our managers dashboards for things like bed occupancy and pharmacy stock?",
    expect: ["pharmacy stock"],
    page: "/industries/healthcare",
  },
  {
    question:
      "I'm the bursar of a secondary school in Jinja and parents keep calling about fee balances. Can you send fees, results and notices to parents on WhatsApp?",
    expect: ["notices"],
    page: "/industries/education",
  },
  {
    question: "We're a county government department and the law says our records must stay in the country. Can you offer that?",
    expect: ["Data residency"],
    page: "/industries/government",
  },
  // case studies
  {
    question:
      "We're a SACCO of about 4,000 members in Mbarara, quite like the one in your story. How much faster did their loan applications get processed after the WhatsApp assistant?",
    expect: ["50%"],
    page: "/resources/case-studies",
  },
  {
    question:
      "For the Nairobi law firm in your case study, apart from moving the email, what did you switch on to protect the client files?",
    expect: ["data loss prevention"],
    page: "/resources/case-studies",
  },
  // guides
  {
    question:
      "I manage a 40-person office and want to read up before calling you. Who is the SME playbook written for, and how many pages is it?",
    expect: ["1 to 300 staff", "45"],
    page: "/resources/guides",
  },
  {
    question:
      "Our IT lead wants something to read on moving to Microsoft 365 before we talk to you. Which steps of the migration does your guide walk through?",
    expect: ["assessment, migration, training"],
    page: "/resources/guides",
  },
  // support plans
  {
    question:
      "We run a 24-hour pharmacy chain, so our problems happen at night. Which support plan gives round-the-clock phone and WhatsApp support, and how much does it add?",
    expect: ["Premium Support", "30%"],
    page: "/products",
  },
  {
    question:
      "We're a big manufacturer and need engineers who can physically come to the plant. Which support plan has named engineers on site, and how fast do they respond to a critical issue?",
    expect: ["Enterprise Support", "15-minute"],
    page: "/products",
  },
  // contract, cancellation and retainer rules
  {
    question: "We like the website package but we may relocate next year. If we stop before the minimum period is over, what do we owe?",
    expect: ["remaining months"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question:
      "We're a ministry preparing next year's budget. What contract lengths can we sign with you, and which one is meant for a pilot?",
    expect: ["12 months", "pilot"],
    page: "/industries/government",
  },
  {
    question:
      "Our marketing team is on the growth retainer but we barely used our hours this month. Do the unused hours carry over to next month?",
    expect: ["roll over"],
    page: "/resources/knowledge-base",
  },
  // Microsoft 365
  {
    question:
      "We're a 15-person accounting firm and everyone lives in desktop Excel. Which Microsoft 365 plan gives us the desktop apps, and what is it per user?",
    expect: ["Business Standard", "$12.50"],
    page: "/products/microsoft-365",
  },
  {
    question:
      "We're worried about lost laptops with client data on them. Which Microsoft 365 plan lets you wipe a stolen laptop remotely, and what does it cost?",
    expect: ["Business Premium", "$22"],
    page: "/products/microsoft-365",
  },
  // Google Workspace
  {
    question:
      "We hold all-staff video calls with around 300 people joining. Which Google Workspace plan allows that many people in one meeting?",
    expect: ["Business Plus"],
    page: "/products/google-workspace",
  },
  // WhatsApp platform
  {
    question:
      "We want three customer-care agents sharing one WhatsApp inbox, plugged into our CRM. Which WhatsApp platform plan covers that?",
    expect: ["Professional"],
    page: "/products/whatsapp-messaging-platform",
  },
  // cloud backup
  {
    question:
      "The auditors at our bank want backups kept for at least 60 days. Which backup plan keeps them that long, and what is its price per TB?",
    expect: ["90-day", "$99"],
    page: "/products/cloud-backup-and-recovery",
  },
  // products catalogue
  {
    question:
      "We have about 30 servers in a data centre and need someone watching them round the clock who alerts us before users notice. What does your infrastructure monitoring start at?",
    expect: ["$600"],
    page: "/products",
  },
  {
    question: "Our sales team tracks customers in spreadsheets and would love WhatsApp built in. What does your CRM start at per month?",
    expect: ["$1,200"],
    page: "/products",
  },
  // AI services
  {
    question: "Our call centre gets messages in both Swahili and English. Can your AI actually understand both languages?",
    expect: ["Swahili"],
    page: "/ai-services",
  },
  {
    question:
      "Customers of our internet business keep leaving for competitors. Can your predictive analytics tell us which customers are likely to leave?",
    expect: ["Churn"],
    page: "/ai-services",
  },
  {
    question:
      "We're a fintech and fraud on our mobile-money wallet is rising. Can your security AI protect mobile-money and payment systems?",
    expect: ["mobile-money"],
    page: "/ai-services",
  },
  {
    question:
      "We run a water utility with pumping stations far from town where power cuts are common. Can your monitoring keep an eye on remote sites like that?",
    expect: ["unreliable power"],
    page: "/ai-services",
  },
  // solution packages
  {
    question:
      "Our security assessment found a lot of gaps and we're considering the top security package. How often would you do penetration testing on it?",
    expect: ["twice a year"],
    page: "/solutions/security-and-compliance",
  },
  {
    question:
      "We're a retailer with data in our POS, our accounting system and mobile money. On the starter analytics package, how many data sources can we connect and how often does the data refresh?",
    expect: ["3 data sources", "Daily"],
    page: "/solutions/data-and-analytics",
  },
  {
    question:
      "We want a WhatsApp assistant that takes orders straight into our own system. Which automation package includes the integration, and what is it per month?",
    expect: ["Growth", "$499"],
    page: "/solutions/ai-and-messaging-automation",
  },
  // privacy
  {
    question:
      "I downloaded one of your guides and left my phone number. How long do you keep guide download requests before deleting them?",
    expect: ["24 months"],
    page: "/privacy",
  },
];

/** Terse messages, often misspelt or abbreviated. */
const terse: readonly HeldOutAnswerable[] = [
  // offices
  { question: "dar office po box", expect: ["4455"], page: "/contact" },
  { question: "kampala ofc wich floor", expect: ["2nd Floor"], page: "/contact" },
  { question: "nbo hq full adress", expect: ["Westlands Road", "4th Floor"], page: "/" },
  // phones and e-mails
  { question: "info email?", expect: ["info@kilele.tech"], page: "/" },
  { question: "nrb ofis email", expect: ["nairobi@kilele.tech"], page: "/contact" },
  { question: "uganda office email adress", expect: ["kampala@kilele.tech"], page: "/about" },
  { question: "main phone no", expect: ["+254 700 123 456"], page: "/" },
  // hours
  { question: "sunday open?", expect: ["Closed"], page: "/contact" },
  { question: "kampala sat hrs", expect: ["9:00 AM", "1:00 PM"], page: "/contact" },
  { question: "dar closing time weekdays", expect: ["5:00 PM"], page: "/contact" },
  // reply and meeting promises
  { question: "email support reply time", expect: ["4 hours"], page: "/contact" },
  // certifications and partnerships
  { question: "msft solutions partner designations??", expect: ["Modern Work"], page: "/about" },
  // history and people
  { question: "yr founded", expect: ["2012"], page: "/" },
  { question: "wen dar office opened", expect: ["2018"], page: "/about" },
  { question: "who is ceo", expect: ["David Kamau"], page: "/about" },
  // industries
  { question: "industries u serve", expect: ["Manufacturing", "Government"], page: "/" },
  { question: "smes served count", expect: ["300+"], page: "/industries" },
  { question: "school wifi content filter?", expect: ["filter"], page: "/industries/education" },
  // case studies
  { question: "sacco case study calls reduced by", expect: ["65%"], page: "/resources/case-studies" },
  { question: "umoja sacco located where", expect: ["Kampala"], page: "/resources/case-studies" },
  // guides
  { question: "m365 guide pages", expect: ["28"], page: "/resources/guides" },
  { question: "free guides list", expect: ["SME Digital Transformation Playbook", "Microsoft 365 Migration Guide"], page: "/resources" },
  // support plans
  { question: "essential support cost", expect: ["Included"], page: "/products" },
  { question: "premium suport critical response", expect: ["1-hour"], page: "/products" },
  // contract, cancellation and retainer rules
  { question: "web design min contract", expect: ["12-month"], page: "/solutions/web-design-as-a-service" },
  { question: "retainer commitment period", expect: ["12-month"], page: "/resources/knowledge-base" },
  // Microsoft 365
  { question: "m365 basic mailbox size", expect: ["50GB"], page: "/products/microsoft-365" },
  { question: "premium m365 price", expect: ["$22"], page: "/" },
  // Google Workspace
  { question: "gws plus price", expect: ["$18"], page: "/products/google-workspace" },
  { question: "gws standard storage", expect: ["2TB"], page: "/products/google-workspace" },
  // WhatsApp platform
  { question: "wa pro plan msgs/month", expect: ["10,000"], page: "/products/whatsapp-messaging-platform" },
  // cloud backup
  { question: "essential backup retention", expect: ["30-day"], page: "/products/cloud-backup-and-recovery" },
  { question: "backup essentail per tb", expect: ["$49"], page: "/" },
  // products catalogue
  { question: "DRaaS price", expect: ["$3,000"], page: "/products" },
  { question: "doc mgmt start price", expect: ["$600"], page: "/products" },
  { question: "analytics platfrom price", expect: ["$2,500"], page: "/products" },
  // AI services
  { question: "phishing ai?", expect: ["Phishing"], page: "/ai-services" },
  { question: "anomaly detection on transactions?", expect: ["transactions"], page: "/ai-services" },
  // solution packages
  { question: "sec pro package devices", expect: ["250 devices"], page: "/solutions/security-and-compliance" },
  { question: "analytics pro price", expect: ["$1,500"], page: "/solutions/data-and-analytics" },
  { question: "web growth pages count", expect: ["20 pages"], page: "/solutions/web-design-as-a-service" },
  { question: "sme enterprise training hrs", expect: ["40 hours"], page: "/solutions/sme-digital-transformation" },
  { question: "licensing growth max users", expect: ["100 users"], page: "/solutions/cloud-and-licensing" },
];

/** Swahili-English mixes. */
const swahiliMixes: readonly HeldOutAnswerable[] = [
  // offices
  { question: "sanduku la posta la ofisi ya Kampala ni ngapi?", expect: ["7788"], page: "/contact" },
  { question: "ofisi ya Dar iko wapi, floor ya ngapi?", expect: ["Samora Avenue", "3rd Floor"], page: "/contact" },
  { question: "head office yenu iko wapi pale Nairobi?", expect: ["Westlands Road"], page: "/" },
  // phones and e-mails
  { question: "naweza kupiga namba gani kama server imeanguka usiku?", expect: ["+254 711 999 000"], page: "/" },
  { question: "email ya support ni ipi?", expect: ["support@kilele.tech"], page: "/contact" },
  { question: "namba ya simu ya ofisi ya Kampala tafadhali", expect: ["+256 700 123 456"], page: "/contact" },
  { question: "email ya privacy ni gani nikitaka data yangu ifutwe?", expect: ["privacy@kilele.tech"], page: "/privacy" },
  // hours
  { question: "ofisi ya Nairobi inafunguliwa saa ngapi jumamosi na kufunga saa ngapi?", expect: ["9:00 AM", "2:00 PM"], page: "/contact" },
  { question: "jumapili mko wazi?", expect: ["Closed"], page: "/contact" },
  { question: "Kampala mnafungua saa ngapi asubuhi weekdays?", expect: ["8:00 AM"], page: "/contact" },
  { question: "live chat inapatikana siku gani?", expect: ["Mon–Fri"], page: "/contact" },
  // reply and meeting promises
  { question: "nikijaza form ya contact, mtanijibu baada ya muda gani?", expect: ["24 hours"], page: "/contact" },
  { question: "naweza kupata meeting na team yenu lini?", expect: ["48 hours"], page: "/contact" },
  // certifications and partnerships
  { question: "mna certification ya ISO gani?", expect: ["27001"], page: "/" },
  { question: "nyinyi ni partner wa Google?", expect: ["Google Workspace Partner"], page: "/about" },
  // history and people
  { question: "Kilele ilianza biashara lini?", expect: ["2012"], page: "/" },
  { question: "mlianzisha WhatsApp platform mwaka gani?", expect: ["2022"], page: "/about" },
  { question: "mlifungua ofisi ya Uganda kuhudumia wateja wa aina gani?", expect: ["savings cooperatives"], page: "/about" },
  // industries
  { question: "mnahudumia benki na sacco ngapi?", expect: ["45+"], page: "/industries" },
  { question: "mnasaidia NGO kupata licences za bei nafuu?", expect: ["discounted"], page: "/industries/ngos" },
  { question: "viwanda mnaweza kutupa dashboards za production kwa kila shift?", expect: ["shift"], page: "/industries/manufacturing" },
  // case studies
  { question: "ile law firm ilipunguza gharama za IT kwa asilimia ngapi?", expect: ["20%"], page: "/resources/case-studies" },
  {
    question: "kwenye case study ya sacco, maswali asilimia ngapi yanajibiwa papo hapo?",
    expect: ["90%"],
    page: "/resources/case-studies",
  },
  // guides
  { question: "playbook ya SME ina kurasa ngapi?", expect: ["45"], page: "/resources/guides" },
  { question: "guide ya Microsoft 365 imeandikwa kwa ajili ya nani?", expect: ["IT leads"], page: "/resources/guides" },
  // support plans
  { question: "enterprise support ni bei gani?", expect: ["Custom pricing"], page: "/products" },
  { question: "essential support mnajibu baada ya muda gani?", expect: ["4-hour"], page: "/products" },
  // contract, cancellation and retainer rules
  {
    question: "tukivunja mkataba wa website mapema tunalipa nini?",
    expect: ["remaining months"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "tukizidi package yetu ya licensing tunahitaji mkataba mpya?",
    expect: ["following month"],
    page: "/solutions/cloud-and-licensing",
  },
  { question: "naweza kulipa kwa shilingi badala ya dola?", expect: ["KES"], page: "/products/microsoft-365" },
  // Microsoft 365
  { question: "bei ya Microsoft 365 business basic kwa mtu mmoja ni ngapi?", expect: ["$6"], page: "/products/microsoft-365" },
  { question: "m365 inakuja na storage kiasi gani kwa kila mtu?", expect: ["1TB"], page: "/products/microsoft-365" },
  // Google Workspace
  {
    question: "google workspace starter meeting inaruhusu watu wangapi?",
    expect: ["100 participants"],
    page: "/products/google-workspace",
  },
  // WhatsApp platform
  { question: "whatsapp platform enterprise ni bei gani?", expect: ["Custom"], page: "/products/whatsapp-messaging-platform" },
  // cloud backup
  {
    question: "enterprise backup inakuja na disaster recovery site?",
    expect: ["Disaster recovery site"],
    page: "/products/cloud-backup-and-recovery",
  },
  // products catalogue
  { question: "server backup bei gani kwa mwezi?", expect: ["$800"], page: "/products" },
  { question: "business continuity planning inaanzia bei gani?", expect: ["$1,500"], page: "/products" },
  // AI services
  { question: "monitoring AI inaweza kutuonya kabla betri za UPS hazijakufa?", expect: ["batteries"], page: "/ai-services" },
  {
    question: "tunaweza kuuliza data yetu maswali kwa lugha ya kawaida?",
    expect: ["Natural-language questions"],
    page: "/data-analytics-platform",
  },
  {
    question: "AI yenu inaweza kusoma invoices na vitambulisho bila kuandika upya?",
    expect: ["Document intelligence"],
    page: "/ai-services",
  },
  // privacy
  { question: "maswali ninayouliza kwenye chat mnayahifadhi kwa muda gani?", expect: ["13 months"], page: "/privacy" },
  // solution packages
  { question: "web design starter ni bei gani kwa mwezi?", expect: ["$1,500"], page: "/solutions/web-design-as-a-service" },
  { question: "programme ya SME transformation inachukua siku ngapi?", expect: ["90 days"], page: "/solutions/sme-digital-transformation" },
  { question: "bei ya whatsapp automation starter package?", expect: ["$199"], page: "/solutions/ai-and-messaging-automation" },
];

/** Questions that name their topic only through the page they are asked on. */
const pageImplied: readonly HeldOutAnswerable[] = [
  // Microsoft 365
  { question: "how much is the middle one?", expect: ["$12.50"], page: "/products/microsoft-365" },
  { question: "which one has intune", expect: ["Business Premium"], page: "/products/microsoft-365" },
  { question: "will we lose mails when u move us", expect: ["24 hours"], page: "/products/microsoft-365" },
  // Google Workspace
  { question: "biggest plan storage per user?", expect: ["5TB"], page: "/products/google-workspace" },
  { question: "which one can record meetings", expect: ["Business Standard"], page: "/products/google-workspace" },
  { question: "how fast do u migrate us", expect: ["12h"], page: "/products/google-workspace" },
  // WhatsApp platform
  { question: "smallest plan how many msgs", expect: ["1,000"], page: "/products/whatsapp-messaging-platform" },
  { question: "price of the popular plan?", expect: ["$299"], page: "/products/whatsapp-messaging-platform" },
  { question: "how many agents on the middle plan", expect: ["5 agent seats"], page: "/products/whatsapp-messaging-platform" },
  // cloud backup
  { question: "how fast can u restore?", expect: ["15 min"], page: "/products/cloud-backup-and-recovery" },
  { question: "does the top plan have failover", expect: ["failover"], page: "/products/cloud-backup-and-recovery" },
  { question: "which plan backs up whole servers and VMs", expect: ["Professional"], page: "/products/cloud-backup-and-recovery" },
  // solution packages
  { question: "up to how many users on the cheapest one?", expect: ["25 users"], page: "/solutions/cloud-and-licensing" },
  { question: "how long does the move take", expect: ["2–4 weeks"], page: "/solutions/cloud-and-licensing" },
  { question: "response time on growth?", expect: ["4-hour"], page: "/solutions/cloud-and-licensing" },
  { question: "how many conversations on the top package", expect: ["Unlimited"], page: "/solutions/ai-and-messaging-automation" },
  { question: "which languages does it speak", expect: ["Swahili"], page: "/solutions/ai-and-messaging-automation" },
  {
    question: "whats included in the starter one",
    expect: ["One WhatsApp Business number"],
    page: "/solutions/ai-and-messaging-automation",
  },
  { question: "whats the 12 month total for growth", expect: ["$42,000"], page: "/solutions/web-design-as-a-service" },
  { question: "how many pages on the biggest package", expect: ["Unlimited pages"], page: "/solutions/web-design-as-a-service" },
  { question: "how fast are changes usually done", expect: ["72"], page: "/solutions/web-design-as-a-service" },
  { question: "top retainer response time", expect: ["Same-day"], page: "/solutions/web-design-as-a-service" },
  { question: "first 15 days what happens", expect: ["Assess"], page: "/solutions/sme-digital-transformation" },
  { question: "support after go-live on the smallest package", expect: ["3 months"], page: "/solutions/sme-digital-transformation" },
  { question: "which laws do u cover", expect: ["PDPA 2022"], page: "/solutions/security-and-compliance" },
  { question: "assessment takes how long", expect: ["two weeks"], page: "/solutions/security-and-compliance" },
  { question: "essential covers how many devices", expect: ["50 devices"], page: "/solutions/security-and-compliance" },
  { question: "how many dashboards on starter", expect: ["5 interactive dashboards"], page: "/solutions/data-and-analytics" },
  { question: "does the enterprise one do real time data", expect: ["Real-time streaming"], page: "/solutions/data-and-analytics" },
  // products catalogue and support plans
  { question: "does every product come with support?", expect: ["Essential Support"], page: "/products" },
  { question: "wat does server care include", expect: ["Monthly patching"], page: "/products" },
  // history, offices and contacts
  { question: "who opened the tanzania office", expect: ["Baraka Mwakyusa"], page: "/about" },
  { question: "where are ur other offices", expect: ["Kampala", "Dar es Salaam"], page: "/about" },
  { question: "is the headquarters the westlands one?", expect: ["Westlands Road"], page: "/contact" },
  { question: "emergency email?", expect: ["emergency@kilele.tech"], page: "/contact" },
  // case studies
  { question: "where is the law firm based", expect: ["Nairobi"], page: "/resources/case-studies" },
  { question: "what did u do first for the sacco", expect: ["twenty questions"], page: "/resources/case-studies" },
  // guides and knowledge base
  { question: "whats in the playbook", expect: ["90-day method"], page: "/resources/guides" },
  { question: "how long are whatsapp chats kept", expect: ["30 days to 2 years"], page: "/resources/knowledge-base" },
  { question: "how fast does a new tenant go live", expect: ["24–48 hours"], page: "/resources/knowledge-base" },
  // industries
  { question: "avg productivity gain for smes", expect: ["40%"], page: "/industries" },
  { question: "can clients book appointments on whatsapp", expect: ["Appointment booking"], page: "/industries/legal" },
  { question: "what risk dashboards do u give saccos", expect: ["Portfolio"], page: "/industries/banking" },
  // AI services
  { question: "can it stop ransomware before files get encrypted", expect: ["ransomware"], page: "/ai-services" },
  { question: "which one helps us plan stock", expect: ["Demand forecasting"], page: "/ai-services" },
];

// computed: totals and tiers worked out from listed prices; the expected figure is written as a total.
const computed: readonly HeldOutAnswerable[] = [
  { question: "we r 40 ppl, business standard total per month?", expect: ["$500"], page: "/products/microsoft-365" },
  { question: "25 users on business premium, how much a month altogether", expect: ["$550"], page: "/products/microsoft-365" },
  { question: "m365 basic for 15 staff for a whole year?", expect: ["$1,080"], page: "/products/microsoft-365" },
  { question: "google plus for 10 users monthly total", expect: ["$180"], page: "/products/google-workspace" },
  { question: "gws starter watu 8 kwa mwezi ni ngapi jumla?", expect: ["$48"], page: "/products/google-workspace" },
  { question: "essential backup for 3 TB per month", expect: ["$147"], page: "/products/cloud-backup-and-recovery" },
  { question: "professional backup 5TB monthly cost", expect: ["$495"], page: "/products/cloud-backup-and-recovery" },
  { question: "identity shield for 20 users per month", expect: ["$300"], page: "/products" },
  { question: "starter retainer total for the 12 months", expect: ["$3,588"], page: "/solutions/web-design-as-a-service" },
  { question: "whatsapp professional plan for a full year", expect: ["$3,588"], page: "/products/whatsapp-messaging-platform" },
  {
    question: "We're a 35-person distribution company in Arusha. Which transformation package fits our size and what does it cost?",
    expect: ["Growth", "$15,000"],
    page: "/solutions/sme-digital-transformation",
  },
  { question: "we have 60 users, which licensing package and price", expect: ["Growth", "$299"], page: "/solutions/cloud-and-licensing" },
  {
    question: "our company has 8 employees, which website package fits and how much per month",
    expect: ["Starter", "$1,500"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "security essential for a year total?", expect: ["$6,000"], page: "/solutions/security-and-compliance" },
];

export const sixthBatchAnswerable: readonly HeldOutAnswerable[] = [...longMessages, ...terse, ...swahiliMixes, ...pageImplied, ...computed];

/** Near our topics, not answered by the pages: each must fall back to the contact path. */
export const sixthBatchNearTopic: readonly HeldOutNearTopic[] = [
  // taxes, currency and payment
  { question: "are your microsoft 365 prices inclusive of 16% VAT?" },
  { question: "bei zenu zinajumuisha VAT?" },
  { question: "what exchange rate do you use when you invoice in KES" },
  { question: "kiwango cha dola kwa shilingi ya tanzania mnatumia kipi kwenye invoice?" },
  { question: "do u accept airtel money" },
  { question: "penalty for paying an invoice late?" },
  { question: "any black friday discount this week?" },
  { question: "do you give a discount if we pay 3 years of backup upfront" },
  { question: "exact percentage discount for schools on microsoft 365?" },
  { question: "do you pay a referral commission if i bring you a client" },
  // places and visits the pages do not cover
  { question: "do u have an office in eldoret" },
  { question: "mna ofisi Mwanza?" },
  { question: "any branch in entebbe" },
  { question: "is there a kilele office in juba, south sudan" },
  {
    question: "We're opening a branch in Nakuru next year and want engineers who can visit on site. Do you have staff based in Nakuru?",
  },
  { question: "We're a Rwandan company. Do you support clients in Rwanda, and in French?" },
  { question: "is there wheelchair access or a lift at the westlands office" },
  { question: "ofisi ya kampala iko mbali kiasi gani kutoka taxi park?" },
  { question: "is there visitor parking at your westlands office" },
  // company facts the pages never state
  { question: "Who is your country director for Uganda?" },
  { question: "what is kilele's annual revenue" },
  { question: "kilele KRA PIN for our supplier registration form" },
  { question: "how many engineers do you have in the kampala office" },
  { question: "can you send your audited financial statements for our tender" },
  { question: "what's the amount of your professional indemnity insurance cover" },
  // certifications and partnerships not held
  { question: "are you ISO 22301 certified for business continuity" },
  { question: "are you a Cisco gold partner" },
  { question: "Salesforce implementation partner?" },
  // prices and limits the pages do not give
  { question: "how much is microsoft 365 apps for business per user" },
  { question: "price for exchange online plan 1 only" },
  { question: "does the $99 whatsapp plan include meta's per-conversation fees" },
  { question: "how much is an extra agent seat on whatsapp professional beyond 5" },
  { question: "cost of extra retainer hours if we go over our 15" },
  { question: "what is your hourly rate for an engineer to come on site for a one-off fix" },
  { question: "what service credit do we get if you miss the 99.9% uptime" },
  { question: "which data centre in nairobi holds our backups" },
  { question: "how long is the warranty on hardware you supply" },
  // services the pages do not offer
  { question: "Do you sell Dell or HP servers and what do they cost" },
  { question: "mnauza router za huawei?" },
  { question: "do you install biometric fingerprint clock-in systems for staff attendance" },
  { question: "do you sell microsoft certification exam vouchers" },
  { question: "do you repair cracked laptop screens" },
  { question: "can you set up a USSD shortcode for our sacco" },
  { question: "do you supply solar power backup for a server room" },
  { question: "do you resell zoom licences" },
  { question: "mnatoa mafunzo ya Excel kwa watu binafsi?" },
  { question: "do u host wordpress sites on cpanel for $5 a month" },
  { question: "how much to recover data from a dead hard disk" },
  { question: "do you implement Odoo specifically" },
  // resources and law details the pages do not give
  { question: "can we get a printed hard copy of the SME playbook posted to us" },
  { question: "will the whatsapp webinar recording be available afterwards" },
  { question: "what's the fine under kenya's data protection act if we have a breach" },
];
