/** The frame of every mail we send: plain text plus a simple, inline-styled HTML twin. */
export type MailContent = { subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** An HTML mail with a heading, paragraphs (already escaped), a button and the link spelled out. */
export function htmlMail(options: {
  title: string;
  paragraphs: string[];
  button: { label: string; href: string };
  footnote: string;
}): string {
  const href = escapeHtml(options.button.href);
  const paragraphs = options.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1F2933">${p}</p>`)
    .join("\n");
  return `<!doctype html>
<html lang="pt-BR">
<body style="margin:0;padding:24px;background:#FFFAF5;font-family:Inter,Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #eadfd6;border-radius:12px;padding:24px">
<p style="margin:0 0 8px;font-weight:700;color:#E4572E">Prato Cheio</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#1F2933">${escapeHtml(options.title)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#E4572E;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:12px">${escapeHtml(options.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#6B7280">Se o botão não abrir, copie este endereço no navegador:<br><a href="${href}" style="color:#1F7A4D;word-break:break-all">${href}</a></p>
<p style="margin:0;font-size:13px;color:#6B7280">${escapeHtml(options.footnote)}</p>
</div>
</body>
</html>`;
}
