// FAQ entries for each item the about page lists on its own: every milestone of the timeline, every
// leader, every certification or partnership and the core values. The company entries (faq-company-
// entries.ts) give each list whole; a question about one item ("when did you open in Uganda?", "who
// heads client success?", "are you a Veeam partner?") is answered by that item's own entry.
import type { FaqTopicalEntry } from "../shared/faq-topic";
import { certifications, coreValues, leaders, timeline, valuesTitle } from "./about";
import { ABOUT_PATH, fact } from "./faq-company-entries";
import { slug } from "./faq-page-entries";

const milestoneEntries: FaqTopicalEntry[] = timeline.map((step) => ({
  entry: {
    id: `company-history-${step.year}`,
    category: "company",
    // Found by its year: the milestone's title names an office or a product that other entries answer for.
    question: `What happened in ${step.year}?`,
    answer: `In ${step.year}: ${step.title}. ${step.description}`,
    keywords: `${step.year} history year`,
    resourceUrl: ABOUT_PATH,
  },
  topic: fact(ABOUT_PATH),
}));

const leaderEntries: FaqTopicalEntry[] = leaders.map((leader) => ({
  entry: {
    id: `leader-${slug(leader.name)}`,
    category: "company",
    // "Who" is left to the whole team's entry: "who runs it?" asks for the team, a role for one person.
    question: `Your ${leader.position}: name and role`,
    answer: `${leader.name} is our ${leader.position}. ${leader.bio}`,
    keywords: `name person ${leader.name} ${leader.position}`,
    resourceUrl: ABOUT_PATH,
  },
  topic: fact(ABOUT_PATH),
}));

const certificationEntries: FaqTopicalEntry[] = certifications.map((certification) => ({
  entry: {
    id: `certification-${slug(certification.name)}`,
    category: "security",
    question: `Are you a ${certification.name}?`,
    answer: `Yes: ${certification.name}. ${certification.description}`,
    keywords: `certified certification partner partnership registered official accredited ${certification.name}`,
    resourceUrl: ABOUT_PATH,
  },
  topic: fact(ABOUT_PATH),
}));

const valuesEntry: FaqTopicalEntry = {
  entry: {
    id: "core-values",
    category: "company",
    question: `What are your core values? What do you stand for?`,
    answer: `${valuesTitle}: ${coreValues.map((value) => `${value.title}: ${value.description}`).join(" ")}`,
    keywords: "values core principles culture believe stand for ethics approach",
    resourceUrl: ABOUT_PATH,
  },
  topic: fact(ABOUT_PATH),
};

export const aboutItemEntries: FaqTopicalEntry[] = [...milestoneEntries, ...leaderEntries, ...certificationEntries, valuesEntry];
