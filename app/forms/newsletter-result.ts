/** What the /newsletter action answers on success. */
export type NewsletterResult = { alreadySubscribed: boolean };
