// The icons the chat panel draws, in a module of their own: a module shared with the pages' scripts
// would bring the whole set into the panel's bundle.

export const chat = "M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z";
export const check = "M20 6 9 17l-5-5";
export const close = "M18 6 6 18M6 6l12 12";
