// Held-out FAQ questions: the eighth blind batch (2026-11-28), a second hidden set beside the seventh,
// written from the pages' content modules only by someone who had not seen the assistant's corpus,
// vocabulary, visitor questions, tuning data or any earlier batch, after that day's tuning was done.
// Never tune on these: `npm run faq:eval` prints this set's figures only, and a question looked at
// moves to the development set (docs/OPERATIONS.md).
export const eighthBatchAnswerable: readonly { question: string; expect: readonly string[]; page: string }[] = [
  { question: "Mko wapi hapa Dar es Salaam? Nataka kuja ofisini kesho", expect: ["Samora Avenue"], page: "/contact" },
  { question: "dar office which floor", expect: ["3rd Floor"], page: "/about" },
  { question: "Nipe namba ya simu ya ofisi ya Dar, nataka kupiga leo", expect: ["+255 700 123 456"], page: "/contact" },
  {
    question:
      "Our company is headquartered in Dar and our IT person prefers email over calls. Which address reaches your Tanzania team directly?",
    expect: ["dar@kilele.tech"],
    page: "/contact",
  },
  {
    question: "I've been calling your 0700 number and it keeps ringing busy. Is there a second Nairobi line I can try?",
    expect: ["+254 733 123 456"],
    page: "/contact",
  },
  { question: "r u open sato in nairobi? till wat time", expect: ["2:00 PM"], page: "/contact" },
  { question: "What time does the Kampala office open on weekdays?", expect: ["8:00 AM"], page: "/contact" },
  { question: "Jumamosi ofisi ya Dar inafunga saa ngapi?", expect: ["1:00 PM"], page: "/contact" },
  {
    question:
      "I'll be in Westlands on Monday and want to pass by before my 10 o'clock appointment. What time does the Nairobi office open on weekdays?",
    expect: ["9:00 AM"],
    page: "/contact",
  },
  { question: "is ur office open on sundays", expect: ["Closed"], page: "/about" },
  { question: "Ofisi ya Dar es Salaam inafunga saa ngapi Monday to Friday?", expect: ["5:00 PM"], page: "/contact" },
  {
    question: "Which address should I write to with a data protection or privacy request?",
    expect: ["privacy@kilele.tech"],
    page: "/privacy",
  },
  { question: "when was kilele started", expect: ["2012"], page: "/" },
  { question: "How many organizations has Kilele worked with?", expect: ["500"], page: "/" },
  {
    question:
      "Our board wants assurance that any IT provider we hire takes information security seriously. Do you hold a recognised security certification?",
    expect: ["ISO 27001"],
    page: "/",
  },
  { question: "Mna uptime SLA ya kiasi gani?", expect: ["99.9%"], page: "/" },
  { question: "The SACCO CEO quoted on this page, what's his name?", expect: ["Joseph Okello"], page: "/" },
  {
    question:
      "I run a private hospital in Mombasa and would like to hear from a similar client. Is any healthcare organization quoted on your site?",
    expect: ["Bahari Medical"],
    page: "/",
  },
  { question: "any schools among ur clients", expect: ["Lakeside Academy"], page: "/" },
  { question: "who is ur ceo", expect: ["David Kamau"], page: "/about" },
  { question: "CTO wenu ni nani?", expect: ["Aisha Nakato"], page: "/about" },
  {
    question:
      "We are a manufacturer in Dar es Salaam and would prefer to deal with your most senior person in Tanzania. Who leads Kilele there?",
    expect: ["Baraka Mwakyusa"],
    page: "/about",
  },
  { question: "Who is your Head of Client Success?", expect: ["Faith Achieng"], page: "/about" },
  { question: "What did the founder do before he started the company?", expect: ["Kenyan banks"], page: "/about" },
  { question: "In what year did Kilele become a Microsoft partner?", expect: ["2014"], page: "/about" },
  { question: "Ofisi ya Kampala ilifunguliwa mwaka gani?", expect: ["2016"], page: "/about" },
  { question: "wen did u get iso 27001", expect: ["2018"], page: "/about" },
  {
    question:
      "During COVID a lot of providers struggled to cope. How many users did you move to remote work back then, and how long did it take?",
    expect: ["1,000", "eight weeks"],
    page: "/about",
  },
  { question: "Data and analytics practice yenu ilianza mwaka gani?", expect: ["2024"], page: "/about" },
  { question: "How many people founded the company?", expect: ["Three engineers"], page: "/about" },
  {
    question:
      "We plan to put our clinic's bookings on the official WhatsApp Business API. Are you an approved provider for the WhatsApp Business Platform?",
    expect: ["Meta Business Partner"],
    page: "/about",
  },
  { question: "r u a veeam partner", expect: ["Veeam"], page: "/about" },
  {
    question: "Are you registered with Kenya's Office of the Data Protection Commissioner?",
    expect: ["Registered Data Processor"],
    page: "/about",
  },
  { question: "Microsoft partnership yenu ina designations gani?", expect: ["Modern Work"], page: "/about" },
  { question: "What are Kilele's core values?", expect: ["Clients First", "Integrity"], page: "/about" },
  { question: "what's the company's mission in one line", expect: ["every East African organization"], page: "/about" },
  { question: "do ur engineers do certs regularly", expect: ["every year"], page: "/about" },
  { question: "how much is the middle one", expect: ["$12.50"], page: "/products/microsoft-365" },
  { question: "ms365 business basic price per user", expect: ["$6"], page: "/products/microsoft-365" },
  {
    question:
      "We're a 30-person law firm and need device management for our partners' laptops. What does Business Premium cost per user per month?",
    expect: ["$22"],
    page: "/products/microsoft-365",
  },
  { question: "Storage ya OneDrive ni kiasi gani kwa kila user kwenye Microsoft 365?", expect: ["1TB"], page: "/products/microsoft-365" },
  {
    question: "Which Microsoft 365 plan includes Intune device management?",
    expect: ["Business Premium"],
    page: "/products/microsoft-365",
  },
  {
    question: "Tukihamia Microsoft 365 tutapoteza email wakati wa migration? Na inachukua muda gani?",
    expect: ["24 hours"],
    page: "/products/microsoft-365",
  },
  {
    question: "Our finance team prefers paying in shillings rather than dollars. Can you invoice Microsoft 365 in local currency?",
    expect: ["KES"],
    page: "/products/microsoft-365",
  },
  { question: "which ms plan has bookings", expect: ["Business Standard"], page: "/products/microsoft-365" },
  { question: "what does the cheapest plan here cost", expect: ["$6"], page: "/products/google-workspace" },
  {
    question: "How much storage does Google Workspace Business Standard give each user?",
    expect: ["2TB"],
    page: "/products/google-workspace",
  },
  { question: "gws business plus price?", expect: ["$18"], page: "/products/google-workspace" },
  {
    question: "Google Meet kwenye Business Starter inaruhusu watu wangapi kwa meeting moja?",
    expect: ["100"],
    page: "/products/google-workspace",
  },
  {
    question:
      "We hold online members' meetings with about 300 people twice a year. Which Google Workspace plan supports meetings that big?",
    expect: ["Business Plus", "500"],
    page: "/products/google-workspace",
  },
  { question: "How much storage comes with the top plan on this page?", expect: ["5TB"], page: "/products/google-workspace" },
  { question: "hw much is the starter plan here per month", expect: ["$99"], page: "/products/whatsapp-messaging-platform" },
  {
    question: "How many messages a month does the WhatsApp platform's Professional plan include?",
    expect: ["10,000"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question:
      "We're a SACCO in Nyeri and a handful of staff would answer members. How many agent seats does the Professional WhatsApp plan give?",
    expect: ["5 agent seats"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question: "WhatsApp platform Starter inakuja na messages ngapi kwa mwezi?",
    expect: ["1,000"],
    page: "/products/whatsapp-messaging-platform",
  },
  { question: "whatsapp platform professional price", expect: ["$299"], page: "/products/whatsapp-messaging-platform" },
  { question: "By how much do support calls drop with this platform?", expect: ["65%"], page: "/products/whatsapp-messaging-platform" },
  {
    question:
      "Our marketing team wants to send promotions to customers who opted in. Which WhatsApp platform plan includes broadcast messages?",
    expect: ["Professional"],
    page: "/products/whatsapp-messaging-platform",
  },
  { question: "how much per TB for the basic plan on this page", expect: ["$49"], page: "/products/cloud-backup-and-recovery" },
  { question: "Backup plan ya Professional ni bei gani kwa TB kwa mwezi?", expect: ["$99"], page: "/products/cloud-backup-and-recovery" },
  { question: "wat encryption do u use on backups", expect: ["AES-256"], page: "/products/cloud-backup-and-recovery" },
  {
    question:
      "Our auditors want evidence that we can actually restore data, not just back it up. Which backup plan includes quarterly recovery tests?",
    expect: ["Professional"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question: "How fast is recovery according to your cloud backup page?",
    expect: ["15 min"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question: "what's the cheapest package on this page and how many users does it cover",
    expect: ["$99", "25 users"],
    page: "/solutions/cloud-and-licensing",
  },
  { question: "growth package cloud licensing how much", expect: ["$299"], page: "/solutions/cloud-and-licensing" },
  {
    question: "We have about 140 staff across Nairobi and Nakuru branches. Which managed licensing package fits an organization our size?",
    expect: ["Enterprise"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question: "Migration ya email na files kwenda cloud inachukua muda gani kawaida?",
    expect: ["4 weeks"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question: "Are Microsoft licence costs included in your managed licensing package price?",
    expect: ["vendor"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question:
      "We're on the Starter licensing package now but hiring fast. What happens when we outgrow it, do we have to sign a new contract?",
    expect: ["following month"],
    page: "/solutions/cloud-and-licensing",
  },
  { question: "how fast do u send the retainer quote", expect: ["one business day"], page: "/solutions/cloud-and-licensing" },
  { question: "how long to go live with one of these assistants", expect: ["48 hours"], page: "/solutions/ai-and-messaging-automation" },
  {
    question: "ai messaging starter price n how many conversations",
    expect: ["$199", "1,000"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question: "Package ya Growth ya AI messaging ni bei gani kwa mwezi?",
    expect: ["$499"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question: "How many conversations per month does the AI messaging Growth package allow?",
    expect: ["5,000"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question:
      "We have about eight customer care staff who would take over chats from the bot. How many staff does the Growth package's agent inbox allow?",
    expect: ["10 staff"],
    page: "/solutions/ai-and-messaging-automation",
  },
  { question: "how much is the starter website package", expect: ["$1,500"], page: "/solutions/web-design-as-a-service" },
  { question: "web design growth package price pm", expect: ["$3,500"], page: "/solutions/web-design-as-a-service" },
  {
    question: "Website package ya Enterprise inagharimu kiasi gani kwa mwezi?",
    expect: ["$7,500"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question:
      "We'd like a new website but our budgets are approved year by year. Is there a minimum contract period for web design as a service?",
    expect: ["12"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "What is the total cost of the Growth web design package over the minimum term?",
    expect: ["$42,000"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "starter web total for the 12 months", expect: ["$18,000"], page: "/solutions/web-design-as-a-service" },
  { question: "And the Enterprise one over the full minimum term?", expect: ["$90,000"], page: "/solutions/web-design-as-a-service" },
  {
    question: "Suppose we sign up for web design and want to leave after six months because our plans change. What would we owe?",
    expect: ["remaining months"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "How long does it take you to launch a new website?", expect: ["4 weeks"], page: "/solutions/web-design-as-a-service" },
  { question: "Mmeshajenga websites ngapi mpaka sasa?", expect: ["200"], page: "/solutions/web-design-as-a-service" },
  {
    question: "how much is the cheapest retainer here and how many hours do I get",
    expect: ["$299", "5 hours"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "How many hours of changes does the Growth Retainer include each month?",
    expect: ["15 hours"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "Enterprise Retainer ni bei gani kwa mwezi?", expect: ["$1,299"], page: "/solutions/web-design-as-a-service" },
  {
    question:
      "Our site is already live and busy; we just need a standing web team. How many hours a month does the Enterprise Retainer cover?",
    expect: ["40 hours"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "Do unused retainer hours carry over to the next month?", expect: ["roll over"], page: "/resources/knowledge-base" },
  { question: "how much is the foundation package", expect: ["$5,000"], page: "/solutions/sme-digital-transformation" },
  { question: "What does the Growth transformation package cost?", expect: ["$15,000"], page: "/solutions/sme-digital-transformation" },
  {
    question: "Package ya Enterprise ya digital transformation inagharimu dola ngapi?",
    expect: ["$35,000"],
    page: "/solutions/sme-digital-transformation",
  },
  { question: "how many hrs training in foundation", expect: ["8 hours"], page: "/solutions/sme-digital-transformation" },
  {
    question:
      "Support after go-live matters a lot to us because we have no IT staff at all. How many months of support come with the Growth transformation package?",
    expect: ["6 months"],
    page: "/solutions/sme-digital-transformation",
  },
  { question: "How many SMEs have you transformed with this programme?", expect: ["300"], page: "/solutions/sme-digital-transformation" },
  {
    question: "how much is the essential security package and how many devices does it cover",
    expect: ["$500", "50 devices"],
    page: "/solutions/security-and-compliance",
  },
  { question: "security professional how many devices", expect: ["250 devices"], page: "/solutions/security-and-compliance" },
  { question: "Security package ya Professional ni bei gani kwa mwezi?", expect: ["$1,500"], page: "/solutions/security-and-compliance" },
  { question: "pen test how often on enterprise security pkg", expect: ["twice a year"], page: "/solutions/security-and-compliance" },
  {
    question:
      "We're a Ugandan microfinance institution getting ready for an audit. Which Ugandan data protection law do your compliance assessments cover?",
    expect: ["DPPA 2019"],
    page: "/solutions/security-and-compliance",
  },
  {
    question: "How long does your security assessment take to show our main risks and gaps?",
    expect: ["two weeks"],
    page: "/solutions/security-and-compliance",
  },
  { question: "hw many data sources on starter", expect: ["3 data sources"], page: "/solutions/data-and-analytics" },
  {
    question: "How often is data refreshed on the analytics Professional package?",
    expect: ["Hourly"],
    page: "/solutions/data-and-analytics",
  },
  { question: "Analytics package ya Starter inagharimu dola ngapi kwa mwezi?", expect: ["$500"], page: "/solutions/data-and-analytics" },
  {
    question:
      "Our board wants demand forecasts, not just pretty dashboards. Which analytics package includes sales and demand forecasting?",
    expect: ["Professional"],
    page: "/solutions/data-and-analytics",
  },
  { question: "whats the starting price of AI Threat Defense", expect: ["$1,200"], page: "/products" },
  { question: "identity shield price per user", expect: ["$15"], page: "/products" },
  { question: "Server Care inaanzia bei gani kwa mwezi?", expect: ["$900"], page: "/products" },
  {
    question:
      "We have branches in Nakuru, Eldoret and Kisumu and keep losing connectivity between them. What does Managed Network Operations start at?",
    expect: ["$1,500"],
    page: "/products",
  },
  { question: "Which clouds can the Cloud Migration Suite move our servers to?", expect: ["Azure", "AWS"], page: "/products" },
  { question: "virtual desktop price", expect: ["$1,000"], page: "/products" },
  { question: "Which BI tools do the BI Dashboards on this page use?", expect: ["Power BI", "Looker Studio"], page: "/products" },
  {
    question: "We need an ERP that handles KRA tax rules here and URA filings for our Ugandan subsidiary. What does your ERP start at?",
    expect: ["$4,000"],
    page: "/products",
  },
  { question: "Disaster Recovery as a Service inaanzia bei gani kwa mwezi?", expect: ["$3,000"], page: "/products" },
  { question: "what does premium support cost", expect: ["30%"], page: "/products" },
  { question: "how many schools and universities do u work with", expect: ["120"], page: "/industries" },
  { question: "Mmefanya kazi na hospitali na clinics ngapi?", expect: ["60+"], page: "/industries" },
  {
    question:
      "We're a mid-size SACCO and want to know you have real experience in our sector. How many financial institutions do you serve?",
    expect: ["45"],
    page: "/industries",
  },
  { question: "how many govt institutions u serve", expect: ["25"], page: "/industries" },
  { question: "By how much do you cut unplanned downtime for manufacturers?", expect: ["20%"], page: "/industries" },
  {
    question: "Our SACCO members keep calling the office for balances and loan status. What can you set up for member service?",
    expect: ["WhatsApp"],
    page: "/industries/banking",
  },
  { question: "Kwa hospitali, operational dashboards zenu zinaonyesha nini?", expect: ["occupancy"], page: "/industries/healthcare" },
  { question: "How can an NGO get cheaper Microsoft 365 licences through you?", expect: ["discounted"], page: "/industries/ngos" },
  { question: "Which government contract term gets the lowest monthly rate?", expect: ["36 months"], page: "/industries/government" },
  {
    question: "What does your demand forecasting for manufacturers help plan?",
    expect: ["raw materials"],
    page: "/industries/manufacturing",
  },
  { question: "what are the four services on this page", expect: ["Security AI", "Predictive Analytics"], page: "/ai-services" },
  { question: "does ur monitoring ai warn before disks fail", expect: ["failing disks"], page: "/ai-services" },
  { question: "AI yenu inaelewa Kiswahili?", expect: ["Swahili"], page: "/ai-services" },
  { question: "how much data did the law firm move", expect: ["1.2 TB"], page: "/resources/case-studies" },
  {
    question: "How much less time did the law firm spend finding documents after the move?",
    expect: ["60%"],
    page: "/resources/case-studies",
  },
  { question: "Ile SACCO ya Kampala kwenye case study ina members wangapi?", expect: ["5,000"], page: "/resources/case-studies" },
  {
    question:
      "Our loan applications get stuck for days waiting for missing documents. How much faster did loan processing get for the cooperative in your case study?",
    expect: ["50%"],
    page: "/resources/case-studies",
  },
  { question: "how many pages is the SME playbook", expect: ["45"], page: "/resources/guides" },
  { question: "m365 migration guide how many pages", expect: ["28"], page: "/resources/guides" },
  { question: "Who is the SME Digital Transformation Playbook written for?", expect: ["1 to 300 staff"], page: "/resources/guides" },
  { question: "whatsapp convos how long can we keep them max", expect: ["2 years"], page: "/resources/knowledge-base" },
  {
    question:
      "Our members worry that anyone could ask the bot for their balance. How do you verify a customer before answering account questions?",
    expect: ["one-time PIN"],
    page: "/resources/knowledge-base",
  },
  {
    question: "Which TLS version protects messages in transit on your messaging platform?",
    expect: ["TLS 1.2"],
    page: "/resources/knowledge-base",
  },
  { question: "Retainer zote zinakuja na hosting na SSL au tunalipa extra?", expect: ["SSL"], page: "/resources/knowledge-base" },
  { question: "when is the whatsapp live demo webinar", expect: ["21", "2027"], page: "/resources" },
  { question: "Kuna blog posts ngapi kwenye resources zenu?", expect: ["18"], page: "/resources" },
  { question: "How long do you keep contact-form messages?", expect: ["24 months"], page: "/privacy" },
  { question: "how long u keep the questions i type in the chat", expect: ["13 months"], page: "/privacy" },
  { question: "Nikituma privacy request, mnajibu ndani ya siku ngapi?", expect: ["30"], page: "/privacy" },
  {
    question:
      "I'd like to complain about how a company in Uganda handled my personal data. Which Ugandan regulator does your privacy notice name?",
    expect: ["Personal Data Protection Office"],
    page: "/privacy",
  },
  { question: "Do you sell personal data to third parties?", expect: ["never sell"], page: "/privacy" },
  { question: "which analytics tool do you use", expect: ["PostHog"], page: "/privacy" },
  { question: "which crm do u put my details in", expect: ["HubSpot"], page: "/privacy" },
  { question: "When do you send reminders before a booked meeting?", expect: ["24 hours", "1 hour"], page: "/privacy" },
  {
    question: "I have a Ugandan +256 number but I'm working from Nairobi this month. Which office will my request be routed to?",
    expect: ["Kampala"],
    page: "/privacy",
  },
  { question: "Who hosts this website?", expect: ["Cloudflare"], page: "/privacy" },
  { question: "analytics events that fail processing, how long kept", expect: ["30 days"], page: "/privacy" },
  { question: "how long are the meetings", expect: ["30 minutes"], page: "/meet" },
  { question: "how often is ur newsletter", expect: ["a month"], page: "/newsletter" },
  { question: "What does your newsletter cover?", expect: ["security advisories"], page: "/newsletter" },
  // Written on 2026-11-28 (second session) in place of the questions moved to the development set.
  { question: "quick one — whats the main number to call kilele on", expect: ["+254 700 123 456"], page: "/contact" },
  { question: "Nataka kutuma email kwa support team yenu, anwani ni ipi?", expect: ["support@kilele.tech"], page: "/contact" },
  {
    question:
      "We're an existing client and our server has gone down at 2am. Which phone line do we ring for emergency help outside office hours?",
    expect: ["+254 711 999 000"],
    page: "/contact",
  },
  {
    question: "think we've been hacked and it's nearly midnight, which email do i write to",
    expect: ["emergency@kilele.tech"],
    page: "/contact",
  },
  { question: "If I fill in the message form here, how soon will someone get back to me?", expect: ["24 hours"], page: "/contact" },
  {
    question: "How quickly does your support desk answer emails sent on a weekday during office hours?",
    expect: ["4 hours"],
    page: "/contact",
  },
  { question: "Nikitaka ku-book meeting na timu yenu, nafasi zinapatikana baada ya muda gani?", expect: ["48 hours"], page: "/contact" },
  { question: "which floor of Kilele House is the Nairobi office on?", expect: ["4th Floor"], page: "/about" },
  { question: "nairobi po box no", expect: ["12345-00100"], page: "/contact" },
  {
    question: "I'll be in Kampala next week and would like to drop by. What's the street address of your office there?",
    expect: ["Plot 14, Kampala Road"],
    page: "/contact",
  },
  { question: "Ofisi yenu ya Kampala iko ghorofa ya ngapi?", expect: ["2nd"], page: "/contact" },
];

export const eighthBatchNearTopic: readonly { question: string }[] = [
  { question: "We have a growing team in Rwanda and would love local support. Do you have an office in Kigali, and what are its hours?" },
  { question: "mombasa office hours?" },
  { question: "Bei ya Business Standard inajumuisha VAT ya asilimia ngapi?" },
  { question: "How much is Microsoft 365 Business Basic in Kenyan shillings?" },
  {
    question:
      "We're a registered NGO in Gulu. Your site mentions discounted licences for non-profits. Exactly what percentage discount do we get?",
  },
  { question: "discount if we pay google workspace for whole yr upfront?" },
  { question: "What do Microsoft 365 E3 and E5 cost through you?" },
  { question: "Google Workspace Enterprise plan ni bei gani kwa user?" },
  { question: "Do you install CCTV cameras for offices, and what does it cost?" },
  { question: "hw much r ur dell laptops" },
  { question: "How many employees does Kilele have in total across the three countries?" },
  { question: "Who is Kilele's Chief Financial Officer?" },
  { question: "Meneja wa ofisi ya Kampala anaitwa nani?" },
  { question: "Our bank's card unit needs vendors with specific certifications. Are you PCI DSS certified?" },
  { question: "any job openings or internship for IT grads" },
  { question: "Paybill number yenu ya M-Pesa ni gani nilipe invoice?" },
  { question: "How many days does the Microsoft 365 free trial last?" },
  { question: "How much do you charge to register a .co.ke domain?" },
  { question: "bulk sms price per message?" },
  {
    question: "Most of our customers in Tanzania actually use Telegram rather than WhatsApp. Can your messaging assistant run on Telegram?",
  },
  { question: "How much is the Microsoft Copilot add-on per user?" },
  { question: "Nyinyi ni AWS partner wa level gani?" },
  { question: "We're standardising on one ERP across three countries. Which ERP brand do you implement, SAP Business One or Odoo?" },
  { question: "what does each extra message cost once we pass the 1,000 on the whatsapp starter plan" },
  { question: "do u sell fibre internet, how much for 50mbps" },
  {
    question:
      "Last year our previous provider had a week-long outage and gave us nothing back. If your uptime falls below 99.9%, how much service credit do we get?",
  },
  { question: "Is there parking at Kilele House for visitors?" },
  { question: "Penetration test ya mara moja tu bila package inagharimu kiasi gani?" },
  { question: "What interest or penalty do you charge on late invoice payments?" },
  { question: "wats kilele annual revenue" },
  { question: "SME playbook inapatikana kwa Kiswahili pia?" },
  { question: "For a school of 800 students, what is your per-student price for Google Workspace for Education?" },
  { question: "Do you have an office in Arusha?" },
  {
    question:
      "Sometimes we just need an engineer for a day to fix one server, no contract. What is your hourly rate for an ad hoc on-site visit?",
  },
  { question: "hw much to build an android app for our sacco" },
  { question: "Can we pay your invoices in Bitcoin or other crypto?" },
  { question: "What are the names of the other two engineers who started Kilele with David Kamau?" },
  { question: "Mnauza cyber insurance pamoja na security packages?" },
  { question: "Are you ISO 9001 certified?" },
  {
    question:
      "We are evaluating Microsoft Dynamics 365 Business Central for our distribution company. How much do Dynamics licences cost through you?",
  },
  { question: "do u resell zoom licences" },
  { question: "Where is your data centre located and is it Tier III certified?" },
  { question: "KRA PIN ya Kilele Technologies ni gani? Tunahitaji kwa supplier registration." },
  { question: "How much are MS-900 exam vouchers for our staff if we buy them through you?" },
  { question: "What is the price of the WhatsApp Starter plan in Ugandan shillings?" },
];
