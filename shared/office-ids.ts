// The offices records are routed to, by id (the city names and hours are content/company.ts).

export const OFFICE_IDS = ["nairobi", "kampala", "dar-es-salaam"] as const;
export type OfficeId = (typeof OFFICE_IDS)[number];

export const OFFICE_LABELS: Record<OfficeId, string> = { nairobi: "Nairobi", kampala: "Kampala", "dar-es-salaam": "Dar es Salaam" };
