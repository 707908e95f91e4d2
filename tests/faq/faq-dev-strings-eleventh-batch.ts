// Development questions: the eleventh blind batch (2026-11-28), written for tuning like the tenth
// (faq-dev-strings-tenth-batch.ts), by two more people who had seen no corpus, vocabulary, visitor question
// or earlier batch. Read once before any tuning on it, as a fresh measure of the day's rules.
import type { HeldOutAnswerable, HeldOutNearTopic } from "./held-out-question";

export const eleventhBatchAnswerable: readonly HeldOutAnswerable[] = [
  {
    question:
      "We're a 40-person logistics firm in Mombasa comparing IT vendors and my boss wants to know how long you've been around. What year did Kilele start?",
    expect: ["2012"],
    page: "/about",
  },
  { question: "who is ur ceo", expect: ["David Kamau"], page: "/about" },
  { question: "CTO wenu ni nani?", expect: ["Aisha Nakato"], page: "/about" },
  { question: "Nani anaongoza kazi zenu huko Tanzania?", expect: ["Baraka Mwakyusa"], page: "/about" },
  { question: "Who looks after customers once they've signed up with you?", expect: ["Faith Achieng"], page: "/about" },
  {
    question:
      "Our board in Arusha insists that any IT vendor holds a recognised information security certification before we sign anything. Are you certified for security management?",
    expect: ["27001"],
    page: "/about",
  },
  { question: "Ofisi ya Dar es Salaam ilifunguliwa mwaka gani?", expect: ["2018"], page: "/about" },
  {
    question: "Are you signed up with the Kenyan data protection regulator as a processor?",
    expect: ["Data Protection Commissioner"],
    page: "/about",
  },
  { question: "which backup company are you partnered with?", expect: ["Veeam"], page: "/about" },
  {
    question:
      "We use Google Workspace across our three branches in Kisumu. Before we move support to you, are you actually an official Google partner?",
    expect: ["Google Workspace Partner"],
    page: "/about",
  },
  { question: "how many users did u move to remote work during covid", expect: ["1,000"], page: "/about" },
  { question: "Mlianza huduma ya WhatsApp automation mwaka gani?", expect: ["2022"], page: "/about" },
  {
    question: "My manager heard you only recently started doing data analytics work. When did that practice actually launch?",
    expect: ["2024"],
    page: "/about",
  },
  { question: "how many ppl started kilele", expect: ["Three engineers"], page: "/about" },
  {
    question: "In a sentence, what is the company trying to achieve for organisations here?",
    expect: ["five-person shop"],
    page: "/about",
  },
  { question: "what does integrity mean for u guys", expect: ["no lock-in"], page: "/about" },
  {
    question: "I'd like to know a bit about the founder before our meeting next week. What was he doing before he set up the company?",
    expect: ["Kenyan banks"],
    page: "/about",
  },
  {
    question:
      "I run a 20-advocate practice in Nairobi and we still keep everything on one office server. Which law firm did you move to Microsoft 365, and how long did the switch take?",
    expect: ["Wanjiru & Associates", "weekend"],
    page: "/resources/case-studies",
  },
  { question: "how much data did u migrate for the law firm", expect: ["1.2 TB"], page: "/resources/case-studies" },
  { question: "Wanjiru & Associates walipunguza gharama za IT kwa asilimia ngapi?", expect: ["20%"], page: "/resources/case-studies" },
  { question: "Which Microsoft 365 plan did the law firm end up on?", expect: ["Business Premium"], page: "/resources/case-studies" },
  {
    question:
      "We're a SACCO in Mbarara looking at WhatsApp for member queries. Which cooperative did you build this for, and where are they based?",
    expect: ["Umoja Savings Cooperative", "Kampala"],
    page: "/resources/case-studies",
  },
  { question: "how many members does umoja hv", expect: ["5,000"], page: "/resources/case-studies" },
  { question: "Umoja walipunguza simu za support kwa kiasi gani?", expect: ["65%"], page: "/resources/case-studies" },
  {
    question:
      "Our loan officers waste days chasing missing documents. In your cooperative project, how much faster did loan applications get processed?",
    expect: ["50%"],
    page: "/resources/case-studies",
  },
  { question: "which data law did u follow for the umoja member data", expect: ["DPPA 2019"], page: "/resources/case-studies" },
  { question: "who gave the quote for the law firm story?", expect: ["Grace Wanjiru"], page: "/resources/case-studies" },
  {
    question:
      "Our CFO wants proof before approving anything this quarter. You say you can show what is possible within a certain period if we tell you where we are today. What period is that?",
    expect: ["90 days"],
    page: "/resources/case-studies",
  },
  {
    question: "Katika mradi wa Umoja, mlianza na maswali mangapi ambayo wanachama huuliza zaidi?",
    expect: ["twenty questions"],
    page: "/resources/case-studies",
  },
  { question: "Is there any hospital or clinic that has vouched for your monitoring team?", expect: ["Bahari Medical Centre"], page: "/" },
  {
    question: "After moving the lawyers over, what security did you switch on for their client files?",
    expect: ["multi-factor authentication", "data loss prevention"],
    page: "/resources/case-studies",
  },
  { question: "law firm - how much less time looking for documents", expect: ["60%"], page: "/resources/case-studies" },
  { question: "how many smes hv u worked with", expect: ["300+"], page: "/industries" },
  { question: "Mmesaidia shule na vyuo vingapi?", expect: ["120+"], page: "/industries" },
  {
    question:
      "We are a university in Mwanza planning a new e-learning setup. How many students are your education solutions supporting today?",
    expect: ["60,000+"],
    page: "/industries",
  },
  { question: "How many hospitals and clinics do you look after?", expect: ["60+"], page: "/industries" },
  { question: "how fast can patient records be brought back after a failure?", expect: ["15 min"], page: "/industries" },
  { question: "Mnahudumia benki na taasisi za kifedha ngapi?", expect: ["45+"], page: "/industries" },
  { question: "What uptime do you quote for core banking systems?", expect: ["99.99%"], page: "/industries" },
  {
    question:
      "Our plant in Thika loses hours every week to unplanned stops. How many manufacturing plants do you support, and by how much have you reduced unplanned downtime?",
    expect: ["40+", "20%"],
    page: "/industries",
  },
  { question: "do you do IoT stuff?", expect: ["edge computing"], page: "/industries" },
  { question: "does the campus wifi include content filtering?", expect: ["Content filtering"], page: "/industries/education" },
  {
    question: "Shule yetu inataka kutuma taarifa kwa wazazi kupitia WhatsApp. Mnaweza kutuma nini?",
    expect: ["Fees, results and notices"],
    page: "/industries/education",
  },
  { question: "do u have OEE dashboards", expect: ["OEE dashboards"], page: "/industries/manufacturing" },
  {
    question: "The central bank wants proof our disaster recovery works. How often do you test failover for financial institutions?",
    expect: ["Annual failover test"],
    page: "/industries",
  },
  {
    question: "Can the citizen-services WhatsApp assistant reply in more than one language?",
    expect: ["Multilingual answers"],
    page: "/industries",
  },
  { question: "does this cover version control for documents?", expect: ["version control"], page: "/industries/legal" },
  {
    question:
      "We're a boutique firm in Kampala and the partners are nervous about data protection rules and client confidentiality. Do you help law firms with compliance paperwork?",
    expect: ["Policies and registers"],
    page: "/industries/legal",
  },
  { question: "Kwa wafanyakazi wa benki, mnadhibiti access vipi?", expect: ["privileged access management"], page: "/industries/banking" },
  { question: "can patients reschedule through it?", expect: ["reschedule"], page: "/industries/healthcare" },
  { question: "What can the hospital dashboards show us?", expect: ["Bed occupancy"], page: "/industries/healthcare" },
  { question: "what about protecting young kids on school devices?", expect: ["device management"], page: "/industries/education" },
  {
    question: "We're a small NGO in Gulu with a tight donor budget and about 15 staff. Can you get us cheaper or free Microsoft licences?",
    expect: ["Donated and discounted"],
    page: "/industries/ngos",
  },
  {
    question: "Our field officers work in areas with poor internet. Will your collaboration tools work for them?",
    expect: ["low bandwidth"],
    page: "/industries/ngos",
  },
  { question: "NGO yetu ina donors watatu. Mnaweza kutengeneza reports kwa kila donor?", expect: ["each donor"], page: "/industries/ngos" },
  {
    question: "which contract length gives the lowest monthly rate?",
    expect: ["36", "lowest monthly rate"],
    page: "/industries/government",
  },
  { question: "do u do tender documentation", expect: ["Tender documentation"], page: "/industries/government" },
  { question: "is it billed monthly or one-off?", expect: ["predictable monthly fee"], page: "/industries/smes" },
  { question: "Mnaweza kutusaidia ku-plan raw materials kwa kutumia AI?", expect: ["AI forecasts"], page: "/industries/manufacturing" },
  { question: "how many pages is the sme playbook", expect: ["45", "SME Digital Transformation Playbook"], page: "/resources/guides" },
  { question: "Microsoft 365 Migration Guide ina kurasa ngapi?", expect: ["28", "Migration Guide"], page: "/resources/guides" },
  {
    question: "We have about 250 staff across two towns. Is the playbook meant for a company our size?",
    expect: ["1 to 300 staff"],
    page: "/resources/guides",
  },
  { question: "Who is the migration guide written for?", expect: ["IT leads and office managers"], page: "/resources/guides" },
  { question: "what's the lowest package budget it mentions?", expect: ["$5,000"], page: "/resources/guides" },
  { question: "wat r the steps in the m365 migration in ur guide", expect: ["assessment, migration, training"], page: "/resources/guides" },
  { question: "how long is the method in the playbook?", expect: ["90-day"], page: "/resources/guides" },
  {
    question:
      "We have about 30 staff on Gmail and our current contract ends next month. How long does it take you to move our existing mail and files to Microsoft 365?",
    expect: ["2–4 weeks"],
    page: "/resources/knowledge-base",
  },
  {
    question: "Our partners need the top plan but reception only needs email. Can we have different plans in the same organisation?",
    expect: ["mix plans"],
    page: "/resources/knowledge-base",
  },
  {
    question: "Data za WhatsApp zimehifadhiwa kwa encryption gani kwenye platform yenu?",
    expect: ["AES-256"],
    page: "/resources/knowledge-base",
  },
  {
    question: "Our compliance officer asked how long customer chats would sit on your WhatsApp platform. What retention can we choose?",
    expect: ["30 days to 2 years"],
    page: "/resources/knowledge-base",
  },
  {
    question: "Kwa Tanzania, WhatsApp platform yenu inafuata sheria gani ya data?",
    expect: ["PDPA 2022"],
    page: "/resources/knowledge-base",
  },
  { question: "do unused hours roll over?", expect: ["do not roll over"], page: "/resources/knowledge-base" },
  {
    question: "Is SSL included with the website retainer or do we pay for it separately?",
    expect: ["SSL certificates"],
    page: "/resources/knowledge-base",
  },
  { question: "how long is the whatsapp live demo webinar", expect: ["60 min"], page: "/resources" },
  {
    question: "Do you have anything that compares the privacy laws of Kenya, Uganda and Tanzania side by side?",
    expect: ["Data Protection in East Africa"],
    page: "/resources",
  },
  { question: "Kuna article kuhusu kutumia password moja ya email ofisini?", expect: ["Five Signs"], page: "/resources" },
  { question: "Mkinipigia chat ya proposal, mtahifadhi details zangu kwa muda gani?", expect: ["24 months"], page: "/privacy" },
  { question: "which analytics tool does this site use", expect: ["PostHog"], page: "/privacy" },
  { question: "Database ya website hii iko hosted wapi?", expect: ["Turso"], page: "/privacy" },
  {
    question: "I filled in your contact form last year and now want everything about me deleted. Which address do I write to?",
    expect: ["privacy@kilele.tech"],
    page: "/privacy",
  },
  { question: "how fast do u answer privacy requests", expect: ["30 days"], page: "/privacy" },
  {
    question: "If I'm unhappy with how my data is handled, which body can I complain to in Uganda?",
    expect: ["Personal Data Protection Office"],
    page: "/privacy",
  },
  {
    question: "Nikitaka kulalamika Tanzania kuhusu data yangu, niende kwa nani?",
    expect: ["Personal Data Protection Commission"],
    page: "/privacy",
  },
  {
    question: "If I sign up for the newsletter, how long do you hold on to my email?",
    expect: ["until you unsubscribe"],
    page: "/privacy",
  },
  { question: "does my info end up in hubspot", expect: ["HubSpot"], page: "/privacy" },
  { question: "Do your forms use some kind of bot check like a captcha?", expect: ["Turnstile"], page: "/privacy" },
  {
    question: "I booked a meeting through your site for next Tuesday. Will I get a reminder beforehand?",
    expect: ["24 hours and 1 hour before"],
    page: "/privacy",
  },
  { question: "Do you sell people's personal details to other companies?", expect: ["never sell"], page: "/privacy" },
  { question: "how often does it come out?", expect: ["One email a month"], page: "/newsletter" },
  { question: "Newsletter yenu huwa na nini ndani?", expect: ["security advisories"], page: "/newsletter" },
  { question: "Ofisi ya Nairobi iko floor gani?", expect: ["4th Floor"], page: "/contact" },
  { question: "whats the po box for kampala", expect: ["P.O. Box 7788"], page: "/contact" },
  { question: "Which floor is the Dar es Salaam office on?", expect: ["3rd Floor"], page: "/contact" },
  {
    question:
      "Our server at the Mwanza branch just went down and it's 11pm. We're an existing client, is there a number I can call right now?",
    expect: ["+254 711 999 000"],
    page: "/contact",
  },
  { question: "Namba ya simu ya ofisi ya Kampala ni ipi?", expect: ["+256 700 123 456"], page: "/contact" },
  { question: "how soon will someone reply if I email?", expect: ["4 business hours"], page: "/contact" },
  { question: "live chat hrs?", expect: ["9AM–5PM"], page: "/contact" },
  { question: "how soon can we get a meeting slot?", expect: ["48 hours"], page: "/contact" },
  { question: "Email ya ofisi ya Dar ni gani?", expect: ["dar@kilele.tech"], page: "/contact" },
  {
    question: "I need to post some signed documents to your head office. What's the postal box in Nairobi?",
    expect: ["P.O. Box 12345-00100"],
    page: "/contact",
  },
  {
    question:
      "We're a 30-person law firm in Westlands moving off our old email host. Our partners want the desktop Outlook and Word apps. What does the Microsoft 365 plan that includes desktop apps cost per user?",
    expect: ["$12.50", "Business Standard"],
    page: "/products/microsoft-365",
  },
  {
    question:
      "Our board in Kampala asked me to compare options before the end of the quarter. How much storage does each Microsoft 365 user get on OneDrive?",
    expect: ["1TB OneDrive storage per user"],
    page: "/products/microsoft-365",
  },
  {
    question:
      "We run a chain of 4 pharmacies in Mwanza and want staff laptops managed and wiped remotely if stolen. Which Microsoft 365 plan gives us Intune device management?",
    expect: ["Business Premium"],
    page: "/products/microsoft-365",
  },
  {
    question:
      "I'm the office manager at a logistics company; our current mailboxes keep filling up. How big is the mailbox on Microsoft 365 Business Basic?",
    expect: ["50GB"],
    page: "/products/microsoft-365",
  },
  {
    question:
      "Our finance director worries about invoicing in dollars. Can we be billed for Microsoft 365 in Kenyan shillings or Uganda shillings instead of USD?",
    expect: ["KES, UGX or TZS"],
    page: "/products/microsoft-365",
  },
  {
    question:
      "We are a school in Arusha with lots of staff meetings online. On Google Workspace Business Plus, how many people can join one video meeting?",
    expect: ["500 participants"],
    page: "/products/google-workspace",
  },
  {
    question:
      "Our NGO is on free Gmail and we want shared team folders and meeting recording. What does Google Workspace Business Standard cost per user each month?",
    expect: ["$12"],
    page: "/products/google-workspace",
  },
  {
    question: "We handle audits for donors and need email retention and eDiscovery. Which Google Workspace plan includes Vault?",
    expect: ["Business Plus"],
    page: "/products/google-workspace",
  },
  {
    question:
      "We're a SACCO in Nakuru getting hundreds of WhatsApp balance queries a day. How many messages a month does the Professional plan of your WhatsApp platform include?",
    expect: ["10,000 messages/month"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question:
      "Our customer care team is 5 people and they'd all need to answer WhatsApp chats. Does the WhatsApp Professional plan support several agents in a shared inbox, and how many?",
    expect: ["Up to 5 agent seats"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question:
      "We keep about 3 TB of files and mailboxes at our Dar es Salaam office and have never had offsite backups. What's the per-terabyte price of the Essential backup plan?",
    expect: ["49", "per TB"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question:
      "After a ransomware scare last month our MD wants backups kept for at least 3 months. Which backup plan keeps 90 days of history and what does it cost?",
    expect: ["90-day retention", "$99"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question: "Our auditors ask that we prove we can restore systems. Do your backup plans include recovery testing, and how often?",
    expect: ["Quarterly recovery tests"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question:
      "We're a hospital group and the regulator wants a proper DR site with failover. Which backup plan has a disaster recovery site?",
    expect: ["Disaster recovery site with failover"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question:
      "We have about 60 staff on Microsoft 365 and want someone to manage licences, security and training for us. What's the monthly fee for your Growth managed licensing package?",
    expect: ["299"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question:
      "I run a 12-person accounting practice in Kisumu. If we take the Starter cloud licensing package, are the Microsoft licences themselves included or billed separately?",
    expect: ["billed at the vendor's price"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question:
      "We have three branches in Uganda and are moving everybody to Google Workspace. Roughly how long does a migration with you usually take?",
    expect: ["2–4 weeks"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question:
      "We're a microfinance bank and need our WhatsApp bot to check balances from our core banking system. Which AI messaging package connects to core banking, and what's the monthly price?",
    expect: ["Growth", "499"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question: "Management wants the WhatsApp assistant running before our product launch next week. How fast can you get it live?",
    expect: ["24–48 hours"],
    page: "/solutions/ai-and-messaging-automation",
  },
  {
    question:
      "We're a 7-person boutique hotel in Diani and need a new website with a WhatsApp chat button. How much is the Starter web design package per month?",
    expect: ["$1,500"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question:
      "Before I sign for a website subscription my partner wants to know the catch. Is there a minimum contract period for web design as a service?",
    expect: ["12-month minimum"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question:
      "Our marketing agency left and we already have a website; we just need about 15 hours of changes each month. Which retainer fits and what does it cost?",
    expect: ["Growth Retainer", "599"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question:
      "We're a family business in Moshi with 8 employees and everything is on paper and WhatsApp. What does the Foundation transformation package cost?",
    expect: ["$5,000"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question:
      "Our distribution company has 40 employees. If we take the Growth transformation package, how many hours of staff training are included?",
    expect: ["24 hours of staff training"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question:
      "We process a lot of client personal data and the Data Protection Commissioner's office has been active lately. What does the Essential security package cost and how many devices does it cover?",
    expect: ["$500", "Up to 50 devices"],
    page: "/solutions/security-and-compliance",
  },
  {
    question:
      "Our bank's board wants ISO 27001 readiness and regular pen tests. Which security package includes penetration testing and how often?",
    expect: ["Penetration testing twice a year"],
    page: "/solutions/security-and-compliance",
  },
  {
    question:
      "We use QuickBooks, an M-Pesa till and Excel for stock and want it all in one dashboard. How many data sources does the Starter analytics package connect?",
    expect: ["3 data sources"],
    page: "/solutions/data-and-analytics",
  },
  {
    question: "Our supermarket chain needs demand forecasts and a data warehouse. What's the price of the Professional analytics package?",
    expect: ["$1,500", "Up to 10 data sources"],
    page: "/solutions/data-and-analytics",
  },
  {
    question:
      "We are a 120-staff NGO and our current IT provider only answers during office hours. With Premium Support, what response time do we get for critical issues?",
    expect: ["1-hour response for critical issues"],
    page: "/products",
  },
  {
    question:
      "Our group has offices in Nairobi and Kampala and we want engineers who come on site. What's the critical-issue response under Enterprise Support?",
    expect: ["15-minute response"],
    page: "/products",
  },
  { question: "m365 basic price pls", expect: ["$6"], page: "/products/microsoft-365" },
  { question: "business premium wat extra security u get", expect: ["Defender for Business"], page: "/products/microsoft-365" },
  { question: "google workspace starter storage", expect: ["30GB storage per user"], page: "/products/google-workspace" },
  { question: "gws plus price per user", expect: ["$18"], page: "/products/google-workspace" },
  { question: "whatsapp starter plan hw much", expect: ["$99", "1,000 messages/month"], page: "/products/whatsapp-messaging-platform" },
  { question: "enterprise whatsapp msgs limit?", expect: ["Unlimited messages"], page: "/products/whatsapp-messaging-platform" },
  { question: "backup encryption wat type", expect: ["AES-256"], page: "/products/cloud-backup-and-recovery" },
  { question: "essential backup retention how long", expect: ["30-day retention"], page: "/products/cloud-backup-and-recovery" },
  { question: "ai threat defense price", expect: ["$1,200/month"], page: "/products" },
  { question: "identity shield cost per user", expect: ["$15 per user/month"], page: "/products" },
  { question: "how much compliance manager", expect: ["$800/month"], page: "/products" },
  { question: "managed network price monthly", expect: ["$1,500/month"], page: "/products" },
  { question: "erp starting price", expect: ["$4,000/month"], page: "/products" },
  { question: "crm does it hav whatsapp", expect: ["WhatsApp and email integration"], page: "/products" },
  { question: "cloud migration suite which clouds u support", expect: ["Azure, AWS or Google Cloud"], page: "/products" },
  { question: "web design enterprise pkg how many languages", expect: ["multiple languages"], page: "/solutions/web-design-as-a-service" },
  { question: "starter retainer hrs per month", expect: ["5 hours of changes per month"], page: "/solutions/web-design-as-a-service" },
  { question: "sme enterprise pkg how much", expect: ["$35,000"], page: "/solutions/sme-digital-transformation" },
  { question: "security professional pkg devices", expect: ["Up to 250 devices"], page: "/solutions/security-and-compliance" },
  {
    question: "ai msg starter convos per month",
    expect: ["1,000 conversations/month", "199"],
    page: "/solutions/ai-and-messaging-automation",
  },
  { question: "premium support cost", expect: ["30%", "license cost"], page: "/products" },
  { question: "essential support response time", expect: ["4-hour response"], page: "/products" },
  { question: "dr as a service starting price", expect: ["$3,000/month"], page: "/products" },
  {
    question: "Bei ya Microsoft 365 Business Standard ni ngapi kwa mtu mmoja kwa mwezi?",
    expect: ["$12.50"],
    page: "/products/microsoft-365",
  },
  {
    question: "Habari, mnaweza kuhamisha email zetu kwa Microsoft 365 bila kupoteza ujumbe? Inachukua muda gani?",
    expect: ["24 hours"],
    page: "/products/microsoft-365",
  },
  {
    question: "Google Workspace Business Standard inakuja na storage kiasi gani kwa kila user?",
    expect: ["2TB storage per user"],
    page: "/products/google-workspace",
  },
  {
    question: "Je, WhatsApp assistant yenu inaweza kujibu wateja kwa Kiswahili?",
    expect: ["English and Swahili"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question: "Tunataka backup ya server zetu na virtual machines, ni plan gani ya backup inafanya hivyo?",
    expect: ["Server and virtual machine image backups"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question: "Mnaweza kurudisha data baada ya tatizo kwa muda gani? Recovery inachukua dakika ngapi?",
    expect: ["15 min"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question: "Package ya Starter ya cloud licensing inafaa watu wangapi?",
    expect: ["Up to 25 users"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question: "Tukizidi users wa package yetu ya licensing, tunahitaji mkataba mpya?",
    expect: ["no new contract is needed"],
    page: "/solutions/cloud-and-licensing",
  },
  {
    question: "Growth package ya AI messaging inaruhusu staff wangapi kwenye agent inbox?",
    expect: ["up to 10 staff"],
    page: "/solutions/ai-and-messaging-automation",
  },
  { question: "Website yetu mpya itakuwa tayari baada ya muda gani?", expect: ["4 weeks"], page: "/solutions/web-design-as-a-service" },
  {
    question: "Tukisitisha web design kabla ya miezi 12 kuisha, tutalipa nini?",
    expect: ["paying the remaining months"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "Growth package ya website inapata updates mara ngapi?",
    expect: ["Weekly content updates"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "Programu ya SME transformation inachukua siku ngapi kwa jumla?",
    expect: ["90 days"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question: "Hatua ya kwanza ya transformation, Assess, ni siku zipi?",
    expect: ["Days 1–15"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question: "Baada ya go-live kwenye Foundation package mnatoa support kwa miezi mingapi?",
    expect: ["3 months of support after go-live"],
    page: "/solutions/sme-digital-transformation",
  },
  {
    question: "Security assessment yenu inachukua muda gani kuonyesha risks zetu?",
    expect: ["two weeks"],
    page: "/solutions/security-and-compliance",
  },
  {
    question: "Mnasaidia na sheria gani za data protection hapa Tanzania?",
    expect: ["Tanzania PDPA 2022"],
    page: "/solutions/security-and-compliance",
  },
  {
    question: "Data analytics Starter inakuwa na dashboards ngapi?",
    expect: ["Up to 5 interactive dashboards"],
    page: "/solutions/data-and-analytics",
  },
  {
    question: "Predictive analytics mnaweza kusaidia SACCO kupunguza nini?",
    expect: ["Reducing loan defaults for SACCOs"],
    page: "/ai-services",
  },
  {
    question: "BI Dashboards bei yake inaanzia wapi? Mnatumia Power BI?",
    expect: ["$700/month", "Power BI or Looker Studio"],
    page: "/products",
  },
  { question: "how much is the middle one?", expect: ["$12.50"], page: "/products/microsoft-365" },
  { question: "which one is the most popular?", expect: ["Business Standard"], page: "/products/google-workspace" },
  { question: "what uptime do you promise here?", expect: ["99.9%"], page: "/products/microsoft-365" },
  {
    question: "does the cheapest one let a person take over from the bot?",
    expect: ["Hand-over to a human agent"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question: "can I restore files myself or do I need to call you?",
    expect: ["Self-service file restore"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question: "does the top tier come with a dedicated person?",
    expect: ["Dedicated recovery engineer"],
    page: "/products/cloud-backup-and-recovery",
  },
  { question: "is ransomware covered?", expect: ["Ransomware detection"], page: "/products/cloud-backup-and-recovery" },
  {
    question: "how many pages do I get on the starter?",
    expect: ["Up to 8 custom-designed pages"],
    page: "/solutions/web-design-as-a-service",
  },
  {
    question: "whats the total if we stay for the minimum on the growth one",
    expect: ["$42,000"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "what happens between day 31 and 75?", expect: ["Migrate & automate"], page: "/solutions/sme-digital-transformation" },
  {
    question: "how often is the data refreshed on the professional tier?",
    expect: ["Hourly data refresh"],
    page: "/solutions/data-and-analytics",
  },
  {
    question: "does the top package include an incident response retainer?",
    expect: ["Incident response retainer"],
    page: "/solutions/security-and-compliance",
  },
  { question: "what kinds of failures can it predict?", expect: ["failing disks, links and batteries"], page: "/ai-services" },
  {
    question: "how many hours do we get on the enterprise retainer and how fast do you respond?",
    expect: ["40 hours of changes per month", "Same-day response"],
    page: "/solutions/web-design-as-a-service",
  },
  { question: "Which is the cheapest Microsoft 365 plan you offer?", expect: ["Business Basic", "$6"], page: "/products/microsoft-365" },
  { question: "Do you offer a way to test Microsoft 365 before paying?", expect: ["Start Free Trial"], page: "/products/microsoft-365" },
  {
    question: "Can your WhatsApp bot send promotional messages to many customers at once?",
    expect: ["Broadcast messages to opted-in customers"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question: "How many fewer phone calls do companies get after using your WhatsApp assistant?",
    expect: ["65%"],
    page: "/products/whatsapp-messaging-platform",
  },
  {
    question: "Is there a way to check how well protected our data is without paying?",
    expect: ["Free Backup Review"],
    page: "/products/cloud-backup-and-recovery",
  },
  {
    question: "Can someone help us with the rules for keeping personal data safe, like a checklist of where we fall short?",
    expect: ["Data Protection Act gap assessment"],
    page: "/solutions/security-and-compliance",
  },
  { question: "Is your company certified for information security?", expect: ["ISO 27001"], page: "/solutions/security-and-compliance" },
  {
    question: "Do you offer remote computer desktops for people working from home, and what's the starting price?",
    expect: ["Virtual Desktop", "$1,000/month"],
    page: "/products",
  },
  {
    question: "Can your AI read invoices and ID cards so we stop typing them in by hand?",
    expect: ["Document intelligence"],
    page: "/ai-services",
  },
  {
    question: "Can managers ask questions about our data in plain English?",
    expect: ["Natural-language questions on your data"],
    page: "/data-analytics-platform",
  },
  { question: "Does your ERP handle local tax like KRA and URA?", expect: ["KRA, URA, TRA"], page: "/products" },
  { question: "How much does server patching and upkeep cost per month?", expect: ["Server Care", "$900/month"], page: "/products" },
  {
    question: "How much to have a tested plan for keeping the business running during a crisis?",
    expect: ["Business Continuity Planning", "$1,500/month"],
    page: "/products",
  },
];

export const eleventhBatchNearTopic: readonly HeldOutNearTopic[] = [
  { question: "Do you have an office in Kigali?" },
  { question: "Mna ofisi Mombasa au Kisumu?" },
  { question: "who is ur cfo" },
  { question: "Do you take interns? My nephew is finishing an IT diploma in Eldoret and wants an attachment." },
  { question: "Are you SOC 2 certified as well?" },
  { question: "How many employees does Kilele have in total?" },
  { question: "What did the Umoja WhatsApp project cost them?" },
  { question: "Newsletter inapatikana kwa Kiswahili?" },
  { question: "can i get a printed copy of the playbook posted to me" },
  { question: "Do you have any case studies from Rwanda or Burundi?" },
  { question: "Bei ya licence za education kwa kila mwanafunzi ni kiasi gani?" },
  { question: "We're a registered NGO in Arusha. Exactly what percentage discount do we get on licences?" },
  { question: "Are your government contract prices inclusive of VAT?" },
  { question: "is there parking at the nairobi office" },
  { question: "Is the Kampala office open on public holidays like Martyrs' Day?" },
  { question: "Do you supply the Wi-Fi access points and switches for campus networks, and which brand?" },
  { question: "What was the total budget for the Wanjiru & Associates migration?" },
  { question: "wat is kilele's annual revenue" },
  { question: "Who is your data protection officer by name?" },
  { question: "Will the WhatsApp live demo webinar be recorded, and can I watch it later?" },
  { question: "Is Kilele listed on the Nairobi Securities Exchange?" },
  { question: "Our clinic needs a patient records system. Which EMR software do you sell and what does it cost?" },
  { question: "Naweza kulipa kwa M-Pesa?" },
  { question: "how many engineers work at the dar office" },
  { question: "Do you have a unit for mining and oil companies, and which ones have you worked with?" },
  { question: "Do you sell Microsoft 365 E3 or E5 licences, and at what price?" },
  { question: "bei ya Microsoft Copilot kwa user ni ngapi" },
  { question: "are ur prices inclusive of VAT" },
  { question: "What exchange rate do you use when you invoice in KES?" },
  { question: "Do you resell Zoho Workplace as an alternative to Google Workspace?" },
  { question: "how much is google workspace enterprise plus" },
  { question: "whats the cost per extra whatsapp msg if we go over 1000" },
  { question: "Does the WhatsApp platform price include Meta's own conversation fees?" },
  { question: "Can the assistant also run on Telegram or Instagram DMs?" },
  { question: "Which data centre country is our backup data stored in?" },
  { question: "can backups also go to a NAS box in our office not just cloud" },
  { question: "Mnauza laptops na printers pia? Bei gani?" },
  { question: "Is there a discount if we pay Microsoft 365 for two years upfront?" },
  { question: "If I cancel Google Workspace mid-year, do I get a refund for the unused months?" },
  { question: "Do you have an office in Mombasa or Arusha where we can sign the contract?" },
  { question: "who is the head of your security operations centre" },
  { question: "Tunataka Salesforce licences kupitia kwenu, mnauza?" },
  { question: "Do you build e-commerce online shops on Shopify?" },
  { question: "Does the web design package include our domain name registration fee?" },
  { question: "Can we get the source code of our website if we leave after the 12 months?" },
  { question: "how much is a standalone penetration test without the enterprise package" },
  { question: "Do you offer bulk SMS pricing for reminders to customers?" },
  { question: "Mnatumia antivirus ya CrowdStrike au Sophos kwenye security package?" },
  { question: "What percentage discount do NGOs get on Microsoft 365?" },
  { question: "Do you have open vacancies for cloud engineers in Kampala?" },
];
