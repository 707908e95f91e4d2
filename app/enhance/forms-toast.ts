// The toast a form shows once sent (app/components/ui/toast.tsx renders it and its card's template).

const SHOW_MS = 8000;

export type Toast = { show: () => void };

/**
 * The toast region's behaviour: its card hides after a few seconds or on dismiss, including a card
 * the server rendered (the answer to a form posted without JavaScript).
 */
export function toastIn(region: HTMLElement): Toast {
  const card = region.querySelector<HTMLTemplateElement>("template[data-toast-card]");
  let timer: ReturnType<typeof setTimeout> | undefined;

  const shownCards = () => [...region.children].filter((child) => child !== card);
  const hide = () => {
    clearTimeout(timer);
    for (const shown of shownCards()) shown.remove();
  };
  const hideLater = () => {
    timer = setTimeout(hide, SHOW_MS);
  };

  region.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-toast-dismiss]")) hide();
  });
  if (shownCards().length > 0) hideLater();

  return {
    show() {
      hide();
      if (card) region.appendChild(document.importNode(card.content, true));
      hideLater();
    },
  };
}
