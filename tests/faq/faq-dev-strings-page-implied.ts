// Questions that name their topic only through the page they are asked on, written on 2026-11-27 by a
// helper who had not seen the held-out set, with the strings a right answer contains.
import type { HeldOutAnswerable } from "./held-out-question";

export const pageImpliedAnswerable: readonly HeldOutAnswerable[] = [
  { question: "how much is it?", expect: ["$6"], page: "/products/microsoft-365" },
  { question: "price per user?", expect: ["$6"], page: "/products/google-workspace" },
  { question: "bei gani kwa mwezi?", expect: ["$99"], page: "/products/whatsapp-messaging-platform" },
  { question: "what does it cost per TB", expect: ["per TB"], page: "/products/cloud-backup-and-recovery" },
  { question: "cheapest package?", expect: ["$1,500"], page: "/solutions/web-design-as-a-service" },
  { question: "how much do you charge", expect: ["$5,000"], page: "/solutions/sme-digital-transformation" },
  { question: "prices pls", expect: ["$500"], page: "/solutions/security-and-compliance" },
  { question: "gharama ni ngapi?", expect: ["$99"], page: "/solutions/cloud-and-licensing" },
  { question: "what are the options", expect: ["$1,500"], page: "/solutions/data-and-analytics" },
  { question: "how long does setup take", expect: ["24"], page: "/products/whatsapp-messaging-platform" },
  { question: "is there a minimum contract", expect: ["12-month"], page: "/solutions/web-design-as-a-service" },
  { question: "where are you", expect: ["Westlands Road"], page: "/contact" },
  { question: "open saturdays?", expect: ["Sat"], page: "/contact" },
  { question: "when did you start", expect: ["2012"], page: "/about" },
  { question: "who runs it", expect: ["David Kamau"], page: "/about" },
];
