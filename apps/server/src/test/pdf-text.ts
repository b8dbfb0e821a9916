// Reads a PDF's text the way a reader would, with Mozilla's pdf.js (its legacy build runs on Node 20), so a test
// can check what a generated PDF says rather than how its bytes look.
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string; title: unknown }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const parts: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const metadata = await document.getMetadata();
    const info = metadata.info as { Title?: unknown };
    return { pages: document.numPages, text: parts.join('\n').replace(/\s+/g, ' '), title: info.Title };
  } finally {
    await document.destroy();
  }
}
