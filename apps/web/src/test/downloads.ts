import { vi } from 'vitest';

// A browser that saves files, recorded rather than performed (jsdom has neither URL.createObjectURL nor
// downloads): the object URL a download makes, and the click on the anchor that saves it, with its file name.
// Used where a test downloads through the app (the .ics, the fact-find PDF, the data export).
export function captureDownloads() {
  const saved: string[] = [];
  const createObjectURL = vi.fn(() => 'blob:download');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { saved, createObjectURL, click };
}
