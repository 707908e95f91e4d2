/** Text for HTML we write by hand (e-mails, HubSpot notes, the desk's error page): every markup character as a numeric reference. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
