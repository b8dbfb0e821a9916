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

// How far down each page its text reaches, as a share of the page's height (0 top, 1 bottom), leaving out the
// running footer (the lowest line of every page): a page that ends well above its foot was left partly empty.
export async function pdfPageFill(bytes: Uint8Array): Promise<number[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const fills: number[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const height = page.view[3] ?? 0;
      const content = await page.getTextContent();
      // PDF space counts up from the foot of the page: a line's distance from the top is height − y.
      const tops = content.items
        .flatMap((item) =>
          'str' in item && item.str.trim() !== '' ? [height - (item.transform[5] ?? 0)] : [],
        )
        .sort((a, b) => a - b);
      tops.pop();
      fills.push((tops.at(-1) ?? 0) / height);
    }
    return fills;
  } finally {
    await document.destroy();
  }
}
