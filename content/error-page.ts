// The page a request gets when no page can answer it: the visitor's mistake (a 4xx) or ours (a 5xx).

export const errorPageCopy = {
  clientError: {
    title: "Request not handled",
    heading: "We could not handle that request",
    lead: "This address does not accept what was sent to it. Open the page from the site's menu and try again.",
  },
  serverError: {
    title: "Something went wrong",
    heading: "Something went wrong on our side",
    lead: "Please try again in a moment.",
  },
  home: "Return to Home",
} as const;
