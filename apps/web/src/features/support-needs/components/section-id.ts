// The /profile section's id: the fact-find's prompt links to it (kept apart so the link brings none of the form).
export const supportNeedsSectionId = 'support-needs';
