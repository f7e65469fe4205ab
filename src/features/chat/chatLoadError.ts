/** What the console says when the chat widget (its script, or the code that loads it) could not load. */
export const CHAT_LOAD_ERROR = 'The chat widget could not be loaded';
