/**
 * Resolves after the messages already queued: a setTimeout task runs after them, so work that
 * awaits this between its slices lets the worker answer questions meanwhile.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
