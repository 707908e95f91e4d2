/** The label of the field people never see (app/forms/form-guard-fields.tsx), in case one ever does. */
export const spamTrapLabel = "Leave this field empty";
