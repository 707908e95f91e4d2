// Contract terms (months) offered to public institutions, shown on the government industry page.
export const governmentContractTermsMonths = [12, 24, 36] as const;
