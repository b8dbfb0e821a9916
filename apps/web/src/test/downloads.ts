import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { requests } from './fake-api.ts';

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

// A download through the app, checked end to end: what `start` does (render, click) saves exactly the named file,
// fetched from path with the session's token (test/fixtures.ts, storeSession). For the .ics and a document.
export async function expectSignedDownload(
  start: () => Promise<void>,
  { file, path }: { file: string; path: string },
): Promise<void> {
  const { saved, click } = captureDownloads();
  try {
    await start();
    await waitFor(() => expect(saved).toEqual([file]));
    const download = requests.find((r) => r.path === path);
    expect(download?.headers.get('Authorization')).toBe('Bearer token-123');
  } finally {
    click.mockRestore();
  }
}
