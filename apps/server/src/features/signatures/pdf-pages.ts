// The text of each page of a PDF, read with Mozilla's pdf.js (its legacy build runs on Node 20): what the signer's
// page shows beside the file, so a screen reader or a phone reads the whole document where a PDF viewer would not.
// Null when the file is not a PDF pdf.js can open.
export async function pdfPages(bytes: Uint8Array): Promise<string[] | null> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
  try {
    document = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch {
    return null;
  }
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
        else if (item.str !== '' && !text.endsWith(' ')) text += ' ';
      }
      pages.push(
        text
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
          .join('\n')
          .trim(),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
