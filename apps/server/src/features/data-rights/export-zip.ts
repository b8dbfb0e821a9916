import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

// The ZIP of a data export: JSON files, the documents' own bytes under documents/, and README.txt. Written as a
// stream (yazl), so a client with many large documents never sits in memory: each file is read from storage only
// when the archive reaches it.

export type ExportFile =
  | { path: string; json: unknown }
  | { path: string; text: string }
  | { path: string; open: () => Promise<Readable | null> };

export function zipStream(files: ExportFile[], mtime: Date, onError: (error: unknown) => void): Readable {
  const zip = new ZipFile();
  for (const file of files) {
    if ('json' in file) {
      zip.addBuffer(Buffer.from(`${JSON.stringify(file.json, null, 2)}\n`), file.path, { mtime });
    } else if ('text' in file) {
      zip.addBuffer(Buffer.from(file.text.replace(/\n/g, '\r\n')), file.path, { mtime });
    } else {
      zip.addReadStreamLazy(file.path, { mtime }, (done) => {
        file.open().then(
          // A file missing from storage becomes an empty entry; documents.json still describes it.
          (stream) => done(null, stream ?? Readable.from([])),
          (error: unknown) => done(error, Readable.from([])),
        );
      });
    }
  }
  zip.end();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

// A name safe in any unzip tool: no folders, no control or reserved characters, not too long.
export function safeEntryName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]/gu, '_')
    .replace(/^\.+/, '_')
    .trim();
  return (cleaned || 'document').slice(0, 150);
}

export function exportReadme(input: {
  firmName: string;
  clientName: string;
  generatedAt: Date;
  erased: boolean;
}): string {
  return `Data held about ${input.clientName} by ${input.firmName}
Exported on ${input.generatedAt.toISOString()} (UTC) under the right of access (UK GDPR article 15).
${input.erased ? '\nThis client was erased: the personal data that could be erased was anonymised, and only the records\nthe firm must keep remain (see erasure.json).\n' : ''}
Each .json file is UTF-8 JSON. Times are UTC in ISO 8601; amounts are as the client entered them.

profile.json          The portal account: name, email, region, telephone numbers, two-step verification,
                      permissions, when it was created and whether it is disabled; the client record (names
                      and dates of birth of the client and a joint partner, the partner's email), the
                      adviser, and which alert emails the client chose to receive (notification_preferences).
fact-finds.json       Every fact-find: its status, dates, the answers (data), the answers to the firm's own
                      questions (custom_answers) and the history of every change (who, when, old and new value).
consents.json         Consents given before a fact-find, with the words consented to.
risk-assessments.json Attitude-to-risk questionnaires: answers, score, risk level, capacity for loss, and any
                      change of level by the adviser with its reason.
messages.json         The secure messages between the client and the firm.
notifications.json    The notifications the portal showed the client.
documents.json        The documents exchanged with the firm (name, category, who uploaded it, type, size,
                      SHA-256); "file" names the copy in the documents folder (null for a deleted one).
documents/            The documents themselves.
links.json            The links the portal offered the client (the firm's and their own).
appointments.json     Appointments booked with the firm: when, how, where, notes, and any cancellation.
portfolio.json        Investment accounts and their holdings as recorded by the firm, and valuations over time.
forecast-scenarios.json The forecast scenarios the adviser shared with the client: name, what was changed
                      (retirement age, spending, a lump sum, a market fall), who shared it and when, and the
                      assumptions and fact-find versions it was saved with.
sessions.json         Sign-ins (when each session started, was last used, expires or ended) and the devices
                      trusted for two-step verification.
audit-events.json     The security and activity log about the client: sign-ins, changes, downloads and more,
                      with the address (IP) and browser they came from.
signatures.json       Documents sent for signature: each signer's evidence and every event; the signed PDFs are
                      in the signatures folder.
reviews.json          Annual reviews: dates, state, outcome, the suitability decision, the reason a review was
                      declined or not attempted, the fact-find as reviewed and your own check-in answers;
                      "record_file" names the review record PDF in the documents folder.
erasure.json          Whether and when the client's data was erased, by whom and why (null if never).

Passwords, codes and keys are never stored in readable form and are not part of an export.
`;
}
