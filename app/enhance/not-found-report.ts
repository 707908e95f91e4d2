/** A missing page tells the console which address was asked for (the server renders it into the page). */
export function reportNotFound(): void {
  const path = document.querySelector<HTMLElement>("[data-not-found-path]")?.dataset.notFoundPath;
  if (path !== undefined) console.error("404 Error: User attempted to access non-existent route:", path);
}
