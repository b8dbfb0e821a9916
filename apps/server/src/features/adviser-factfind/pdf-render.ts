import { darkeningOrder, readableShade } from '@atrium/domain/theme/readable';
import { contrastRatio, generateShades, isHexColour } from '@atrium/domain/theme/shades';
import PDFDocument from 'pdfkit';
import type { PdfModel } from './pdf-model.ts';
import type { Block, Row } from './pdf-rows.ts';

// Draws the fact-find model with pdfkit (pure JavaScript, no browser at run time): A4, the firm's colour on the
// band at the top of every page, page numbers at the foot, tables that break across pages with their header
// repeated.

const ink = '#111827';
const muted = '#4b5563';
const rule = '#d1d5db';
const stripe = '#f3f4f6';
const fallbackColour = '#009ca6';
// 7.1:1 on its pale fill: AAA-readable text for the one boxed warning.
const warningRed = '#991b1b';
const bandHeight = 36;
const margin = 50;
const cellPad = 4;

// The standard PDF fonts speak Windows-1252 only: beyond it, accents are dropped (Ł → L) and anything else
// becomes '?', so no text silently vanishes from the document.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    winAnsiExtras.has(char)
  );
}

export function pdfText(value: string): string {
  return [...value.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')]
    .map((char) => {
      if (isWinAnsi(char)) return char;
      const stripped = char.normalize('NFKD').replace(/\p{M}/gu, '');
      if (stripped && [...stripped].every(isWinAnsi)) return stripped;
      // The minus sign (U+2212) of packages/domain/src/money/format.ts is a hyphen-minus in these fonts.
      const fold: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', ß: 'ss', '−': '-' };
      return fold[char] ?? '?';
    })
    .join('');
}

// The bytes a pdfkit document writes, whole once it is ended (doc.end()): every PDF the portal draws (the fact-find,
// a letter of authority, a signing's completion certificate) is read this way.
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export function brandColours(colour: string) {
  const base = isHexColour(colour) ? (colour.startsWith('#') ? colour : `#${colour}`) : fallbackColour;
  const onBand = contrastRatio(base, '#ffffff') >= 4.5 ? '#ffffff' : ink;
  const step = readableShade(generateShades(base), ['#ffffff'], darkeningOrder);
  const heading = step ? generateShades(base)[step] : ink;
  return { band: base, onBand, heading };
}

type Doc = PDFKit.PDFDocument;

export function renderFactFindPdf(model: PdfModel): Promise<Buffer> {
  const colours = brandColours(model.firm.colour);
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: { top: bandHeight + 30, bottom: 50, left: margin, right: margin },
    bufferPages: true,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: pdfText(`${model.title}: ${model.people.join(' and ')}`),
      Author: pdfText(model.firm.name),
      Subject: 'Fact-find',
      Creator: 'Atrium',
    },
  });
  const finished = pdfBytes(doc);

  const width = () => doc.page.width - margin * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // A heading keeps at least `keep` points of what follows on its page.
  function heading(text: string, size: number, colour: string, keep = 40) {
    doc.font('Helvetica-Bold').fontSize(size);
    const height = doc.heightOfString(pdfText(text), { width: width() });
    ensure(height + keep);
    doc.fillColor(colour).text(pdfText(text), margin, doc.y, { width: width() });
    doc.moveDown(0.3);
  }

  // A table's column widths: the label column, then one column per value.
  function columnWidths(rows: Row[], header: string[] | null) {
    const columns = Math.max(1, ...rows.map((row) => row.values.length), header ? header.length - 1 : 1);
    const labelWidth = columns > 1 ? width() * 0.34 : width() * 0.42;
    const valueWidth = (width() - labelWidth) / columns;
    return [labelWidth, ...Array.from({ length: columns }, () => valueWidth)];
  }

  function rowHeight(cells: string[], widths: number[], bold: boolean) {
    doc.fontSize(9.5);
    const heights = cells.map((cell, i) => {
      doc.font(bold || i === 0 ? 'Helvetica-Bold' : 'Helvetica');
      return doc.heightOfString(pdfText(cell), { width: (widths[i] ?? widths.at(-1) ?? 0) - cellPad * 2 });
    });
    return Math.max(...heights) + cellPad * 2;
  }

  // How tall a table is drawn, to keep a short one (a list's item) on one page.
  function tableHeight(rows: Row[]) {
    const widths = columnWidths(rows, null);
    return rows.reduce((total, row) => total + rowHeight([row.label, ...row.values], widths, false), 0);
  }

  // A table: label column, then one column per value; an optional header row repeated on each new page. Totals
  // are drawn in bold under a heavier rule, set apart from the answers above them.
  function table(rows: Row[], header: string[] | null, options: { isTotals?: boolean } = {}) {
    const widths = columnWidths(rows, header);
    const valueWidth = widths.at(-1) ?? 0;

    const drawRow = (cells: string[], bold: boolean, shade: string | null) => {
      const height = rowHeight(cells, widths, bold);
      if (doc.y + height > bottom()) {
        doc.addPage();
        if (header && !bold) drawRow(header, true, null);
      }
      const top = doc.y;
      if (shade) doc.rect(margin, top, width(), height).fill(shade);
      let x = margin;
      cells.forEach((cell, i) => {
        doc
          .font(bold || i === 0 ? 'Helvetica-Bold' : 'Helvetica')
          .fillColor(i === 0 && !bold ? muted : ink)
          .text(pdfText(cell), x + cellPad, top + cellPad, {
            width: (widths[i] ?? valueWidth) - cellPad * 2,
          });
        x += widths[i] ?? valueWidth;
      });
      doc
        .moveTo(margin, top + height)
        .lineTo(margin + width(), top + height)
        .lineWidth(0.5)
        .strokeColor(rule)
        .stroke();
      doc.x = margin;
      doc.y = top + height;
    };

    if (header) drawRow(header, true, null);
    if (options.isTotals) {
      doc
        .moveTo(margin, doc.y)
        .lineTo(margin + width(), doc.y)
        .lineWidth(1)
        .strokeColor(muted)
        .stroke();
    }
    rows.forEach((row, index) => {
      drawRow([row.label, ...row.values], options.isTotals === true, index % 2 === 0 ? stripe : null);
    });
    doc.moveDown(0.8);
  }

  // A line that must not be missed, in a red-bordered box (an override above what capacity for loss supports).
  function warningBox(text: string) {
    doc.font('Helvetica-Bold').fontSize(10.5);
    const height = doc.heightOfString(pdfText(text), { width: width() - 20 }) + 16;
    ensure(height + 20);
    const top = doc.y;
    doc.rect(margin, top, width(), height).lineWidth(1.5).fillAndStroke('#fef2f2', warningRed);
    doc.fillColor(warningRed).text(pdfText(text), margin + 10, top + 8, { width: width() - 20 });
    doc.x = margin;
    doc.y = top + height;
    doc.moveDown(0.8);
  }

  // A section's totals, kept together on a page.
  function totals(rows: Row[]) {
    if (rows.length === 0) return;
    ensure(tableHeight(rows) + 10);
    table(rows, null, { isTotals: true });
  }

  // What a block's heading keeps with it on its page: a list's first item whole (it starts a page if it must), a
  // short section with its totals whole, or the first rows of a table.
  function keepWith(item: Block | undefined) {
    const first = item?.kind === 'items' ? item.items[0] : undefined;
    let needed = 60;
    if (first) needed = 40 + tableHeight(first.rows);
    else if (item?.kind === 'fields' && item.totals.length > 0)
      needed = 20 + tableHeight(item.rows) + tableHeight(item.totals);
    return needed < (bottom() - doc.page.margins.top) / 2 ? needed : 60;
  }

  function block(item: Block) {
    heading(item.title, 11.5, ink, keepWith(item));
    if (item.kind === 'people') {
      table(item.rows, item.people.length > 1 ? ['', ...item.people] : null);
      return;
    }
    if (item.kind === 'fields') {
      table(item.rows, null);
      totals(item.totals);
      return;
    }
    if (item.items.length === 0) {
      doc.font('Helvetica').fontSize(9.5).fillColor(muted).text('None given.', margin, doc.y);
      doc.moveDown(0.8);
      return;
    }
    for (const entry of item.items) {
      // An item starts a page rather than break across one, when it fits on one.
      const height = 20 + tableHeight(entry.rows);
      if (height < bottom() - doc.page.margins.top) ensure(height);
      else ensure(40);
      doc.font('Helvetica-Bold').fontSize(10).fillColor(muted);
      doc.text(pdfText(entry.title), margin, doc.y);
      doc.moveDown(0.2);
      table(entry.rows, null);
    }
    totals(item.totals);
  }

  heading(model.title, 22, colours.heading);
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor(ink)
    .text(pdfText(model.people.join(' and ')), margin, doc.y);
  doc.moveDown(0.8);
  table(model.details, null);

  for (const page of model.pages) {
    heading(page.title, 16, colours.heading, 30 + keepWith(page.blocks[0]));
    for (const item of page.blocks) block(item);
  }
  if (model.totals.length > 0) {
    heading('Totals', 16, colours.heading, 10 + tableHeight(model.totals));
    table(model.totals, null);
  }
  if (model.risk.length > 0) heading('Attitude to risk', 16, colours.heading, 90);
  for (const section of model.risk) {
    heading(section.person, 11.5, ink);
    if (section.warning) warningBox(section.warning);
    table(section.rows, null);
  }

  if (model.declarations) {
    heading('Declarations', 16, colours.heading, 90);
    table(model.declarations.rows, null);
  }

  if (model.forecast) forecastPage(model.forecast);

  // The forecast (pdf-forecast.ts): the outcome, the years, the assumptions used. It starts a page only when its
  // heading and first lines do not fit on this one, so no page is left nearly empty before it.
  function forecastPage(forecast: NonNullable<PdfModel['forecast']>) {
    const paragraph = (text: string) => {
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .fillColor(muted)
        .text(pdfText(text), margin, doc.y, { width: width() });
      doc.moveDown(0.5);
    };
    heading('Forecast: will the money last?', 16, colours.heading, 160);
    if (forecast.missing) {
      paragraph('The fact-find does not yet have the figures a forecast needs. Still needed:');
      paragraph(forecast.missing.map((label) => `• ${label}`).join('\n'));
    } else {
      table(forecast.summary, null);
      heading('Year by year', 11.5, ink);
      table(forecast.years, forecast.header);
    }
    heading('Assumptions used', 11.5, ink);
    table(forecast.assumptions, null);
    for (const note of forecast.notes) paragraph(note);
  }

  // The band and the page numbers go on last, when the number of pages is known.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.rect(0, 0, doc.page.width, bandHeight).fill(colours.band);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(colours.onBand)
      .text(pdfText(model.firm.name), margin, 12, { width: width(), lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(muted)
      .text(
        pdfText(
          `Confidential · ${model.title} of ${model.people.join(' and ')} · Page ${i + 1} of ${range.count}`,
        ),
        margin,
        doc.page.height - 32,
        { width: width(), align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = savedBottom;
  }
  doc.end();
  return finished;
}
