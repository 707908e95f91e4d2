// Development questions: the tenth blind batch (2026-11-28), written for tuning from the pages' content
// modules by two people who had seen no corpus, vocabulary, visitor question or earlier batch, one on the
// products, plans and packages, one on the company, industries, resources, contact and privacy pages.
// Unlike the hidden sets, these are read and tuned on.
import type { HeldOutAnswerable, HeldOutNearTopic } from "./held-out-question";

export const tenthBatchAnswerable: readonly HeldOutAnswerable[] = [
  { question: "wat floor is ur nairobi office on", expect: ["4th Floor"], page: "/contact" },
  { question: "Ofisi yenu ya Kampala iko wapi hasa? Nataka kuja kesho", expect: ["Plot 14"], page: "/contact" },
  {
    question:
      "We're a logistics firm in Dar and I need to post some signed documents to your Tanzania office rather than scan them. What's the postal address there?",
    expect: ["4455"],
    page: "/contact",
  },
  { question: "dar office phone no pls", expect: ["+255 700 123 456"], page: "/contact" },
  {
    question:
      "Our server room lost power late on a Sunday night and the core system won't come back up. We're an existing client, is there a number I can call right now?",
    expect: ["+254 711 999 000"],
    page: "/contact",
  },
  { question: "What email address should I use to reach your support team?", expect: ["support@kilele.tech"], page: "/about" },
  { question: "Until what time on weekdays can I chat with someone from your team?", expect: ["9AM", "5PM"], page: "/contact" },
  { question: "how soon can I get a slot?", expect: ["48 hours"], page: "/contact" },
  { question: "Nikijaza fomu ya mawasiliano, mtanijibu baada ya muda gani?", expect: ["24 hours"], page: "/contact" },
  { question: "kampala office which floor", expect: ["2nd Floor"], page: "/contact" },
  {
    question: "Is there a second phone line for the Nairobi head office besides the main number?",
    expect: ["+254 733 123 456"],
    page: "/contact",
  },
  { question: "Tukipata tatizo la usalama usiku, tutume email wapi ya dharura?", expect: ["emergency@kilele.tech"], page: "/contact" },
  {
    question:
      "We're comparing three IT providers for our Nakuru branch and longevity matters to our MD. How long has Kilele been around, what year were you founded?",
    expect: ["2012"],
    page: "/about",
  },
  { question: "Kilele ilianzishwa na watu wangapi?", expect: ["Three engineers"], page: "/about" },
  { question: "who is ur ceo", expect: ["David Kamau"], page: "/about" },
  {
    question:
      "I'm preparing a vendor assessment for our board and need to name your technical leadership. Who is your chief technology officer?",
    expect: ["Aisha Nakato"],
    page: "/about",
  },
  { question: "Nani anaongoza kazi zenu Tanzania?", expect: ["Baraka Mwakyusa"], page: "/about" },
  {
    question:
      "We signed up last month and nobody has walked us through onboarding yet. Who on your side is in charge of onboarding, training and support?",
    expect: ["Faith Achieng"],
    page: "/about",
  },
  {
    question: "My chairman only trusts founders who have run serious systems before. What did your CEO do before starting Kilele?",
    expect: ["Kenyan banks"],
    page: "/about",
  },
  {
    question:
      "Our bank's procurement policy says every IT supplier must hold an information security certification. Are you certified, and to which standard?",
    expect: ["27001"],
    page: "/about",
  },
  { question: "wen did u get iso certified", expect: ["2018"], page: "/about" },
  {
    question:
      "Our legal counsel says any vendor touching customer data must be registered under Kenya's Data Protection Act. Is Kilele registered, and with which office?",
    expect: ["Office of the Data Protection Commissioner"],
    page: "/about",
  },
  { question: "Je, nyinyi ni Meta Business Partner kwa WhatsApp Business Platform?", expect: ["Meta Business Partner"], page: "/about" },
  { question: "which Microsoft designations do you hold?", expect: ["Modern Work"], page: "/about" },
  { question: "r u a veeam partner", expect: ["Veeam"], page: "/about" },
  {
    question:
      "We're a Ugandan NGO and want to know how long you've actually been present in Kampala before we sign a three-year deal. When did that office open?",
    expect: ["2016"],
    page: "/about",
  },
  { question: "In what year did you start offering WhatsApp automation?", expect: ["2022"], page: "/about" },
  {
    question: "Wakati wa pandemic mlihamisha watumiaji wangapi kufanya kazi remote, na ndani ya muda gani?",
    expect: ["1,000", "eight weeks"],
    page: "/about",
  },
  { question: "list ur core values", expect: ["Security by Design", "Continuous Learning"], page: "/about" },
  {
    question:
      "Our finance director keeps asking whether your engineers keep their skills current, because a previous vendor sent us people with outdated knowledge. What's your approach to training your own staff?",
    expect: ["certifies every year"],
    page: "/about",
  },
  { question: "since wen r u microsoft partner", expect: ["2014"], page: "/about" },
  { question: "Mlianza lini practice ya data and analytics?", expect: ["2024"], page: "/about" },
  {
    question:
      "I run a group of three clinics in Mombasa and want to know how much health-sector experience you have. How many healthcare facilities do you work with?",
    expect: ["60+"],
    page: "/industries",
  },
  { question: "no of schools u work with", expect: ["120+"], page: "/industries" },
  { question: "Mmesaidia wanafunzi wangapi kwa jumla kwenye shule na vyuo?", expect: ["60,000+"], page: "/industries" },
  { question: "what uptime do you get on core banking systems?", expect: ["99.99%"], page: "/industries" },
  {
    question:
      "I'm the ICT manager of a deposit-taking SACCO in Nyeri and our board prefers vendors who already know the sector. How many financial institutions do you serve?",
    expect: ["45+"],
    page: "/industries",
  },
  {
    question:
      "We're a county government evaluating IT providers, and our auditors want to know your public-sector track record. How many public institutions have you worked with?",
    expect: ["25+"],
    page: "/industries",
  },
  { question: "what is the 24 month contract meant for?", expect: ["standard service contract"], page: "/industries/government" },
  { question: "factories u support - how many", expect: ["40+"], page: "/industries" },
  { question: "By how much have you cut unplanned downtime for manufacturers?", expect: ["20%"], page: "/industries" },
  { question: "Kwa SMEs, mnaokoa gharama za IT kwa asilimia ngapi kwa wastani?", expect: ["30%"], page: "/industries" },
  {
    question:
      "The administrator at our Eldoret hospital wants one view of bed occupancy, pharmacy stock and revenue. Is that something you provide for hospitals?",
    expect: ["Operational dashboards"],
    page: "/industries/healthcare",
  },
  {
    question:
      "I'm the IT lead at a secondary school in Arusha. Parents complain they never hear about fee balances or exam results in time. Do you have something for keeping parents informed?",
    expect: ["Parent communication"],
    page: "/industries/education",
  },
  { question: "is there filtering to keep young students safe online?", expect: ["Content filtering"], page: "/industries/education" },
  {
    question: "Sisi ni NGO, mnaweza kutusaidia kupata leseni za Microsoft 365 za bure au punguzo?",
    expect: ["Donated"],
    page: "/industries/ngos",
  },
  {
    question:
      "Our programme officers work in settlements in northern Uganda where the connection is very weak. Will your collaboration tools still work for them?",
    expect: ["low bandwidth"],
    page: "/industries/ngos",
  },
  {
    question:
      "Our firm of 12 advocates in Kisumu keeps everything on one shared drive and we keep losing track of document versions. What do you offer law firms for managing documents?",
    expect: ["Matter-based filing"],
    page: "/industries/legal",
  },
  {
    question:
      "We're a conveyancing practice and last year an associate emailed a client's title documents to the wrong person. What do you offer law firms to stop that kind of email leak?",
    expect: ["data loss prevention"],
    page: "/industries/legal",
  },
  { question: "banks - do u do privileged access mgmt", expect: ["privileged access management"], page: "/industries/banking" },
  {
    question: "For banks, is the disaster recovery failover ever actually tested, and how often?",
    expect: ["annual"],
    page: "/industries",
  },
  { question: "Mna OEE dashboards kwa viwanda vya uzalishaji?", expect: ["OEE"], page: "/industries" },
  {
    question:
      "We distribute building materials and we're always either out of stock or overstocked on cement. Our GM asked if you do any AI forecasting for manufacturers and distributors.",
    expect: ["Demand forecasting"],
    page: "/industries/manufacturing",
  },
  { question: "govt citizen services chatbot multiple languages?", expect: ["Multilingual"], page: "/industries" },
  { question: "What technologies sit behind all of your industry solutions?", expect: ["Zero-trust", "IoT"], page: "/industries" },
  {
    question: "which building blocks do small businesses usually start with?",
    expect: ["Web Design as a Service"],
    page: "/industries/smes",
  },
  { question: "smes served so far?? number", expect: ["300+"], page: "/industries" },
  {
    question:
      "Our school still keeps marks in spreadsheets and the principal wants everything in one place. Do your learning platforms connect to a gradebook?",
    expect: ["Gradebook integration"],
    page: "/industries",
  },
  { question: "what does procurement-ready mean here?", expect: ["Tender documentation"], page: "/industries/government" },
  {
    question:
      "I manage a 20-person law practice in Nairobi and we're thinking about Microsoft 365. Have you done this for a law firm before, and how long did the switch take?",
    expect: ["one weekend"],
    page: "/resources/case-studies",
  },
  { question: "which m365 plan did the law firm get", expect: ["Business Premium"], page: "/resources/case-studies" },
  { question: "Mlihamisha data kiasi gani kwa ile kampuni ya mawakili?", expect: ["1.2 TB"], page: "/resources/case-studies" },
  { question: "did it make finding documents any quicker?", expect: ["60%"], page: "/resources/case-studies" },
  {
    question: "What happened to the cooperative's phone calls after the WhatsApp assistant went live?",
    expect: ["65%"],
    page: "/resources/case-studies",
  },
  {
    question:
      "We're a SACCO in Mbarara with about 3,000 members and loan applications drag on because of missing paperwork. In your cooperative example, how much faster did loan processing get?",
    expect: ["50%"],
    page: "/resources/case-studies",
  },
  { question: "umoja sacco where r they based", expect: ["Kampala"], page: "/resources/case-studies" },
  {
    question: "Kwenye ile case study ya SACCO, maswali ya wanachama yalitatuliwa papo hapo kwa asilimia ngapi?",
    expect: ["90%"],
    page: "/resources/case-studies",
  },
  { question: "Who gave the quote from the law firm?", expect: ["Grace Wanjiru"], page: "/resources/case-studies" },
  { question: "who is the CEO of the cooperative?", expect: ["Joseph Okello"], page: "/resources/case-studies" },
  {
    question:
      "Our board is nervous about member privacy if we put balances on WhatsApp. In the cooperative project, how did you protect member data?",
    expect: ["one-time PIN"],
    page: "/resources/case-studies",
  },
  { question: "law firm IT costs down by how much after", expect: ["20%"], page: "/resources/case-studies" },
  { question: "Which hospital said your monitoring team spots problems before staff notice?", expect: ["Bahari Medical"], page: "/" },
  { question: "umoja sacco size, members?", expect: ["5,000"], page: "/resources/case-studies" },
  {
    question:
      "I own a hardware shop with 8 staff and want a step-by-step plan before I talk to anyone. Who is your SME playbook written for, and how many pages is it?",
    expect: ["1 to 300", "45"],
    page: "/resources/guides",
  },
  { question: "who is the m365 migration guide for", expect: ["IT leads"], page: "/resources/guides" },
  { question: "Je, playbook ya SME inaongelea bajeti za packages kuanzia kiasi gani?", expect: ["$5,000"], page: "/resources/guides" },
  { question: "What does the Microsoft 365 migration guide cover?", expect: ["Tenant security checklist"], page: "/resources/guides" },
  { question: "How quickly does a brand-new Microsoft 365 tenant go live?", expect: ["48 hours"], page: "/resources/knowledge-base" },
  { question: "mailbox size on basic plan?", expect: ["50 GB"], page: "/resources/knowledge-base" },
  {
    question: "WhatsApp automation yenu inatumia encryption gani kuhifadhi messages kwenye platform?",
    expect: ["AES-256"],
    page: "/resources/knowledge-base",
  },
  { question: "how long are the conversations kept?", expect: ["2 years"], page: "/resources/knowledge-base" },
  { question: "do unused hours roll over?", expect: ["do not roll over"], page: "/resources/knowledge-base" },
  { question: "is hosting n ssl included in the retainer", expect: ["SSL"], page: "/resources/knowledge-base" },
  {
    question:
      "Our compliance officer asked whether your platform staff can read every customer chat. How is access controlled on the WhatsApp messaging platform?",
    expect: ["multi-factor authentication"],
    page: "/resources/knowledge-base",
  },
  { question: "Webinar ya WhatsApp automation ni tarehe gani?", expect: ["21 Jan 2027"], page: "/resources" },
  { question: "the backup webinar, what length is it?", expect: ["45 min"], page: "/resources" },
  { question: "data protection whitepaper which laws does it compare", expect: ["PDPA 2022"], page: "/resources" },
  {
    question:
      "I'm an office manager who just became our Microsoft 365 admin by accident. Is there anything on your site to help me add users and switch on MFA in my first hour?",
    expect: ["Admin Quick-Start"],
    page: "/resources",
  },
  {
    question:
      "Before I fill in your contact form I'd like to know how long you keep what I send. We're a small accounting firm and our own clients ask us about this.",
    expect: ["24 months"],
    page: "/privacy",
  },
  { question: "who hosts ur website", expect: ["Cloudflare"], page: "/privacy" },
  { question: "Mnatumia analytics tool gani kwenye website yenu?", expect: ["PostHog"], page: "/privacy" },
  { question: "Do you sell my personal information to anyone?", expect: ["never sell"], page: "/privacy" },
  { question: "if I ask for a copy of my data, when will I get an answer?", expect: ["30 days"], page: "/privacy" },
  {
    question: "If I'm unhappy with how my data is handled, can I complain to a regulator in Tanzania? Which body is that?",
    expect: ["Personal Data Protection Commission"],
    page: "/privacy",
  },
  { question: "Nikitaka data yangu ifutwe kabisa, nitume email kwa anwani gani?", expect: ["privacy@kilele.tech"], page: "/privacy" },
  {
    question:
      "I'm filling in a third-party risk form for our compliance team and it asks for your sub-processors. Who runs your website's database?",
    expect: ["Turso"],
    page: "/privacy",
  },
  {
    question: "My mobile number is Ugandan, starting +256. If I send a request through the chat, which of your offices will it go to?",
    expect: ["Kampala"],
    page: "/privacy",
  },
  { question: "how often will you email me?", expect: ["month"], page: "/newsletter" },
  { question: "Newsletter yenu huwa na nini ndani yake?", expect: ["security advisories"], page: "/newsletter" },
  { question: "newsletter signup data kept how long", expect: ["unsubscribe"], page: "/privacy" },
  {
    question:
      "We're a 15-person accounting firm in Westlands still on cPanel email. If we move to Microsoft 365 and go with Business Standard, what does it cost per user each month?",
    expect: ["$12.50"],
    page: "/products/microsoft-365",
  },
  { question: "m365 premium price per user", expect: ["22", "Business Premium"], page: "/" },
  { question: "How much cloud file space does each person get with Microsoft 365?", expect: ["1TB"], page: "/products/microsoft-365" },
  { question: "Mailbox ya Business Basic ni ya GB ngapi?", expect: ["50GB"], page: "/products/microsoft365" },
  { question: "which one gets me intune for managing staff phones?", expect: ["Business Premium"], page: "/products/microsoft-365" },
  { question: "what are the steps to get us set up on this?", expect: ["Assessment", "Training"], page: "/products/microsoft-365" },
  {
    question:
      "Our director prefers paying in shillings rather than dollars because of forex swings. For Microsoft 365, can you invoice us in KES, and is monthly billing possible?",
    expect: ["KES"],
    page: "/products/microsoft-365",
  },
  {
    question:
      "We're a law firm holding sensitive client files and our compliance officer is asking about controls that stop data leaking out. Which Microsoft 365 plan comes with data loss prevention?",
    expect: ["Business Premium"],
    page: "/industries/legal",
  },
  { question: "does basic hav teams meetings", expect: ["online meetings"], page: "/products/microsoft-365" },
  { question: "can i get a free trial of 365 b4 we buy", expect: ["Free Trial"], page: "/products/microsoft-365" },
  {
    question:
      "Our NGO team of 12 works entirely in Google Docs and our Drive keeps filling up. How much storage per user does Google Workspace Business Standard give us?",
    expect: ["2TB"],
    page: "/products/google-workspace",
  },
  { question: "gworkspace starter storage per user", expect: ["30GB"], page: "/products/google-workspace" },
  {
    question: "Google Workspace Business Plus ni bei gani kwa mtu mmoja kwa mwezi?",
    expect: ["18", "Business Plus"],
    page: "/products/google-workspace",
  },
  {
    question: "how many people can join a video call on the cheapest one?",
    expect: ["100 participants"],
    page: "/products/google-workspace",
  },
  {
    question:
      "Every year our cooperative holds its AGM online with around 400 members joining. Which Google Workspace plan can handle that many participants in one meeting?",
    expect: ["Business Plus"],
    page: "/products/google-workspace",
  },
  { question: "vault ediscovery which plan gw", expect: ["Business Plus"], page: "/products/google-workspace" },
  { question: "can we sign PDFs and contracts inside it?", expect: ["eSignature"], page: "/products/google-workspace" },
  { question: "What uptime do you quote for Google Workspace?", expect: ["99.8%"], page: "/products/google-workspace" },
  {
    question:
      "We're a pharmacy chain in Mombasa with three branches and want customers to get stock and price answers on WhatsApp. What's the monthly cost of the Starter plan and how many messages does it cover?",
    expect: ["$99", "1,000 messages"],
    page: "/products/whatsapp-messaging-platform",
  },
  { question: "whatsapp pro plan how many agents", expect: ["5 agent seats"], page: "/products/whatsapp-messaging-platform" },
  {
    question: "Professional plan ya WhatsApp inaruhusu messages ngapi kwa mwezi?",
    expect: ["10,000 messages"],
    page: "/products/whatsapp-messaging-platform",
  },
  { question: "Can the WhatsApp bot reply to customers in Swahili?", expect: ["Swahili"], page: "/products/whatsapp-messaging-platform" },
  {
    question:
      "Our SACCO gets flooded with calls from members asking for their balances. What kind of drop in support calls have you seen with the WhatsApp platform?",
    expect: ["65%"],
    page: "/products/whatsapp-messaging-platform",
  },
  { question: "wa platform integrate wit our crm?", expect: ["Professional"], page: "/products/whatsapp-messaging-platform" },
  {
    question: "Naweza kutuma broadcast kwa customers wote kwa WhatsApp platform? Iko kwa plan gani?",
    expect: ["Professional"],
    page: "/products/whatsapp-messaging-platform",
  },
  { question: "what share of questions gets answered straight away?", expect: ["90%"], page: "/products/whatsapp-messaging-platform" },
  {
    question:
      "Before our board signs off, they want to see the thing working with our real questions. Can you set up a WhatsApp platform demo using our own FAQs?",
    expect: ["demo", "FAQs"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question:
      "We have about 2TB of file-server data and accounting databases at our Kampala office. What's the per-TB monthly price of the Professional backup plan, and how long are backups kept?",
    expect: ["$99", "90-day"],
    page: "/products/cloud-backup-and-recovery",
  },
  { question: "backup essential retention how many days", expect: ["30-day"], page: "/products/cloud-backup-and-recovery" },
  { question: "Backup zenu zinatumia encryption gani?", expect: ["AES-256"], page: "/products/cloud-backup-and-recovery" },
  { question: "how fast can we be back up and running after a crash?", expect: ["15 min"], page: "/products/cloud-backup-and-recovery" },
  {
    question:
      "After a ransomware scare at a neighbouring business, our MD wants proof that backups actually restore. Which backup plan includes quarterly recovery tests?",
    expect: ["Professional"],
    page: "/products/cloud-backup-and-recovery",
  },
  { question: "who holds d keys 4 the backups", expect: ["only you"], page: "/products/cloud-backup-and-recovery" },
  {
    question: "Enterprise backup ina disaster recovery site na failover?",
    expect: ["failover"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question: "is there a free check of how protected we are today?",
    expect: ["free backup review"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question:
      "Our auditors want records kept longer than 90 days and someone dedicated to handle recoveries. Which backup plan gives custom retention and a dedicated recovery engineer?",
    expect: ["Enterprise", "recovery engineer"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question: "Hackers wakiingia kwenye system, wanaweza kufuta ama kubadilisha backup zetu?",
    expect: ["Immutable"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question:
      "We're a 40-staff logistics company in Dar and our auditors flagged weak passwords and no MFA. What does Identity Shield start at?",
    expect: ["$15"],
    page: "/products",
  },
  { question: "ai threat defense price", expect: ["$1,200"], page: "/products" },
  { question: "Compliance Manager inaanzia bei gani kwa mwezi?", expect: ["$800"], page: "/products" },
  { question: "server care wat included", expect: ["Monthly patching"], page: "/products" },
  {
    question:
      "We're planning to move our on-prem servers to the cloud next quarter. What does your Cloud Migration Suite start at, and which clouds can you move us to?",
    expect: ["$2,000", "AWS"],
    page: "/products",
  },
  {
    question: "Do you offer remote desktops staff can log into from home, and what's the starting price?",
    expect: ["Virtual Desktop", "$1,000"],
    page: "/products",
  },
  { question: "managed data warehouse cost", expect: ["$5,000"], page: "/products" },
  {
    question:
      "Our finance team wants sales and finance dashboards in Power BI without a huge project. What is the starting price for your BI Dashboards product?",
    expect: ["$700"],
    page: "/products",
  },
  { question: "ERP yenu inasupport tax za KRA, URA na TRA? Bei inaanzia wapi?", expect: ["$4,000"], page: "/products" },
  {
    question:
      "Being a hospital, we can't afford downtime if our server room floods. What's the starting price of Disaster Recovery as a Service, and how often do you test failover?",
    expect: ["$3,000", "Annual"],
    page: "/products",
  },
  { question: "What does your managed platform for dashboards and forecasts start at?", expect: ["$2,500"], page: "/products" },
  {
    question:
      "We already get our Microsoft 365 licences through you, and our CFO wants 24/7 phone and WhatsApp support. What does Premium Support cost?",
    expect: ["30%"],
    page: "/products",
  },
  { question: "essential support response time", expect: ["4-hour response"], page: "/products" },
  { question: "Enterprise Support mna engineers on site hapa Kampala?", expect: ["Named engineers"], page: "/products" },
  { question: "is the basic support free or extra?", expect: ["Included"], page: "/products" },
  { question: "How quickly do you respond to a critical problem on your top support tier?", expect: ["15-minute"], page: "/products" },
  { question: "Premium Support mnajibu critical issues baada ya muda gani?", expect: ["1-hour"], page: "/products" },
  {
    question:
      "We have 60 staff across Nairobi and Mombasa on a mix of Gmail and Outlook. Which managed licensing package fits us and what's the monthly fee?",
    expect: ["Growth", "299"],
    page: "/solutions/cloud-and-licensing",
  },
  { question: "licensing starter max users", expect: ["Up to 25 users"], page: "/solutions/cloud-and-licensing" },
  {
    question: "Kwa package za Cloud & Licensing, licence zenyewe zinalipwa juu ya hiyo fee ama ziko ndani?",
    expect: ["vendor's price"],
    page: "/solutions/cloud-and-licensing",
  },
  { question: "how long does moving over normally take?", expect: ["2–4 weeks"], page: "/solutions/cloud-and-licensing" },
  {
    question: "If our company grows past the package we're on, do we need to sign a new contract?",
    expect: ["no new contract"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question:
      "Our MD wants a quote for you managing our licences; we're about 30 users. How soon after we send our user count will we get the retainer quote?",
    expect: ["one business day"],
    page: "/solutions/cloud-and-licensing",
  },
  { question: "growth pkg priority support response time", expect: ["4-hour"], page: "/solutions/cloud-and-licensing" },
  {
    question:
      "We're a regional group with offices in Kenya and Uganda and 300+ users on one tenant. Does your managed licensing cover multi-country administration, and which package is that?",
    expect: ["Enterprise", "multi-country"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question:
      "We're a clinic chain wanting WhatsApp bookings connected to our booking system. What does the Growth automation package cost and how many conversations does it allow?",
    expect: ["499", "5,000 conversations"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question: "Tukianza na AI assistant ya WhatsApp, itakuwa live baada ya muda gani?",
    expect: ["24–48 hours"],
    page: "/solutions/ai-and-messaging-automation",
  },
  { question: "ai messaging starter price", expect: ["199"], page: "/solutions/ai-and-messaging-automation" },
  {
    question: "how many staff can use the agent inbox on the middle one?",
    expect: ["10 staff"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question:
      "We're a six-person tour company in Arusha and our current site looks dated. What's the monthly fee for the Starter web design package, and how many pages do we get?",
    expect: ["$1,500", "Up to 8"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "min contract for web design", expect: ["12-month"], page: "/solutions/web-design-as-a-service" },
  {
    question: "Tukicancel website kabla ya miezi 12 kuisha, tunalipa nini?",
    expect: ["remaining months"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "how long until the site goes live?", expect: ["4 weeks"], page: "/solutions/web-design-as-a-service" },
  {
    question:
      "If we already have a website and just need someone to make changes each month, how many hours does your cheapest option give us?",
    expect: ["5 hours"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "growth retainer hrs n price", expect: ["15 hours", "599"], page: "/solutions/web-design-as-a-service" },
  {
    question:
      "Our marketing team pushes campaigns every week and we need a standing web team. How many hours does the Enterprise Retainer include, and how fast do you respond?",
    expect: ["40 hours", "Same-day"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "Web design Growth package ni ya kampuni yenye wafanyakazi wangapi?",
    expect: ["11–50"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "If we don't use all our retainer hours one month, do they carry over to the next?",
    expect: ["roll over"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question:
      "We're a 120-staff insurer and the new website must connect to our CRM and run in English and Swahili. Which web design package covers integrations and multiple languages?",
    expect: ["Enterprise", "multiple languages"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question:
      "We're a 35-person distribution business in Kisumu still running on paper and Excel. Which SME transformation package fits our size, and what's the fixed price?",
    expect: ["Growth", "$15,000"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question: "Foundation package ya SME inakuja na training ya masaa mangapi?",
    expect: ["8 hours"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question: "sme enterprise pkg how many months support after go live",
    expect: ["12 months"],
    page: "/solutions/sme-digital-transformation",
  },
  { question: "what happens between day 31 and day 75?", expect: ["Migrate"], page: "/solutions/sme-digital-transformation" },
  {
    question: "Is there a free assessment before we commit to the 90-day programme?",
    expect: ["free assessment"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question:
      "We're a SACCO with around 120 computers and the regulator now expects 24/7 monitoring. Which security package covers that many devices, and what's the monthly price?",
    expect: ["Professional", "$1,500"],
    page: "/solutions/security-and-compliance",
  },
  { question: "Security Essential package inacover devices ngapi?", expect: ["50 devices"], page: "/solutions/security-and-compliance" },
  { question: "pen testing how often on enterprise security", expect: ["twice a year"], page: "/solutions/security-and-compliance" },
  { question: "Are you ISO 27001 certified?", expect: ["ISO 27001"], page: "/solutions/security-and-compliance" },
  { question: "how long does the assessment take?", expect: ["two weeks"], page: "/solutions/security-and-compliance" },
  {
    question:
      "Our Tanzanian subsidiary has to comply with the data protection law there. Which Tanzanian law do you help organisations comply with?",
    expect: ["PDPA 2022"],
    page: "/solutions/security-and-compliance",
  },
  {
    question:
      "We had a breach last year and our insurer now requires an incident response arrangement. Which of your security packages includes an incident response retainer?",
    expect: ["Enterprise", "incident response"],
    page: "/solutions/security-and-compliance",
  },
  {
    question:
      "We have QuickBooks, a POS and M-Pesa statements we'd like in one dashboard. How many data sources does the Starter analytics package connect, and what does it cost?",
    expect: ["3 data sources", "$500"],
    page: "/solutions/data-and-analytics",
  },
  {
    question: "Professional analytics package, data inarefresh kila saa ama kila siku?",
    expect: ["Hourly"],
    page: "/solutions/data-and-analytics",
  },
  { question: "analytics starter how many dashboards", expect: ["5 interactive dashboards"], page: "/solutions/data-and-analytics" },
  {
    question: "How many data sources can the Professional analytics package pull from?",
    expect: ["10 data sources"],
    page: "/solutions/data-and-analytics",
  },
  {
    question:
      "We're a SACCO and loan defaults have been climbing this year. Does your predictive analytics score loan applications for credit risk?",
    expect: ["Credit risk scoring"],
    page: "/ai-services",
  },
  { question: "AI yenu inaelewa Kiswahili kwenye emails na chats za wateja?", expect: ["Swahili"], page: "/ai-services" },
  { question: "monitoring ai predict disk failures?", expect: ["failing disks"], page: "/ai-services" },
  {
    question: "can our managers just type questions about the numbers in plain words?",
    expect: ["Natural-language"],
    page: "/data-analytics-platform",
  },
  {
    question:
      "We don't have a data science team and honestly I'm not sure where AI fits for us. Do you offer some kind of session to work out where to start?",
    expect: ["AI Discovery Session"],
    page: "/ai-services",
  },
  { question: "analytics faster reporting by wat %", expect: ["40%"], page: "/solutions" },
  { question: "How many ERP and CRM implementations has your software team done?", expect: ["150+"], page: "/solutions" },
  { question: "Managed IT & Infrastructure yenu, response time ni ngapi?", expect: ["4 hrs"], page: "/solutions" },
];

export const tenthBatchNearTopic: readonly HeldOutNearTopic[] = [
  { question: "Do you have an office in Kigali?" },
  { question: "We're based in Mombasa and our directors prefer face-to-face meetings. Do you have a branch at the coast we could visit?" },
  { question: "any job openings at kilele" },
  { question: "Mnachukua wanafunzi wa internship mwaka huu?" },
  { question: "What is Kilele's total headcount across the three countries?" },
  { question: "wats ur annual revenue" },
  { question: "Our bank needs every outsourced IT supplier to share a SOC 2 Type II report. Do you have one you can send?" },
  { question: "Je, mna cheti cha ISO 9001?" },
  { question: "Are you an AWS partner?" },
  { question: "who is the director for uganda?" },
  { question: "who is ur data protection officer" },
  { question: "We're a 40-bed hospital running Care2x. Does your healthcare solution integrate with our EMR out of the box?" },
  { question: "Mnauza laptops na printers kwa ofisi?" },
  { question: "is the playbook available in swahili?" },
  { question: "How much does it cost to attend the WhatsApp automation webinar?" },
  { question: "nairobi office parking available?" },
  { question: "As an NGO we heard Microsoft gives big discounts. Exactly what percentage off Microsoft 365 would we get through you?" },
  { question: "Bei ya framework kwa serikali za kaunti ni kiasi gani kwa mwezi?" },
  { question: "Will you sign a non-disclosure agreement before we share our network diagrams?" },
  { question: "do you integrate with SAP?" },
  { question: "do u have a podcast" },
  { question: "Our agency has an existing framework that requires Huawei Cloud. Are you a certified Huawei Cloud partner?" },
  { question: "Ofisi yenu ya Arusha iko mtaa gani?" },
  { question: "What awards has Kilele won?" },
  { question: "can I call the law firm as a reference?" },
  {
    question:
      "We're a 50-user insurance broker already on Microsoft 365 Business Standard and management keeps hearing about Copilot. What would adding Copilot cost per user through you?",
  },
  {
    question:
      "Our finance manager has to budget in shillings for next year. When you invoice Microsoft 365 in KES, which exchange rate do you apply, and is it fixed for the year?",
  },
  {
    question:
      "We're a 20-person design studio that lives in Adobe tools. Can you also supply and manage Adobe Creative Cloud licences alongside our Google Workspace?",
  },
  {
    question:
      "We already pay Meta directly for WhatsApp conversations with another provider. If we move to your WhatsApp platform, are Meta's conversation charges included in the plan price or billed separately?",
  },
  {
    question:
      "Our bank's regulator keeps asking where backup copies physically sit. For your cloud backup, which country are the data centres in?",
  },
  {
    question:
      "We run our sales pipeline on Salesforce and the team is nervous about losing records. Do you back up Salesforce data as part of Cloud Backup & Recovery?",
  },
  {
    question:
      "We're a hotel in Naivasha that needs new access points and a core switch. Can you quote the hardware, say a Cisco switch, and what would it cost?",
  },
  { question: "google workspace enterprise plan price" },
  { question: "m365 e3 how much per user" },
  { question: "min no of users for m365" },
  { question: "extra agent seat cost on wa pro" },
  { question: "power bi pro licence price" },
  { question: "u do logo design n branding?" },
  { question: "Bei za Microsoft 365 zinajumuisha VAT ama inaongezwa juu?" },
  { question: "Mnauza antivirus ya Kaspersky kwa kampuni?" },
  { question: "Tukilipa web design ya mwaka mzima mara moja, mnatupa discount?" },
  { question: "SME Growth package ya $15,000, tunaweza kulipa kwa installments?" },
  { question: "Mnaweza kutusaidia kupata PCI DSS certification kwa payment systems zetu?" },
  { question: "how much extra storage can we buy on top of what's included?" },
  { question: "who owns the domain and the site files if we stop after the 12 months?" },
  { question: "is domain registration included in the price?" },
  { question: "is there a per-message charge if we go over the limit?" },
  { question: "Do you sell Microsoft Dynamics 365 for sales and finance?" },
  { question: "Can you set up Teams Phone so our staff get landline numbers inside Teams?" },
  { question: "Is there a backup option priced per 100GB for very small offices?" },
];
