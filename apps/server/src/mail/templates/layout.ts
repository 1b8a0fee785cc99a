/** What every Kurz email says: a heading, a few lines, one button, and why it was sent. */
export interface EmailContent {
  subject: string;
  heading: string;
  lines: string[];
  action: { label: string; url: string };
  /** Why the reader got this, and what to do if it was not them. */
  footnote: string;
}

export function renderEmail(content: EmailContent): {
  subject: string;
  text: string;
  html: string;
} {
  const { subject, heading, lines, action, footnote } = content;
  const text = [
    heading,
    '',
    ...lines,
    '',
    `${action.label}: ${action.url}`,
    '',
    footnote,
    '',
    '— Kurz',
  ].join('\n');
  const paragraphs = lines
    .map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`)
    .join('');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-weight:700;font-size:20px;color:#4f46e5">Kurz</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52525b">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(action.url)}</a></p>
<p style="margin:0;font-size:13px;color:#52525b">${escapeHtml(footnote)}</p>
</td></tr></table></body></html>`;
  return { subject, text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
