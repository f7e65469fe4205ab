const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The start of a page of the server's own, to its `</head>`: the language, the icon, a title and a style sheet. */
export function pageHead(title: string, style: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>`;
}

const SIMPLE_PAGE_STYLE = `
body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1a1a2e}
h1{font-size:1.5rem}code{background:#f1f1f5;padding:.1rem .3rem;border-radius:4px}
.error{color:#b00020}
`;

/** A small self-contained page (no scripts), for the server's own screens. */
export function simplePage(title: string, bodyHtml: string): string {
  return `${pageHead(title, SIMPLE_PAGE_STYLE)}
<body>
${bodyHtml}
</body>
</html>
`;
}
