// Contract terms offered to public institutions (SPEC §9), shown on the government industry page.
export const governmentContractTermsMonths = [12, 24, 36] as const;
