// Development questions from the eighth blind batch (tests/faq/faq-held-out-eighth-batch.ts): the
// first thirteen, seen (two in part) on 2026-11-28 while its file's shape was checked, and one a search
// printed, so they are spent as held-out questions and tuned on here; new unseen questions on the same
// facts took their places. The last three were written as replacements too, but their writer's report
// quoted them, so they are spent as well.
import type { HeldOutAnswerable } from "./held-out-question";

export const eighthBatchSpentAnswerable: readonly HeldOutAnswerable[] = [
  {
    question:
      "We're a 12-person accounting firm in Westlands and I'd honestly rather speak to someone than type. What's the main number I can call you on?",
    expect: ["+254 700 123 456"],
    page: "/contact",
  },
  { question: "wat email do i send support issues to", expect: ["support@kilele.tech"], page: "/contact" },
  {
    question: "Server yetu imezima usiku huu na sisi ni clients wenu. Kuna namba ya emergency naweza piga sasa hivi?",
    expect: ["+254 711 999 000"],
    page: "/contact",
  },
  {
    question: "Which email address should an existing client use to report a security incident in the middle of the night?",
    expect: ["emergency@kilele.tech"],
    page: "/contact",
  },
  { question: "if i fill the form on this page how long b4 someone gets back to me", expect: ["24 hours"], page: "/contact" },
  {
    question:
      "I sent a question to your support mailbox this morning about our licences. How quickly do you normally reply to support emails during business hours?",
    expect: ["4 hours"],
    page: "/contact",
  },
  { question: "How soon are meeting slots available if I book one from here?", expect: ["48 hours"], page: "/contact" },
  { question: "Ofisi yenu ya Nairobi iko floor gani pale Kilele House?", expect: ["4th Floor"], page: "/contact" },
  { question: "nairobi po box no. pls", expect: ["12345-00100"], page: "/" },
  {
    question:
      "I'm based in Kampala and would like to drop by with our finance manager next week to talk about backups. Where exactly is your Kampala office?",
    expect: ["Plot 14"],
    page: "/contact",
  },
  { question: "Which floor is the Kampala office on?", expect: ["2nd Floor"], page: "/about" },
  { question: "kampala office p.o box?", expect: ["7788"], page: "/contact" },
  { question: "Naomba namba ya simu ya ofisi yenu ya Kampala tafadhali", expect: ["+256 700 123 456"], page: "/contact" },
  {
    question: "If the form on this page fails to send, which general email address can I write to instead?",
    expect: ["info@kilele.tech"],
    page: "/contact",
  },
  {
    question:
      "Hi, I'm the office manager at a logistics company in Mombasa and I've tried sending a quote request through your contact form three times this morning but it keeps saying the message was not sent. Which general email address can I just write to directly instead?",
    expect: ["info@kilele.tech"],
    page: "/contact",
  },
  { question: "kampla ofis which flor?? need to drop docs tmrw", expect: ["2nd Floor"], page: "/about" },
  {
    question: "Habari, nataka kupiga simu kwa ofisi yenu, main line number ni gani please? Tuna issue na email zetu",
    expect: ["+254 700 123 456"],
    page: "/",
  },
];
