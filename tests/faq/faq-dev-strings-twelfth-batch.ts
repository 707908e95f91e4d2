// Development questions: the twelfth blind batch (2026-11-28), written for tuning like the tenth
// (faq-dev-strings-tenth-batch.ts), by two more people who had seen no corpus, vocabulary, visitor question
// or earlier batch. Read once before any tuning on it, as a fresh measure of the rules of the day before.
import type { HeldOutAnswerable, HeldOutNearTopic } from "./held-out-question";

export const twelfthBatchAnswerable: readonly HeldOutAnswerable[] = [
  {
    question:
      "We're a 15-person accounting firm in Westlands, currently on free Gmail accounts. Our partners insist on desktop Excel and Outlook, so which Microsoft 365 plan gives us that and what does it cost per user?",
    expect: ["Business Standard", "$12.50"],
    page: "/products/microsoft-365",
  },
  {
    question:
      "Our IT manager says we need to control staff laptops and phones remotely and wipe them if they're stolen. We're a clinic in Kisumu with about 30 staff. Which Microsoft 365 plan has that device management?",
    expect: ["Business Premium", "Intune"],
    page: "/products/microsoft-365",
  },
  {
    question:
      "I'm planning the move of our 40 mailboxes from cPanel hosting to Microsoft 365 and the director is worried we'll miss client emails during the switch. How long does your migration usually take?",
    expect: ["24 hours"],
    page: "/products/microsoft-365",
  },
  {
    question:
      "We are an NGO in Kampala; staff mostly work in the browser and we hold big online town halls with the whole country team. On Google Workspace, which plan allows video meetings with up to 500 people?",
    expect: ["Business Plus", "500"],
    page: "/products/google-workspace",
  },
  {
    question:
      "Our marketing team of 8 shares a lot of video files and the 30GB we had before filled up in months. How much storage per user comes with Google Workspace Business Standard?",
    expect: ["2TB"],
    page: "/products/google-workspace",
  },
  {
    question:
      "We're a SACCO in Mbarara and members keep phoning to check balances. If we took the WhatsApp platform's Professional plan, how many messages a month does it cover and how many agents can share the inbox?",
    expect: ["10,000", "5 agent seats"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question:
      "Our auditors want backup copies kept for at least 60 days. We have roughly 2TB of files and mailboxes. Which of your cloud backup plans keeps data long enough?",
    expect: ["Professional", "90-day"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question:
      "A ransomware attack at our sister company has our board nervous. Does your cloud backup have anything that stops attackers from deleting or changing the backup copies themselves?",
    expect: ["Immutable"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question:
      "We're a logistics firm on Mombasa Road with 60 users on Microsoft 365 and want someone to handle licences, security and device enrolment for us. What does the Growth managed licensing package cost and how many users does it cover?",
    expect: ["299", "100 users"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question:
      "Finance wants to understand the full bill before we sign for managed licensing. Are the Microsoft licences themselves included in your monthly package fee, or billed separately?",
    expect: ["vendor's price"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question:
      "We took the Starter licensing package with 20 users, but we're hiring fast and will be around 45 people by March. What happens when we outgrow it, do we have to sign a new contract?",
    expect: ["following month", "no new contract"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question:
      "We run 4 pharmacies in Arusha and want a WhatsApp bot that checks stock and takes orders from our system, in Swahili as well as English. What does the Growth automation package cost per month?",
    expect: ["499"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question:
      "Our CEO wants the WhatsApp assistant live before our product launch in two weeks. Once we start with you, how quickly can an AI messaging assistant go live?",
    expect: ["48 hours"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question:
      "We're a 6-person interior design studio with an ancient website. For web design as a service, what is the monthly fee for the Starter package and how many pages do we get?",
    expect: ["$1,500", "up to 8"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question:
      "Before I take this to my board: if we sign up for the website service and want to stop after 6 months, what happens? Is there a minimum term?",
    expect: ["12-month", "remaining months"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question:
      "We already have a WordPress site a freelancer built; we just need someone to keep improving it, maybe 10 to 15 hours of changes a month. Which retainer fits and how much is it?",
    expect: ["Growth Retainer", "599"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question:
      "Our family business in Eldoret has 35 employees and still runs on paper and personal Gmail. What does the SME digital transformation Growth package cost, and how many hours of staff training come with it?",
    expect: ["$15,000", "24 hours"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question:
      "I own a small hardware shop with 7 staff. If we go for the Foundation transformation package, for how long is support included after go-live?",
    expect: ["3 months"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question:
      "We're a microfinance institution with about 200 laptops and desktops across branches, and the regulator is asking about our data protection. Which security package covers that many devices and includes round-the-clock monitoring?",
    expect: ["Professional", "250 devices"],
    page: "/solutions/security-and-compliance",
  },
  {
    question:
      "Our bank's board wants an ISO 27001 roadmap and regular penetration testing. Which of your security packages includes those, and how often is the pen testing done?",
    expect: ["ISO 27001 readiness", "twice a year"],
    page: "/solutions/security-and-compliance",
  },
  {
    question:
      "We pull data from QuickBooks, our POS and M-Pesa statements, so three sources for now. Which analytics package would fit us and what does it cost a month?",
    expect: ["Starter", "$500"],
    page: "/solutions/data-and-analytics",
  },
  {
    question:
      "Management wants dashboards that refresh every hour rather than once a day, plus sales forecasts. Which data and analytics package gives hourly refresh?",
    expect: ["Professional", "Hourly"],
    page: "/solutions/data-and-analytics",
  },
  {
    question:
      "We're leaving a small IT vendor and I want to know what support looks like after we buy. If we buy a product from you and don't pay extra for support, what response time do we get?",
    expect: ["Essential Support", "4-hour"],
    page: "/products",
  },
  {
    question:
      "Our factory runs two shifts and machines often break at 2am, so we need help at any hour. How is Premium Support priced, and does it cover nights?",
    expect: ["30%", "24/7"],
    page: "/products",
  },
  {
    question:
      "We're a hospital group with sites in Nairobi and Dar and need engineers physically on site when something critical breaks. What response time does Enterprise Support promise for critical issues?",
    expect: ["15-minute"],
    page: "/products",
  },
  {
    question:
      "Our operations director wants to move our on-premises servers to Azure next year without losing any data. What's the starting price of your Cloud Migration Suite?",
    expect: ["$2,000"],
    page: "/products",
  },
  {
    question:
      "We're a SACCO in Nyeri and loan defaults keep rising. Does your predictive analytics service score loan applications for credit risk?",
    expect: ["Credit risk scoring"],
    page: "/ai-services",
  },
  {
    question:
      "Our remote sites in northern Uganda have unreliable power and the backup batteries die without warning. Can your monitoring AI warn us before that kind of failure happens?",
    expect: ["batteries"],
    page: "/ai-services",
  },
  {
    question:
      "We process hundreds of supplier invoices a month by hand and my finance team is drowning. Do you have AI that reads invoices and forms automatically?",
    expect: ["Document intelligence"],
    page: "/ai-services",
  },
  {
    question:
      "Our compliance officer in Dar es Salaam wants to know which Tanzanian data protection law your compliance work covers before she agrees to a meeting.",
    expect: ["PDPA 2022"],
    page: "/solutions/security-and-compliance",
  },
  { question: "m365 basic price pls", expect: ["Business Basic", "6"], page: "/products/microsoft-365" },
  { question: "wat size is the mailbox on m365 basic", expect: ["50GB"], page: "/products/microsoft-365" },
  { question: "onedrive storage per user?", expect: ["1TB"], page: "/products/microsoft-365" },
  { question: "google workspace plus price", expect: ["Business Plus", "18"], page: "/products/google-workspace" },
  { question: "gw starter storage hw much", expect: ["30GB"], page: "/products/google-workspace" },
  { question: "whatsapp starter how many msgs a month", expect: ["1,000"], page: "/products/whatsapp-messaging-platform" },
  { question: "wa enterprise plan price n msg limit?", expect: ["custom", "Unlimited"], page: "/products/whatsapp-messaging-platform" },
  { question: "backup essential retention how many days", expect: ["30-day"], page: "/products/cloud-backup-and-recovery" },
  { question: "hw fast can u restore from backup", expect: ["15 min"], page: "/products/cloud-backup-and-recovery" },
  { question: "identity shield cost per user", expect: ["$15"], page: "/products" },
  { question: "server care starts at?", expect: ["$900"], page: "/products" },
  { question: "bi dashboards use power bi or wat", expect: ["Power BI", "Looker Studio"], page: "/products" },
  { question: "does ur erp do kra tax", expect: ["KRA"], page: "/products" },
  { question: "drass starting price", expect: ["$3,000"], page: "/products" },
  { question: "premium support cost?", expect: ["30%"], page: "/products" },
  { question: "cloud licensing starter max users", expect: ["25 users"], page: "/solutions/cloud-and-licensing" },
  { question: "ai msg starter convos per month", expect: ["1,000 conversations"], page: "/solutions/ai-and-messaging-automation" },
  { question: "new website launch hw long", expect: ["4 weeks"], page: "/solutions/web-design-as-a-service" },
  { question: "growth retainer hrs per month", expect: ["15 hours"], page: "/solutions/web-design-as-a-service" },
  { question: "unused retainer hrs roll over?", expect: ["do not roll over"], page: "/solutions/web-design-as-a-service" },
  { question: "sme enterprise pkg price", expect: ["$35,000"], page: "/solutions/sme-digital-transformation" },
  { question: "security essential how many devices", expect: ["50 devices"], page: "/solutions/security-and-compliance" },
  { question: "analytics enterprise data sources limit", expect: ["Unlimited data sources"], page: "/solutions/data-and-analytics" },
  {
    question: "Bei ya Microsoft 365 Business Premium ni ngapi kwa kila mtumiaji?",
    expect: ["Business Premium", "22"],
    page: "/products/microsoft-365",
  },
  { question: "Mnaweza kutuma invoice kwa shilingi za Kenya ama ni dollar peke yake?", expect: ["KES"], page: "/products/microsoft-365" },
  {
    question: "Google Meet kwa Business Starter inaruhusu watu wangapi kwa meeting moja?",
    expect: ["100 participants"],
    page: "/products/google-workspace",
  },
  {
    question: "Hii WhatsApp assistant yenu inajibu kwa Kiswahili pia ama ni English tu?",
    expect: ["Swahili"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question: "Habari, tunataka kutuma reminders kwa wateja wetu kupitia WhatsApp. Broadcast iko kwa plan gani?",
    expect: ["Professional", "Broadcast"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question: "Backup ya Professional inagharimu pesa ngapi kwa TB moja kila mwezi?",
    expect: ["$99", "per TB"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question: "Je, data ya backup inakuwa encrypted? Ni encryption ya aina gani?",
    expect: ["AES-256"],
    page: "/products/cloud-backup-and-recovery",
  },
  { question: "Package ya Starter ya cloud licensing ni bei gani kwa mwezi?", expect: ["$99"], page: "/solutions/cloud-and-licensing" },
  {
    question: "Tuko na watu kama 50, migration ya email yetu kwenda Google Workspace itachukua muda gani kawaida?",
    expect: ["4 weeks"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question: "Tukitaka kuvunja mkataba wa website kabla ya miezi 12 kuisha, tutalipa nini?",
    expect: ["remaining months"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "Retainer ya Starter inakuja na masaa mangapi ya changes kila mwezi?",
    expect: ["5 hours"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "Huu mpango wa siku 90 wa SME transformation una hatua gani? Ya kwanza inahusu nini?",
    expect: ["Assess", "Days 1"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question: "Kampuni yetu ina wafanyakazi 60, ni package gani ya transformation inatufaa?",
    expect: ["Enterprise", "51+"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question: "Security Professional package bei yake ni ngapi kwa mwezi?",
    expect: ["$1,500"],
    page: "/solutions/security-and-compliance",
  },
  {
    question: "Mnafanya phishing simulations kwa wafanyakazi? Ziko kwa package gani?",
    expect: ["Professional", "phishing"],
    page: "/solutions/security-and-compliance",
  },
  {
    question: "Analytics Starter inaruhusu dashboards ngapi?",
    expect: ["5 interactive dashboards"],
    page: "/solutions/data-and-analytics",
  },
  { question: "Kwa Enterprise Support mna engineers wa kuja ofisini kwetu Dar es Salaam?", expect: ["Named engineers"], page: "/products" },
  { question: "Bei ya kuanzia ya Managed Data Warehouse ni ngapi kwa mwezi?", expect: ["$5,000"], page: "/products" },
  {
    question: "AI yenu inaelewa Kiswahili kwenye emails na documents au ni Kiingereza tu?",
    expect: ["Swahili", "Natural language"],
    page: "/ai-services",
  },
  {
    question: "Predictive analytics yenu inaweza kusaidia hospitali kutabiri idadi ya wagonjwa?",
    expect: ["patient volumes"],
    page: "/data-analytics-platform",
  },
  { question: "which one do most people pick?", expect: ["Business Standard"], page: "/products/microsoft-365" },
  { question: "what are the steps to get us set up on this?", expect: ["Assessment", "Training"], page: "/products/microsoft-365" },
  { question: "does the middle plan let us record meetings?", expect: ["recording"], page: "/products/google-workspace" },
  { question: "whats the uptime on this", expect: ["99.8%"], page: "/products/google-workspace" },
  {
    question: "does the top tier come with a dedicated person looking after us?",
    expect: ["Dedicated success manager"],
    page: "/products/whatsapp-messaging-platform",
  },
  { question: "by how much does it cut support calls?", expect: ["65%"], page: "/products/whatsapp-messaging-platform" },
  {
    question: "does the cheapest one back up whole servers too?",
    expect: ["Professional", "Server"],
    page: "/products/cloud-backup-and-recovery",
  },
  { question: "how often do you test recovery on the middle one?", expect: ["Quarterly"], page: "/products/cloud-backup-and-recovery" },
  {
    question: "what's the total for the cheapest package over the full minimum term?",
    expect: ["$18,000"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "how fast do you turn around changes on average?", expect: ["72"], page: "/solutions/web-design-as-a-service" },
  {
    question: "how many staff can use the agent inbox on the popular package?",
    expect: ["10 staff"],
    page: "/solutions/ai-and-messaging-automation",
  },
  { question: "how long does the assessment take?", expect: ["two weeks"], page: "/solutions/security-and-compliance" },
  { question: "how many businesses have you done this for so far?", expect: ["300+"], page: "/solutions/sme-digital-transformation" },
  {
    question: "what does the top tier give that the other two don't?",
    expect: ["machine learning"],
    page: "/solutions/data-and-analytics",
  },
  {
    question: "How much does the basic WhatsApp bot plan cost each month?",
    expect: ["$99"],
    page: "/products/whatsapp-messaging-platform",
  },
  { question: "Can we try Microsoft 365 for free before we commit?", expect: ["Free Trial"], page: "/products/microsoft-365" },
  {
    question: "Can I get back a deleted file myself without calling your team?",
    expect: ["Self-service"],
    page: "/products/cloud-backup-and-recovery",
  },
  { question: "Which cloud providers can you move our servers onto?", expect: ["Azure", "AWS"], page: "/products" },
  { question: "What does online backup cost on the smallest plan?", expect: ["49", "per TB"], page: "/products/cloud-backup-and-recovery" },
  {
    question: "Who holds the encryption keys for our backed-up data?",
    expect: ["only you hold the keys"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question: "How soon will you send a price once I tell you how many users we have for managed licences?",
    expect: ["one business day"],
    page: "/solutions/cloud-and-licensing",
  },
  { question: "Is there a support option that comes free with whatever we buy?", expect: ["Essential Support"], page: "/products" },
  {
    question: "Which website plan suits a company with 30 staff, and how many pages can it have?",
    expect: ["Growth", "20 pages"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "How much is the AI tool that spots and stops cyber attacks around the clock?", expect: ["$1,200"], page: "/products" },
  {
    question: "Can you forecast how much stock we'll need for each product and shop?",
    expect: ["Demand forecasting"],
    page: "/ai-services",
  },
  {
    question: "How long are customer WhatsApp chats kept on your system?",
    expect: ["2 years"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question: "Which WhatsApp plan lets us use more than one phone number?",
    expect: ["Enterprise", "Multiple numbers"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question:
      "We're a county government in western Kenya and procurement only lets us sign fixed-term IT service contracts. Which contract length gives the lowest monthly rate?",
    expect: ["36", "lowest monthly rate"],
    page: "/industries/government",
  },
  {
    question:
      "I run operations for a small NGO in Gulu with staff spread across field sites, and every donor wants programme reports in a different format. What do you offer to help with donor reporting?",
    expect: ["dashboards"],
    page: "/industries/ngos",
  },
  {
    question:
      "Our law firm in Nakuru has about 30 advocates and we're considering Microsoft 365. For the other law firm you moved, how much matter data did you migrate and how long did the cut-over take?",
    expect: ["1.2 TB", "weekend"],
    page: "/resources/case-studies",
  },
  {
    question:
      "I sit on the board of a SACCO in Mbarara with roughly 4,000 members and our tellers spend all day answering balance calls. In the cooperative project you did, by how much did support calls drop?",
    expect: ["65%"],
    page: "/resources/case-studies",
  },
  {
    question:
      "My CFO wants to know how established you are before we sign a three-year deal. What year was Kilele founded, and in which city?",
    expect: ["2012", "Nairobi"],
    page: "/about",
  },
  {
    question:
      "We handle sensitive patient data at our clinic and our auditors ask every supplier for its information security certification. Which one do you hold?",
    expect: ["27001"],
    page: "/about",
  },
  {
    question:
      "I went through your chat assistant last month and asked for a proposal, but we went with another vendor. How long will you keep my answers and contact details?",
    expect: ["24 months"],
    page: "/privacy",
  },
  {
    question:
      "I manage a family hardware business in Eldoret with 40 staff and a friend said you have a free playbook on going digital. Who is it written for and how many pages is it?",
    expect: ["45", "1 to 300"],
    page: "/resources/guides",
  },
  {
    question:
      "Our office manager has been asked to plan the move from Gmail to Microsoft 365 before the financial year closes. How long is your migration guide?",
    expect: ["28", "pages"],
    page: "/resources/guides",
  },
  {
    question:
      "I'm the administrator of a 40-bed hospital in Kisumu. If our records server fails, how quickly do your healthcare clients get their records back?",
    expect: ["15 min"],
    page: "/industries",
  },
  {
    question:
      "We're a boarding secondary school near Nyeri and the students also use the Wi-Fi in the hostels at night. What do you do to keep young users safe online?",
    expect: ["content filtering", "device management"],
    page: "/industries/education",
  },
  {
    question:
      "I head IT at a microfinance bank and the central bank expects us to prove our disaster recovery actually works. How often is failover tested in your DR offering for financial institutions?",
    expect: ["Annual failover"],
    page: "/industries",
  },
  {
    question:
      "We're a fintech in Kampala and our compliance officer is asking how stored WhatsApp conversations are protected on your platform. What encryption is used at rest?",
    expect: ["AES-256"],
    page: "/resources/knowledge-base",
  },
  {
    question:
      "Our chief of staff is worried the WhatsApp bot will keep customer conversations forever. Can we decide how long chats are kept, and what's the range?",
    expect: ["30 days", "2 years"],
    page: "/resources/knowledge-base",
  },
  {
    question:
      "I'm evaluating suppliers for a WhatsApp banking channel and our risk team needs proof that you're approved by Meta. What is your status with them?",
    expect: ["Meta Business Partner"],
    page: "/about",
  },
  {
    question:
      "As data protection officer for a Nairobi insurer, I need to know which product analytics tool your website runs before I let staff use your chat. Which one is it?",
    expect: ["PostHog"],
    page: "/privacy",
  },
  {
    question:
      "We run a bottling plant in Thika and unplanned stoppages are eating our margins. What reduction in unplanned downtime have your manufacturing clients seen?",
    expect: ["20%"],
    page: "/industries",
  },
  {
    question:
      "Our board asked me to brief them on data protection rules in Kenya, Uganda and Tanzania, where we trade. Do you have a whitepaper that compares the three?",
    expect: ["Data Protection in East Africa"],
    page: "/resources",
  },
  {
    question:
      "I missed the backup webinar you ran in October and my boss wants to watch it. Is there a recording, and how long does it run?",
    expect: ["45 min"],
    page: "/resources",
  },
  {
    question:
      "We're a cement distributor in Tanzania and would prefer a senior person based locally to own our account. Who leads your Tanzania operations?",
    expect: ["Baraka Mwakyusa"],
    page: "/about",
  },
  {
    question:
      "Our server room in Westlands just lost power and our client systems are down; it's 11pm on a Sunday. What number do I call for emergency support?",
    expect: ["+254 711 999 000"],
    page: "/contact",
  },
  {
    question:
      "I'm flying into Kampala next Tuesday for meetings and would like to drop by your office. What's the exact address and floor?",
    expect: ["Plot 14", "2nd Floor"],
    page: "/contact",
  },
  {
    question:
      "We're a state agency in Dodoma and our procurement rules require tender documents and framework pricing from every supplier. Are you set up for that kind of process?",
    expect: ["framework pricing"],
    page: "/industries/government",
  },
  {
    question:
      "Our SACCO in Jinja has about 6,000 members. On the Umoja project, how did you make sure only the right member got their balance over WhatsApp?",
    expect: ["one-time PIN"],
    page: "/resources/case-studies",
  },
  {
    question:
      "We have 12 partners who handle client files and 8 receptionists who only need email and Teams. Can we put them on different Microsoft 365 plans in the same organisation?",
    expect: ["Premium", "Basic"],
    page: "/resources/knowledge-base",
  },
  {
    question:
      "We're a 9-person accounting practice and I've been reading the transformation playbook. What does the smallest package cost, and how much training comes with it?",
    expect: ["$5,000", "8 hours"],
    page: "/resources/guides",
  },
  {
    question:
      "I booked a meeting with your sales team through the website for next Thursday. Will I get reminders before it, and how long before?",
    expect: ["24 hours", "1 hour"],
    page: "/privacy",
  },
  {
    question:
      "We had a bad experience with a vendor who vanished after onboarding. Who at Kilele is responsible for onboarding and support, and how fast do you promise clients will hear back?",
    expect: ["Faith Achieng", "four business hours"],
    page: "/about",
  },
  {
    question:
      "I lead IT for a group of private schools in Arusha with about 3,000 learners. How many schools and students do you already support?",
    expect: ["120+", "60,000+"],
    page: "/industries",
  },
  {
    question:
      "Our marketing lead wants a website retainer, but in the slow season we won't use all the hours. Do unused hours carry over to the next month?",
    expect: ["roll over"],
    page: "/resources/knowledge-base",
  },
  { question: "dar office wch floor", expect: ["3rd Floor"], page: "/contact" },
  { question: "ur po box nairobi pls", expect: ["12345-00100"], page: "/contact" },
  { question: "who is ur ceo", expect: ["David Kamau"], page: "/about" },
  { question: "whos ur cto", expect: ["Aisha Nakato"], page: "/about" },
  { question: "wat results did the law firm get", expect: ["40%", "60%"], page: "/resources/case-studies" },
  { question: "hw long u keep chat questions ppl type", expect: ["13", "months"], page: "/privacy" },
  { question: "privacy email pls", expect: ["privacy@kilele.tech"], page: "/privacy" },
  { question: "how many whitepapers u hv", expect: ["12", "whitepaper"], page: "/resources" },
  { question: "wen is the whatsapp live demo webinar", expect: ["21", "2027"], page: "/resources" },
  { question: "how often wil newsletter come", expect: ["a month"], page: "/newsletter" },
  { question: "how many smes u served", expect: ["300+"], page: "/industries" },
  { question: "emergency email?", expect: ["emergency@kilele.tech"], page: "/contact" },
  { question: "wat yr did u open kampala", expect: ["2016"], page: "/about" },
  { question: "migration guide who its for", expect: ["IT leads", "office managers"], page: "/resources/guides" },
  { question: "our field teams hv bad network wat do u offer ngos", expect: ["low bandwidth"], page: "/industries/ngos" },
  { question: "r u microsoft partner", expect: ["Solutions Partner"], page: "/about" },
  { question: "do u sell my data", expect: ["never sell"], page: "/privacy" },
  { question: "umoja case wat % solved instantly", expect: ["90%"], page: "/resources/case-studies" },
  { question: "how many banks n saccos u work with", expect: ["45+"], page: "/industries" },
  { question: "m365 basic mailbox size", expect: ["50", "mailbox"], page: "/resources/knowledge-base" },
  { question: "how soon can i get a meeting slot", expect: ["48 hours"], page: "/contact" },
  { question: "retainer min contract hw long", expect: ["12", "month"], page: "/resources/knowledge-base" },
  { question: "wen is live chat open", expect: ["9AM"], page: "/contact" },
  { question: "Namba ya simu ya ofisi yenu ya Dar es Salaam ni ipi?", expect: ["+255 700 123 456"], page: "/contact" },
  { question: "Mlifungua ofisi ya Dar es Salaam mwaka gani?", expect: ["2018"], page: "/about" },
  {
    question: "Ile SACCO ya Kampala mliyoisaidia, loan applications zilienda haraka kwa asilimia ngapi?",
    expect: ["50%"],
    page: "/resources/case-studies",
  },
  { question: "Mnahudumia hospitali na clinics ngapi kwa sasa?", expect: ["60+"], page: "/industries" },
  {
    question: "Nikitaka kulalamika kuhusu data yangu hapa Tanzania, niende kwa mamlaka gani?",
    expect: ["Personal Data Protection Commission"],
    page: "/privacy",
  },
  { question: "Package ya Growth kwenye ile playbook ni bei gani?", expect: ["$15,000"], page: "/resources/guides" },
  { question: "Mna partnership na Google? Sisi tunatumia Workspace ofisini", expect: ["Google Workspace Partner"], page: "/about" },
  {
    question: "Business Premium ina nini zaidi ya Standard? Sisi ni law firm",
    expect: ["Intune", "Defender for Business"],
    page: "/resources/knowledge-base",
  },
  { question: "Nikitaka kutuma email kwa support, niandike kwa address gani?", expect: ["support@kilele.tech"], page: "/contact" },
  { question: "Kwa taasisi za serikali, data inaweza kubaki ndani ya nchi? Mna options ngapi hapo", expect: ["100%"], page: "/industries" },
  {
    question: "Hiyo webinar ya WhatsApp live demo ni ya muda gani, na watu wangapi wameshajiandikisha?",
    expect: ["60 min", "140"],
    page: "/resources",
  },
  { question: "Mwaka 2020 wakati wa pandemic mlihamisha users wangapi kwenda remote work?", expect: ["1,000"], page: "/about" },
  { question: "Website yenu inatumia database gani, na nani ana-host?", expect: ["Turso", "Cloudflare"], page: "/privacy" },
  {
    question: "Wanjiru & Associates walipunguza gharama za IT kwa asilimia ngapi baada ya kuhamia Microsoft 365?",
    expect: ["20%"],
    page: "/resources/case-studies",
  },
  { question: "Core banking systems za financial institutions mnazohudumia zina uptime gani?", expect: ["99.99%"], page: "/industries" },
  { question: "Starter Retainer ni bei gani kwa mwezi?", expect: ["299"], page: "/resources/knowledge-base" },
  {
    question: "Ofisi ya Nairobi ina namba nyingine ya simu mbali na ile kuu? Hiyo moja iko busy",
    expect: ["+254 733 123 456"],
    page: "/contact",
  },
  { question: "Mnahudumia viwanda vingapi vya manufacturing?", expect: ["40+"], page: "/industries" },
  { question: "Certification yenu ya backup na recovery ni ya kampuni gani?", expect: ["Veeam"], page: "/about" },
  { question: "Email ya ofisi ya Kampala ni ipi? Tunataka kuwaandikia moja kwa moja", expect: ["kampala@kilele.tech"], page: "/contact" },
  { question: "is the phone number required to download?", expect: ["optional"], page: "/resources/guides" },
  { question: "what's the 12 month option meant for?", expect: ["pilot"], page: "/industries/government" },
  { question: "who is quoted in the cooperative one?", expect: ["Joseph Okello"], page: "/resources/case-studies" },
  { question: "which law is this built around?", expect: ["Data Protection Act"], page: "/industries/legal" },
  { question: "what do the dashboards show?", expect: ["bed occupancy", "pharmacy stock"], page: "/industries/healthcare" },
  { question: "how long do you take to answer a request about this?", expect: ["30 days"], page: "/privacy" },
  { question: "can i stop it later?", expect: ["unsubscribe"], page: "/newsletter" },
  { question: "what comes with every one of these apart from the hours?", expect: ["Hosting", "SSL"], page: "/resources/knowledge-base" },
  { question: "is the consultation free?", expect: ["free"], page: "/industries/smes" },
  { question: "do you apply for the discounts for us or do we have to?", expect: ["on your behalf"], page: "/industries/ngos" },
  { question: "does it cover staff access control too?", expect: ["privileged access"], page: "/industries/banking" },
  { question: "what did the founder do before starting it?", expect: ["Kenyan banks"], page: "/about" },
  { question: "what does the ERP part connect?", expect: ["inventory", "procurement"], page: "/industries/manufacturing" },
  { question: "what did you train the lawyers on in the first one?", expect: ["Teams", "SharePoint"], page: "/resources/case-studies" },
  { question: "What principles does your company say it stands by?", expect: ["Security by Design", "Integrity"], page: "/about" },
  { question: "What is the company trying to achieve for businesses in the region?", expect: ["national bank"], page: "/about" },
  { question: "Which customer database do my details end up in after I ask for a quote?", expect: ["HubSpot"], page: "/privacy" },
  {
    question: "Which company's check do you use to make sure a real person, not a bot, is sending a form?",
    expect: ["Cloudflare", "Turnstile"],
    page: "/privacy",
  },
  { question: "When did you start offering WhatsApp automation?", expect: ["2022"], page: "/about" },
  {
    question: "What newer technologies sit behind your solutions for different sectors?",
    expect: ["Zero-trust", "IoT"],
    page: "/industries",
  },
  { question: "How much cloud file space does each Microsoft 365 user get?", expect: ["1TB"], page: "/resources/knowledge-base" },
  { question: "Are you registered with Kenya's data protection regulator?", expect: ["Registered Data Processor"], page: "/about" },
  { question: "Has any hospital or clinic said anything about your monitoring?", expect: ["Bahari Medical"], page: "/" },
  { question: "Do you have a water utility among your clients?", expect: ["Rift Valley Water"], page: "/" },
  {
    question: "What are the stages of your 90-day method for small businesses?",
    expect: ["Assess", "Implement"],
    page: "/resources/guides",
  },
  {
    question: "If I leave a Ugandan phone number on one of your forms, which office gets my message?",
    expect: ["Kampala"],
    page: "/privacy",
  },
  {
    question: "Have you written anything about checking that backup restores actually work?",
    expect: ["Backups Are Not Recovery"],
    page: "/resources",
  },
];

export const twelfthBatchNearTopic: readonly HeldOutNearTopic[] = [
  { question: "Do you resell Zoho Workplace? How much per user?" },
  { question: "What's the price of Microsoft 365 E3 per user per month?" },
  { question: "Are the Microsoft 365 prices on this page inclusive of 16% VAT or is VAT added on top?" },
  { question: "Mkiweka invoice kwa shilingi, mnatumia exchange rate gani?" },
  { question: "if we pay m365 annually is there a discount" },
  { question: "Tukipita messages 1,000 kwa Starter, kila message ya ziada inachajiwa bei gani?" },
  { question: "Does the WhatsApp plan price include Meta's own conversation charges, or do we pay Meta separately?" },
  { question: "Which data centre does your cloud backup use, Azure or your own servers in Nairobi?" },
  { question: "do u sell laptops? price of hp probook" },
  { question: "Does the website package include registering our .co.ke domain name, and what does that cost?" },
  { question: "We'd like a customer app on Android and iOS for our hardware chain. How much would you charge to build it?" },
  { question: "what does a one-off pen test cost without taking the whole enterprise security package" },
  { question: "Tukiacha SME transformation katikati ya project, mnarudisha pesa yoyote?" },
  { question: "What's the notice period to cancel the WhatsApp Professional plan?" },
  { question: "how many days is the m365 free trial" },
  { question: "Mna ofisi Kigali au Mombasa kwa ajili ya on-site support?" },
  { question: "Do you implement SAP Business One or Odoo as the ERP, and which version?" },
  { question: "Google Workspace Enterprise Plus price per user?" },
  { question: "Copilot ya Microsoft 365 mnaiuza bei gani kwa mtu?" },
  { question: "What percentage discount do NGOs get on Microsoft 365 licences through you?" },
  { question: "extra agent seat on whatsapp professional how much" },
  { question: "If your uptime drops below 99.9% in a month, what service credits do we get back?" },
  { question: "Can we pay your invoices through M-Pesa Paybill? Which paybill number?" },
  { question: "We're a transport company and our insurer asked: do you offer cyber insurance together with your security packages?" },
  { question: "Mnatoa mafunzo ya Microsoft certification exams kama MS-900 kwa staff wetu? Bei gani?" },
  { question: "Do you have an office in Kigali? We're expanding into Rwanda next year." },
  { question: "bei zenu zinajumuisha VAT au ni tofauti?" },
  { question: "wat exchange rate do u use if we pay in KES" },
  { question: "Are you hiring? Any openings for network engineers?" },
  { question: "Who is your Chief Financial Officer? Our finance team wants to speak with their counterpart." },
  { question: "Do you have a case study from a manufacturing client, ideally a food processor?" },
  { question: "Is Kilele ISO 9001 certified for quality management?" },
  { question: "Are you a Cisco partner? Our campus switches are all Cisco." },
  { question: "do u give schools a discount on the web design retainers" },
  { question: "Mna ofisi Mwanza au Arusha?" },
  { question: "Is the Kampala office open on public holidays like Martyrs' Day?" },
  { question: "We need 40 laptops for a new branch in Kisii. Can you supply and deliver the hardware?" },
  { question: "Can I get a printed copy of the playbook posted to our office in Moshi?" },
  { question: "When is the next webinar after the January WhatsApp one, and what's the topic?" },
  { question: "We run SAP Business One. Does your manufacturing ERP integration support it out of the box?" },
  { question: "Which hospital management systems does your healthcare backup work with — do you support Care2x?" },
  { question: "Is there parking for visitors at Kilele House?" },
  { question: "Jarida lenu (newsletter) linapatikana kwa Kiswahili?" },
  { question: "how many employees does kilele hv in total" },
  { question: "Can we pay your invoices through M-Pesa paybill?" },
  { question: "Are you PCI DSS certified? We process card payments at our SACCO." },
  { question: "Mnatoa internship kwa wanafunzi wa chuo kikuu wanaosoma IT?" },
  { question: "Who is your country manager in Uganda?" },
  { question: "Our NGO also uses Adobe Acrobat. Can you get us discounted Adobe licences too?" },
  { question: "If our ministry cancels a 24-month contract after a year, is there a penalty or refund?" },
];
