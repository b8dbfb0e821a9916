// A chosen file's text, for the CSV imports (docs/portfolio-csv.md, docs/clients-csv.md). FileReader rather than
// Blob.text(): the same in every browser the portal supports (and in jsdom).
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}
