// React 19 hoists <title> into <head>: each page names itself, then the firm (WCAG 2.4.2).
export function PageTitle({ page, firmName }: { page: string; firmName: string }) {
  return <title>{`${page} · ${firmName}`}</title>;
}
