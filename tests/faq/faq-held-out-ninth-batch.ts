// Held-out FAQ questions: the ninth blind batch (2026-11-28), a third hidden set beside the seventh and
// the eighth, written from the pages' content modules only by someone who had not seen the assistant's
// corpus, vocabulary, visitor questions, tuning data or any earlier batch, before that session's tuning
// read it. Its expected strings were then made distinctive (each held by few answers) by a second
// person, from the answers' text, without changing a question.
// Never tune on these: `npm run faq:eval` prints this set's figures only, and a question looked at
// moves to the development set (docs/OPERATIONS.md).
import type { HeldOutAnswerable, HeldOutNearTopic } from "./held-out-question";

export const ninthBatchAnswerable: readonly HeldOutAnswerable[] = [
  {
    question:
      "We're a 15-person accounting firm in Westlands and everyone lives in desktop Excel and Outlook. What does Microsoft 365 Business Standard cost per user each month?",
    expect: ["12.5"],
    page: "/products/microsoft-365",
  },
  { question: "how much is the cheapest one?", expect: ["Business Basic", "$6"], page: "/products/microsoft-365" },
  { question: "premium m365 price per user pls", expect: ["$22"], page: "/products/microsoft365" },
  { question: "how much cloud storage does each person get?", expect: ["1TB"], page: "/products/microsoft-365" },
  { question: "How big is the inbox on the entry-level Microsoft plan?", expect: ["50GB"], page: "/products/microsoft-365" },
  {
    question: "Business Premium ina device management? Tunataka kudhibiti laptops na simu za staff",
    expect: ["Intune"],
    page: "/products/microsoft-365",
  },
  {
    question:
      "Our MD is worried we'll miss client emails while moving to Microsoft 365 — we're a 40-person clearing and forwarding firm in Mombasa. Will mail keep coming in during the switch, and how long does it usually take?",
    expect: ["24 hours"],
    page: "/products/microsoft-365",
  },
  { question: "can i pay m365 in ugx", expect: ["UGX"], page: "/products/microsoft-365" },
  { question: "what are the steps to get us set up?", expect: ["Assessment", "Training"], page: "/products/microsoft-365" },
  {
    question: "Which Microsoft package stops staff from leaking sensitive data, for the data protection law?",
    expect: ["Business Premium", "data loss prevention"],
    page: "/products/microsoft-365",
  },
  { question: "how many users hv u migrated to 365", expect: ["1000+"], page: "/products/microsoft365" },
  {
    question:
      "Before committing the whole office, our director wants to test with five staff first. Is there a way to try Microsoft 365 before paying?",
    expect: ["Free Trial"],
    page: "/products/microsoft-365",
  },
  { question: "which m365 plan has webinars w registration", expect: ["Business Standard", "webinar"], page: "/products/microsoft-365" },
  {
    question: "Tuna wafanyakazi wanaotumia browser tu. Business Basic ni bei gani kwa mtu kwa mwezi?",
    expect: ["Business Basic", "$6"],
    page: "/products/microsoft-365",
  },
  { question: "gworkspace starter price per user", expect: ["Business Starter", "$6"], page: "/products/google-workspace" },
  {
    question: "how many people can join a video call on the middle plan?",
    expect: ["150 participants"],
    page: "/products/google-workspace",
  },
  {
    question:
      "We're a 12-person architecture studio and our drawings eat up storage fast. How much storage per user does Google Workspace Business Plus give?",
    expect: ["5TB"],
    page: "/products/google-workspace",
  },
  {
    question: "Google Workspace Business Standard ni bei gani kwa user mmoja kwa mwezi?",
    expect: ["$12 per user"],
    page: "/products/google-workspace",
  },
  {
    question: "Which Google plan lets us keep and search old emails for legal cases?",
    expect: ["Business Plus"],
    page: "/products/google-workspace",
  },
  { question: "starter storage per user", expect: ["30GB"], page: "/products/google-workspace" },
  {
    question: "can we record meetings on the cheapest one or do we need to upgrade?",
    expect: ["Business Standard", "recording"],
    page: "/products/google-workspace",
  },
  {
    question: "Kuna plan ya Google Workspace yenye eSignature? Ni ipi?",
    expect: ["Business Standard", "eSignature"],
    page: "/products/google-workspace",
  },
  {
    question: "Business Plus inaruhusu watu wangapi kwenye video meeting moja?",
    expect: ["500 participants"],
    page: "/products/google-workspace",
  },
  {
    question:
      "We run four pharmacies in Kisumu and get maybe 800 WhatsApp messages a month. What would the Starter plan on your WhatsApp platform cost?",
    expect: ["$99", "1,000 messages"],
    page: "/products/whatsapp-messaging-platform",
  },
  { question: "whatsapp pro plan how many msgs a month", expect: ["10,000"], page: "/products/whatsapp-messaging-platform" },
  { question: "how many agent seats come with professional?", expect: ["5 agent seats"], page: "/products/whatsapp-messaging-platform" },
  {
    question: "Assistant ya WhatsApp inaweza kujibu wateja kwa Kiswahili?",
    expect: ["Swahili"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question: "If the bot can't cope, can a real person from our team take over the chat?",
    expect: ["hand-over", "human"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question:
      "Our SACCO has three departments that would share one WhatsApp inbox, and we want it pulling data from our core system. Is that the Professional plan, and what's the monthly fee?",
    expect: ["Professional", "$299"],
    page: "/products/whatsapp-messaging-platform",
  },
  { question: "enterprise whatsapp msg limit?", expect: ["Unlimited messages"], page: "/products/whatsapp-messaging-platform" },
  {
    question: "Mmepunguza simu za customer care kwa asilimia ngapi kwa kutumia hii platform?",
    expect: ["65%", "WhatsApp"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question: "Can we send promotions and reminders out to our customers through it?",
    expect: ["broadcast", "opted"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question: "Starter plan ya WhatsApp platform inaruhusu messages ngapi kwa mwezi?",
    expect: ["1,000 messages"],
    page: "/products/whatsapp-messaging-platform",
  },
  { question: "how long are backups kept on the basic plan?", expect: ["30-day retention"], page: "/products/cloud-backup-and-recovery" },
  { question: "backup price per tb", expect: ["49"], page: "/products/cloud-backup-and-recovery" },
  {
    question:
      "We've got about 2 TB on a file server at our factory in Arusha and ransomware scares the owners. Which backup plan covers server image backups and ransomware detection, and what does it cost per TB?",
    expect: ["Professional", "$99"],
    page: "/products/cloud-backup-and-recovery",
  },
  { question: "Backup zenu zinatumia encryption ya aina gani?", expect: ["AES-256"], page: "/products/cloud-backup-and-recovery" },
  {
    question: "If our server dies, how fast can you get things running again?",
    expect: ["15 min"],
    page: "/products/cloud-backup-and-recovery",
  },
  { question: "how often do you test restores on the popular plan?", expect: ["quarterly"], page: "/products/cloud-backup-and-recovery" },
  { question: "Is the check of our current backups something we pay for?", expect: ["free"], page: "/products/cloud-backup-and-recovery" },
  {
    question: "Professional backup inahifadhi data kwa siku ngapi?",
    expect: ["90-day retention"],
    page: "/products/cloud-backup-and-recovery",
  },
  { question: "identity shield cost", expect: ["Identity Shield", "$15"], page: "/products" },
  {
    question:
      "We're a 120-staff insurance broker in Upper Hill and the board wants a 24/7 SOC watching endpoints and email. What's the starting price for AI Threat Defense?",
    expect: ["$1,200"],
    page: "/products",
  },
  { question: "ERP yenu inafuata kodi za KRA na TRA? Bei inaanzia wapi kwa mwezi?", expect: ["$4,000"], page: "/products" },
  {
    question: "What's the least expensive service you have for watching our servers and connections around the clock?",
    expect: ["Infrastructure Monitoring", "$600"],
    page: "/products",
  },
  { question: "managed data warehouse price", expect: ["$5,000"], page: "/products" },
  { question: "which clouds can you move our servers to?", expect: ["Azure"], page: "/products" },
  { question: "Virtual Desktop inaanzia bei gani kwa mwezi?", expect: ["$1,000"], page: "/products" },
  {
    question:
      "Our hospital board wants a standby site we can switch to if the main server room floods. What does Disaster Recovery as a Service start at?",
    expect: ["$3,000"],
    page: "/products",
  },
  { question: "crm price? does it do whatsapp", expect: ["$1,200"], page: "/products" },
  { question: "How much is the tool that keeps track of our data protection law obligations?", expect: ["$800"], page: "/products" },
  { question: "hybrid cloud platform from how much", expect: ["$3,500"], page: "/products" },
  { question: "Mnasimamia network za branch zetu (SD-WAN)? Inaanzia bei gani?", expect: ["Managed Network", "$1,500"], page: "/products" },
  {
    question: "Do you help companies plan how to keep running during a crisis, with practice drills?",
    expect: ["Business Continuity Planning"],
    page: "/products",
  },
  {
    question: "We're looking at Premium Support for our 60 Microsoft 365 licences. How is it priced — a flat fee or something else?",
    expect: ["30%"],
    page: "/products",
  },
  { question: "essential support response time", expect: ["Essential Support", "4-hour response"], page: "/products" },
  { question: "Enterprise Support wanajibu critical issue ndani ya dakika ngapi?", expect: ["15-minute response"], page: "/products" },
  { question: "Which support tier gives us our own dedicated account manager?", expect: ["Premium Support"], page: "/products" },
  { question: "is the basic support free or extra?", expect: ["Essential Support", "Included"], page: "/products" },
  { question: "which support plan has 24/7 whatsapp support", expect: ["Premium Support"], page: "/products" },
  {
    question:
      "We're 20 staff on free Gmail accounts and want someone to handle licences and a help desk for us. What does your Cloud & Licensing Starter package cost, and up to how many users?",
    expect: ["$99", "25 users"],
    page: "/solutions/cloud-and-licensing",
  },
  { question: "are the actual licences included in that monthly fee?", expect: ["vendor"], page: "/solutions/cloud-and-licensing" },
  { question: "growth pkg max users", expect: ["100 users"], page: "/solutions/cloud-and-licensing" },
  {
    question: "If we grow past our package, do we have to sign a new agreement?",
    expect: ["following month"],
    page: "/solutions/cloud-and-licensing",
  },
  { question: "how long does it usually take to move everyone over?", expect: ["2–4 weeks"], page: "/solutions/cloud-and-licensing" },
  { question: "how soon do u send a retainer quote", expect: ["one business day"], page: "/solutions/cloud-and-licensing" },
  { question: "Package ya Growth ni bei gani kwa mwezi?", expect: ["$299", "100 users"], page: "/solutions/cloud-and-licensing" },
  {
    question:
      "We're a Kampala hotel with around 3,000 guest chats a month and want bookings handled on WhatsApp in English and Swahili, linked to our booking system. Which automation package fits, and what's the price?",
    expect: ["Growth", "499"],
    page: "/solutions/ai-and-messaging-automation",
  },
  { question: "how fast can we go live?", expect: ["48 hours"], page: "/solutions/ai-and-messaging-automation" },
  { question: "ai messaging starter price", expect: ["199"], page: "/solutions/ai-and-messaging-automation" },
  {
    question: "Growth package inaruhusu staff wangapi kwenye agent inbox?",
    expect: ["up to 10 staff"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question: "Is there an option with no ceiling on the number of conversations?",
    expect: ["Enterprise", "unlimited conversations"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question: "Starter package inaruhusu conversations ngapi kwa mwezi?",
    expect: ["1,000 conversations"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question:
      "Our school board approved a new website but they're nervous about being locked in. If we take the Starter web package, what happens if we want to cancel before the minimum term is up?",
    expect: ["remaining months"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "web design starter monthly price", expect: ["$1,500/month", "mobile-first"], page: "/solutions/web-design-as-a-service" },
  { question: "how many pages do i get on the growth one?", expect: ["20 pages"], page: "/solutions/web-design-as-a-service" },
  {
    question: "Website mpya inakuwa tayari baada ya wiki ngapi?",
    expect: ["4 weeks", "website"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "growth retainer hrs per month", expect: ["15 hours"], page: "/solutions/web-design-as-a-service" },
  {
    question:
      "We already have a WordPress site from a freelancer who disappeared. If we only take a retainer, what does the Starter Retainer cost per month and how fast do you respond?",
    expect: ["299", "48"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "Does the website package take care of hosting and the security certificate?",
    expect: ["hosting", "SSL"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "enterprise retainer response time", expect: ["Same-day"], page: "/solutions/web-design-as-a-service" },
  { question: "what's the average turnaround when we ask for changes?", expect: ["72"], page: "/solutions/web-design-as-a-service" },
  {
    question:
      "We're a small tour operator in Arusha on the Growth Retainer and some months we barely touch our hours. Do leftover hours carry forward to the next month?",
    expect: ["roll over"],
    page: "/resources/knowledge-base",
  },
  {
    question: "Enterprise website package inafaa kampuni yenye wafanyakazi kuanzia wangapi?",
    expect: ["51"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "Minimum commitment ya web design ni miezi mingapi?", expect: ["12-month"], page: "/solutions/web-design-as-a-service" },
  {
    question:
      "We're a 30-person hardware distributor in Eldoret trying to get off spreadsheets. For the SME transformation Growth package, what's the fixed price and how many hours of staff training are included?",
    expect: ["15,000", "24 hours"],
    page: "/solutions/sme-digital-transformation",
  },
  { question: "foundation package price", expect: ["$5,000"], page: "/solutions/sme-digital-transformation" },
  {
    question: "how long is support after go-live on the biggest package?",
    expect: ["12 months"],
    page: "/solutions/sme-digital-transformation",
  },
  { question: "Awamu ya kwanza (Assess) inachukua siku ngapi?", expect: ["Days 1–15"], page: "/solutions/sme-digital-transformation" },
  {
    question: "In the 90-day plan, at what point does our data actually get moved across?",
    expect: ["31"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question: "Enterprise transformation package inagharimu kiasi gani?",
    expect: ["35,000"],
    page: "/solutions/sme-digital-transformation",
  },
  { question: "how many smes have u transformed", expect: ["300+ SMEs"], page: "/solutions/sme-digital-transformation" },
  {
    question:
      "We're a 35-person microfinance in Mwanza with about 40 laptops and phones. What does the Essential security package cost, and how many devices does it cover?",
    expect: ["$500", "50 devices"],
    page: "/solutions/security-and-compliance",
  },
  {
    question: "pen testing included in which pkg",
    expect: ["Enterprise", "Penetration testing"],
    page: "/solutions/security-and-compliance",
  },
  { question: "how long does the assessment take?", expect: ["two weeks"], page: "/solutions/security-and-compliance" },
  {
    question: "Professional security package ni bei gani na inacover devices ngapi?",
    expect: ["$1,500", "250"],
    page: "/solutions/security-and-compliance",
  },
  { question: "Which privacy law do you help us follow in Tanzania?", expect: ["PDPA"], page: "/solutions/security-and-compliance" },
  {
    question: "phishing simulation which package",
    expect: ["Professional", "phishing simulations"],
    page: "/solutions/security-and-compliance",
  },
  {
    question:
      "Our dairy co-op in Nakuru pulls numbers from QuickBooks, M-Pesa statements and an Excel sheet — three sources in total. What would the analytics Starter package cost us each month?",
    expect: ["$500/month", "3 data sources"],
    page: "/solutions/data-and-analytics",
  },
  { question: "how often does the data refresh on professional?", expect: ["Hourly"], page: "/solutions/data-and-analytics" },
  { question: "analytics pro how many data sources", expect: ["10 data sources"], page: "/solutions/data-and-analytics" },
  {
    question: "Starter ya analytics inakupa dashboards ngapi?",
    expect: ["5 interactive dashboards"],
    page: "/solutions/data-and-analytics",
  },
  {
    question: "Can your AI tell us when one of our staff accounts has been broken into?",
    expect: ["Security AI", "account"],
    page: "/ai-services",
  },
  {
    question:
      "Our branches in western Kenya lose power often and UPS batteries die without warning. Can your AI warn us before batteries or disks fail?",
    expect: ["Monitoring AI", "fail"],
    page: "/ai-services",
  },
  {
    question:
      "I run credit at a SACCO in Meru and we'd like to score loan applications with something the board can actually understand. Does your predictive analytics do that?",
    expect: ["explainable"],
    page: "/ai-services",
  },
  { question: "AI yenu inaelewa Kiswahili kwenye emails na documents?", expect: ["Swahili"], page: "/ai-services" },
  { question: "can managers just type questions about the data in plain words?", expect: ["natural"], page: "/data-analytics-platform" },
  { question: "document intelligence what does it read", expect: ["invoices"], page: "/ai-services" },
  { question: "Can it put together our reports for funders automatically?", expect: ["Donor"], page: "/data-analytics-platform" },
  {
    question:
      "We make plastic containers in Thika and keep running short of raw materials mid-month. Which of your AI services helps plan for that?",
    expect: ["Predictive Analytics", "plan"],
    page: "/ai-services",
  },
  { question: "Security AI ina wachambuzi (analysts) wanaofanya kazi 24/7?", expect: ["24/7 analysts"], page: "/ai-services" },
  { question: "how much faster is reporting w ur analytics platform", expect: ["40%"], page: "/solutions" },
  { question: "how many software implementations have u done", expect: ["150+ implementations"], page: "/solutions" },
  { question: "Do you handle buying staff laptops and getting rid of old ones safely?", expect: ["disposal"], page: "/solutions" },
  { question: "ERP yenu inasupport sheria za kodi za nchi gani?", expect: ["KRA"], page: "/solutions" },
  { question: "how many schools n universities u work with", expect: ["120"], page: "/industries" },
  {
    question:
      "I'm the bursar of a girls' secondary school in Nyeri and the board asked how much experience you have in education. How many students do your education systems support across your clients?",
    expect: ["60,000"],
    page: "/industries",
  },
  { question: "Mnahudumia hospitali na clinics ngapi kwa sasa?", expect: ["60+"], page: "/industries" },
  {
    question:
      "We're a mid-sized bank in Dar es Salaam shortlisting vendors who already work in finance. How many financial institutions do you serve today?",
    expect: ["45+"],
    page: "/industries",
  },
  { question: "how many public bodies use you?", expect: ["25+"], page: "/industries" },
  {
    question:
      "Our plant manager in Athi River wants numbers before he agrees to a call. By how much have you reduced unplanned downtime for the manufacturers you work with?",
    expect: ["20%"],
    page: "/industries",
  },
  { question: "SMEs wanaokoa gharama za IT kwa wastani wa asilimia ngapi?", expect: ["30%"], page: "/industries" },
  {
    question:
      "We're a clinic group with three branches and the owner keeps asking what happens if a records server fails. How fast can patient records be recovered with your setup?",
    expect: ["15 min"],
    page: "/industries",
  },
  { question: "Mnafuatilia manufacturing plants ngapi kwa sasa?", expect: ["40+"], page: "/industries" },
  {
    question: "what do you offer firms like ours for confidential email?",
    expect: ["Microsoft 365", "client matters"],
    page: "/industries/legal",
  },
  {
    question:
      "We're a deposit-taking SACCO in Thika and the regulator keeps asking about continuity for our core banking system. What do you offer for disaster recovery?",
    expect: ["standby"],
    page: "/industries/banking",
  },
  { question: "can patients move their appointments on whatsapp?", expect: ["reschedule"], page: "/industries/healthcare" },
  {
    question: "Wazazi wanaweza kupokea fee reminders na results kupitia njia gani?",
    expect: ["WhatsApp", "Fee reminders"],
    page: "/industries/education",
  },
  {
    question: "Can you stop pupils from opening harmful websites on the school network?",
    expect: ["filtering"],
    page: "/industries/education",
  },
  {
    question:
      "Our bottling plant in Ruiru runs three lines over two shifts and the GM wants to see output and downtime for each line. What do you offer for that?",
    expect: ["Production analytics"],
    page: "/industries/manufacturing",
  },
  {
    question: "We're a Gulu-based NGO working on a tight donor budget. Can you help us get donated or discounted Microsoft 365 licences?",
    expect: ["donated"],
    page: "/industries/ngos",
  },
  { question: "what contract lengths do you offer?", expect: ["12 months", "36 months"], page: "/industries/government" },
  {
    question:
      "I'm in a county ICT department and we have budget for a one-year pilot from this financial year only. Which of your contract terms suits that?",
    expect: ["12 months"],
    page: "/industries/government",
  },
  { question: "which contract term has lowest monthly rate", expect: ["36 months", "lowest"], page: "/industries/government" },
  { question: "access control for bank staff mfa?", expect: ["Multi-factor", "privileged access"], page: "/industries/banking" },
  {
    question:
      "We run a 40-bed hospital in Moshi and management wants to track bed occupancy and pharmacy stock without waiting for monthly reports. Do you have something for that?",
    expect: ["dashboards", "Bed occupancy"],
    page: "/industries/healthcare",
  },
  {
    question:
      "I'm a partner at a 20-lawyer firm in Kisumu and we're nervous about downtime. In your law firm case study, how long did the move to Microsoft 365 take?",
    expect: ["weekend"],
    page: "/resources/case-studies",
  },
  { question: "law firm case how many TB of files moved", expect: ["1.2 TB"], page: "/resources/case-studies" },
  {
    question: "Umoja Savings Cooperative iko mji gani na ina members wangapi?",
    expect: ["Kampala", "5,000"],
    page: "/resources/case-studies",
  },
  {
    question: "How much quicker did the cooperative get through loan applications after the WhatsApp bot?",
    expect: ["50%"],
    page: "/resources/case-studies",
  },
  { question: "who was quoted from the law firm?", expect: ["Grace Wanjiru"], page: "/resources/case-studies" },
  { question: "wanjiru advocates it cost savings", expect: ["20%"], page: "/resources/case-studies" },
  {
    question:
      "Our CEO heard you helped a cooperative deal with member queries on WhatsApp. What share of their queries now get answered straight away?",
    expect: ["90%"],
    page: "/resources/case-studies",
  },
  { question: "Law firm ilipunguza muda wa kutafuta documents kwa asilimia ngapi?", expect: ["60%"], page: "/resources/case-studies" },
  { question: "umoja ceo name", expect: ["Joseph Okello"], page: "/resources/case-studies" },
  {
    question: "Which Microsoft package did the lawyers end up using?",
    expect: ["Business Premium", "lawyers"],
    page: "/resources/case-studies",
  },
  { question: "bahari medical quote who said it", expect: ["Amina Mushi"], page: "/" },
  {
    question:
      "I'm putting together a vendor comparison for our board in Entebbe and need your track record. How many organizations have you served so far?",
    expect: ["500+", "clients"],
    page: "/",
  },
  { question: "sme playbook how many pages", expect: ["45 pages"], page: "/resources/guides" },
  {
    question:
      "I'm the office manager at a 12-person NGO planning our move to Microsoft 365. Is there a free guide for that, and how long is it?",
    expect: ["28"],
    page: "/resources/guides",
  },
  { question: "Playbook ya SME inalenga biashara zenye wafanyakazi hadi wangapi?", expect: ["1 to 300 staff"], page: "/resources/guides" },
  { question: "do i have to give my phone number to download it?", expect: ["optional"], page: "/resources/guides" },
  {
    question:
      "Our IT lead read your Microsoft 365 migration guide and wants the timing: how long before a brand-new tenant is live, as opposed to migrating existing mail?",
    expect: ["48 hours"],
    page: "/resources/guides",
  },
  {
    question:
      "Our compliance officer needs to know how long WhatsApp conversations can be kept on your messaging platform before they're deleted automatically.",
    expect: ["2 years"],
    page: "/resources/knowledge-base",
  },
  { question: "whatsapp platform encryption at rest", expect: ["AES-256"], page: "/resources/knowledge-base" },
  { question: "Platform ya WhatsApp inatumia TLS toleo gani kwa data in transit?", expect: ["1.2"], page: "/resources/knowledge-base" },
  {
    question: "How do you make sure it's really the customer asking before you show their balance on WhatsApp?",
    expect: ["one-time PIN"],
    page: "/resources/knowledge-base",
  },
  {
    question:
      "We're a Nairobi law practice comparing Microsoft 365 plans. What does Business Premium add on top of Standard for protecting client data?",
    expect: ["Defender"],
    page: "/resources/knowledge-base",
  },
  { question: "How long is the recorded session on restoring a server from backup?", expect: ["45 min"], page: "/resources" },
  {
    question:
      "Our data protection officer is comparing Kenya's and Tanzania's privacy laws for a regional rollout. Do you have a whitepaper on that?",
    expect: ["Data Protection in East Africa"],
    page: "/resources",
  },
  { question: "wen was kilele founded", expect: ["2012"], page: "/about" },
  {
    question:
      "We're vetting vendors for a Uganda-wide rollout and want a partner with real local presence. When did you open your Kampala office?",
    expect: ["2016"],
    page: "/about",
  },
  { question: "Ofisi ya Dar es Salaam ilifunguliwa mwaka gani?", expect: ["2018"], page: "/about" },
  { question: "Who is the boss of the company?", expect: ["David Kamau"], page: "/about" },
  { question: "Head of Client Success wenu ni nani?", expect: ["Faith Achieng"], page: "/about" },
  {
    question:
      "Our procurement policy requires an information security certification from any IT vendor that handles customer data. Are you certified, and to which standard?",
    expect: ["27001", "certif"],
    page: "/about",
  },
  {
    question:
      "We struggled badly to go remote during COVID and want a partner who has done it at scale. How many users did you move to remote work during the pandemic?",
    expect: ["1,000 users", "remote"],
    page: "/about",
  },
  { question: "r u a veeam partner", expect: ["Veeam"], page: "/about" },
  {
    question:
      "Our WhatsApp project needs a provider Meta has approved, otherwise our bank's risk team won't sign off. Are you an approved partner for the WhatsApp Business Platform?",
    expect: ["Meta Business Partner"],
    page: "/about",
  },
  {
    question: "We've been burned by a reseller who wasn't an official Microsoft partner. Since when have you been a Microsoft partner?",
    expect: ["2014"],
    page: "/about",
  },
  { question: "dar office address", expect: ["Samora Avenue"], page: "/contact" },
  {
    question:
      "I'm based in Arusha and would rather call your Tanzania team than Nairobi. What number do I call for the Dar es Salaam office?",
    expect: ["+255 700 123 456"],
    page: "/contact",
  },
  { question: "Ofisi ya Dar iko floor ya ngapi?", expect: ["3rd"], page: "/contact" },
  {
    question: "We need to courier signed contracts to your Dar es Salaam office. What's the P.O. Box there?",
    expect: ["4455"],
    page: "/contact",
  },
  { question: "nairobi other phone line", expect: ["+254 733 123 456"], page: "/contact" },
  { question: "Ofisi ya Kampala inafungua saa ngapi asubuhi siku za kazi?", expect: ["8:00"], page: "/contact" },
  { question: "are you open on sundays?", expect: ["Closed"], page: "/contact" },
  { question: "What email address reaches the Uganda branch directly?", expect: ["kampala@kilele.tech"], page: "/contact" },
  { question: "what hours is the live chat staffed?", expect: ["9AM"], page: "/contact" },
  { question: "kampala office phone no", expect: ["+256 700 123 456"], page: "/contact" },
  {
    question:
      "I sent a message through your contact form last year and I'm wondering what still sits on your side. How long do you keep contact-form messages?",
    expect: ["24 months"],
    page: "/privacy",
  },
  {
    question: "Our legal team is reviewing your privacy notice and asks where the website is hosted and which database provider you use.",
    expect: ["Cloudflare", "Turso"],
    page: "/privacy",
  },
  {
    question: "Nikitaka kulalamika Uganda kuhusu data yangu, regulator ni nani?",
    expect: ["Personal Data Protection Office"],
    page: "/privacy",
  },
  { question: "Which analytics service records what I do in the chat?", expect: ["PostHog"], page: "/privacy" },
  {
    question:
      "I've asked for a copy of all the data you hold about me and my manager wants to know when to expect it. How long do you take to answer privacy requests?",
    expect: ["30 days"],
    page: "/privacy",
  },
  { question: "Maswali ninayouliza kwenye chat assistant mnayahifadhi kwa miezi mingapi?", expect: ["13"], page: "/privacy" },
  {
    question: "I booked a meeting with your team for next Tuesday but I'm terrible with calendars. When will your reminders be sent to me?",
    expect: ["24 hours", "1 hour"],
    page: "/privacy",
  },
  { question: "privacy email address", expect: ["privacy@kilele.tech"], page: "/privacy" },
  { question: "What will I get if I sign up to your mailing list?", expect: ["security advisories"], page: "/newsletter" },
];

export const ninthBatchNearTopic: readonly HeldOutNearTopic[] = [
  { question: "Do you also resell Zoho Workplace? We're comparing it with Google." },
  { question: "bei ya Microsoft 365 E3 kwa user ni ngapi?" },
  { question: "Are the prices on your site inclusive of VAT or is 16% added on top?" },
  { question: "what exchange rate do u use when invoicing in KES" },
  { question: "Do you have an office in Kigali? We're a Rwandan company looking for local support." },
  { question: "Mna ofisi Mombasa? Tungependa kuja kuongea na mtu ana kwa ana." },
  { question: "If we pay for Microsoft 365 annually instead of monthly, how much discount do we get?" },
  { question: "Who is your Chief Financial Officer?" },
  { question: "how much is a Fortinet firewall from u" },
  { question: "are u hiring network engineers? any job openings" },
  { question: "Does Business Premium come with Microsoft Copilot included?" },
  { question: "How much does it cost to add an extra 1TB of storage for one Google Workspace user?" },
  { question: "We have a branch in Eldoret with bad internet — can you sell us a 50 Mbps fibre line and what's the monthly price?" },
  { question: "On the WhatsApp Starter plan, what do you charge per message once we go over the monthly limit?" },
  { question: "whats ur mpesa paybill number" },
  { question: "Do you implement Salesforce? Our parent company uses it in Europe." },
  { question: "How many days does the Microsoft 365 free trial last?" },
  { question: "Tunatumia SAP Business One — mnaweza kutusupport?" },
  { question: "Are you ISO 9001 certified as well?" },
  { question: "Who manages your Kampala office? I'd like a name before I visit." },
  { question: "Gharama ya kufunga CCTV cameras kwenye ofisi yetu ni ngapi?" },
  { question: "how much to register a .co.ke domain thru you" },
  { question: "Our café needs a website — does the Starter web package include designing a logo for us?" },
  { question: "Do you sell Zoom licences too?" },
  { question: "What percentage discount do universities get on Google Workspace for students?" },
  { question: "Can you build us a custom Android and iPhone app for customer orders?" },
  { question: "mnafanya Odoo ERP?" },
  { question: "Do you have a branch in Arusha or only Dar?" },
  { question: "If your uptime drops below 99.9% in a month, how much service credit do we get back?" },
  { question: "Which vendor's engine is behind AI Threat Defense — CrowdStrike, SentinelOne or your own?" },
  { question: "Is the cloud backup data physically stored in a Nairobi data centre or abroad?" },
  { question: "How long does Meta take to give us the green verified tick on WhatsApp?" },
  { question: "How much is a Power BI Pro licence per user if we buy through you?" },
  { question: "Do you support Apple Macs and manage them with Jamf?" },
  { question: "Mna training ya Excel kwa wafanyakazi peke yake, bila package? Bei gani kwa siku?" },
  { question: "what's the penalty if we pay our invoice late" },
  { question: "Will you sign an NDA with us before doing the security assessment?" },
  { question: "whats the phone number of ur mombasa branch" },
  { question: "We have 400 staff — is there a volume discount on Business Basic above 300 users?" },
  { question: "What's your company's annual turnover? Our tender needs it." },
  { question: "Can you build us a Shopify store for our fashion brand?" },
  { question: "Mnatoa hosting ya WordPress peke yake, bila design? Ni bei gani kwa mwaka?" },
  { question: "What does Google Workspace Enterprise Plus cost per user?" },
  { question: "Does Defender for Business also protect our Android phones?" },
  { question: "how much notice do we need to give to cancel the backup Professional plan" },
  { question: "Kuna nafasi za internship kwa wanafunzi wa IT kwa Kilele?" },
  { question: "Do you sell just SEO, without building or hosting the website?" },
  { question: "Is the Dar es Salaam office open on public holidays like Saba Saba?" },
  { question: "Does the WhatsApp Starter price include Meta's per-conversation fees, or are those billed separately?" },
  { question: "How many engineers does Kilele employ altogether across the three countries?" },
];
