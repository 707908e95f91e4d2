// Every chat opener reaches the page as a link to the contact form ([data-chat-link]), which is what
// it can do without JavaScript. With it, each becomes the button the chat launcher
// (./chat-launcher.ts) listens to, keeping the link's look, data attributes and words.

type Attribute = { name: string; value: string };

/** What only the link had: where it goes, and the words saying why (the button's own name is in data-chat-label). */
const LINK_ONLY = new Set(["href", "title", "aria-label", "data-chat-link", "data-chat-label"]);

/** The button's attributes from the link's. */
export function buttonAttributes(link: readonly Attribute[]): Attribute[] {
  const kept = link.filter(({ name }) => !LINK_ONLY.has(name));
  const label = link.find(({ name }) => name === "data-chat-label");
  return [{ name: "type", value: "button" }, ...kept, ...(label ? [{ name: "aria-label", value: label.value }] : [])];
}

export function upgradeChatLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-chat-link]")) {
    const button = document.createElement("button");
    for (const { name, value } of buttonAttributes([...link.attributes])) button.setAttribute(name, value);
    // The note says why the link goes to the form; with script it would be wrong.
    for (const note of link.querySelectorAll("noscript")) note.remove();
    while (link.firstChild) button.appendChild(link.firstChild);
    const focused = document.activeElement === link;
    link.replaceWith(button);
    if (focused) button.focus();
  }
}
