// PDF → text with unpdf (a maintained, serverless build of Mozilla's pdf.js: no worker thread, no canvas, no
// DOM). Why unpdf over pdfjs-dist: see the README's "Ingestion" section (bundle size and text measured).
import { extractText, getDocumentProxy } from "unpdf";

export const MAX_PDF_PAGES = 2000;

export type PdfText = { ok: true; text: string; title: string; pages: number } | { ok: false; reason: string };

/** The text of every page, pages separated by a blank line. Never throws: an unreadable PDF is a reason. */
export async function pdfToText(bytes: Uint8Array): Promise<PdfText> {
  if (bytes.byteLength < 5 || new TextDecoder().decode(bytes.subarray(0, 5)) !== "%PDF-") {
    return { ok: false, reason: "not a PDF (no %PDF- header)" };
  }
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // pdf.js may take ownership of (detach) the buffer it is given: hand it a copy.
    pdf = await getDocumentProxy(bytes.slice());
    if (pdf.numPages > MAX_PDF_PAGES)
      return { ok: false, reason: `the PDF has ${pdf.numPages} pages; the limit is ${MAX_PDF_PAGES}` };
    const { text } = await extractText(pdf, { mergePages: false });
    const pages = (text as string[]).map((t) => t.replace(/[ \t]+\n/g, "\n").trim());
    const meta = await pdf.getMetadata().catch(() => undefined);
    const info = meta?.info as { Title?: unknown } | undefined;
    const title = typeof info?.Title === "string" ? info.Title.trim() : "";
    return { ok: true, text: pages.join("\n\n").trim(), title, pages: pages.length };
  } catch (e) {
    return { ok: false, reason: `unreadable PDF: ${e instanceof Error ? e.message : String(e)}` };
  } finally {
    await pdf?.loadingTask.destroy().catch(() => {});
  }
}

/** Decodes base64 (standard or URL-safe, whitespace ignored); null when it is not base64. */
export function decodeBase64(b64: string): Uint8Array | null {
  const clean = b64.replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null;
  try {
    const bin = atob(clean);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}
