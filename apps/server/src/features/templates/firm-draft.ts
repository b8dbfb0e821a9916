// The save of a firm's one draft, for the versioned documents an admin drafts and publishes: the fact-find template
// (service.ts) and the forecast assumptions (features/forecast/assumptions-service.ts). The draft is updated, or made
// with the next version number; when another admin's save moved first (the draft was published or made meanwhile),
// it looks again, three times at most. Answers whether the save was stored.
export async function saveFirmDraft<Content>(
  repo: {
    findDraft(firmId: number): Promise<{ id: number } | null>;
    updateDraft(id: number, firmId: number, content: Content, now: Date): Promise<unknown>;
    findMaxVersion(firmId: number): Promise<number>;
  },
  save: {
    firmId: number;
    content: Content;
    now: Date;
    // Null when the version was taken by another save.
    insertDraft: (version: number) => Promise<unknown>;
  },
): Promise<boolean> {
  const { firmId, content, now } = save;
  for (let attempt = 0; attempt < 3; attempt++) {
    const draft = await repo.findDraft(firmId);
    if (draft) {
      if (await repo.updateDraft(draft.id, firmId, content, now)) return true;
      continue;
    }
    const version = (await repo.findMaxVersion(firmId)) + 1;
    if (await save.insertDraft(version)) return true;
  }
  return false;
}
