import { matchesQuery } from "../resources/search-text";

// The knowledge-base search in place. Typing narrows the topics with the server's rule, on the
// search text each topic's panel carries. Searching fetches the `?q=` page, whose loader answers
// from the chat's FAQ index on the server, and puts its answers into this page: the FAQ index
// never ships to the browser.

let enhanced = false;
let searches = 0;

const topicIds = (root: Document | HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>("[data-kb-topic]")].map((body) => body.dataset.kbTopic);

export function enhanceKnowledgeBaseSearch(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-kb-search]");
  const field = form?.querySelector<HTMLInputElement>("input[data-kb-query]");
  const answers = document.querySelector<HTMLElement>("[data-kb-answers]");
  const topics = document.querySelector<HTMLElement>("[data-kb-topics]");
  const noTopics = topics?.querySelector<HTMLElement>("[data-kb-no-topics]");
  if (!form || !field || !answers || !topics || !noTopics || enhanced) return;
  // Absent when the page's own search matched no topic.
  const list = topics.querySelector<HTMLElement>("[data-kb-topic-list]");
  enhanced = true;
  const items = [...topics.querySelectorAll<HTMLElement>("[data-kb-topic]")].map((body) => ({
    text: body.dataset.kbText ?? "",
    // The accordion's item: its header and its panel, which holds the body.
    element: body.closest<HTMLElement>("[data-accordion-item]") ?? body,
  }));
  const shownIds = new Set(topicIds(topics));

  const narrow = () => {
    for (const { text, element } of items) element.hidden = !matchesQuery(text, field.value);
    const anyShown = items.some(({ element }) => !element.hidden);
    if (list) list.hidden = !anyShown;
    // After a search its answers already say whether anything matched.
    noTopics.hidden = anyShown || answers.childElementCount > 0;
  };

  const search = () => {
    const url = new URL(location.href);
    url.search = new URLSearchParams({ [field.name]: field.value }).toString();
    url.hash = "";
    const ticket = ++searches;
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url.pathname}${url.search} answered ${response.status}`);
        return response.text();
      })
      .then((html) => {
        if (ticket !== searches) return;
        const page = new DOMParser().parseFromString(html, "text/html");
        const found = page.querySelector("[data-kb-answers]");
        // This page was loaded for another search and lacks topics the new one shows: load that page instead.
        if (!found || topicIds(page).some((id) => !shownIds.has(id))) return location.assign(url);
        answers.replaceChildren(...found.childNodes);
        history.replaceState(history.state, "", url);
        narrow();
      })
      .catch((error: unknown) => {
        // Offline or a server error: the page load shows what the server has to say.
        console.error(error);
        if (ticket === searches) location.assign(url);
      });
  };

  field.addEventListener("input", narrow);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    search();
  });
  // Text typed before this script ran.
  narrow();
}
