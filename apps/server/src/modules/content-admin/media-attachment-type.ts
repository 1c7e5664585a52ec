/**
 * The type of an uploaded attachment, decided from its bytes (docs/decisions/content-management.md
 * "Media"; the file name and the client's content type are ignored): a PDF starts with `%PDF-`; a DOCX or
 * XLSX is a ZIP (`PK\3\4`) whose `[Content_Types].xml` declares the Word document or the Excel workbook
 * main part (OOXML, ECMA-376 part 2). Only that one entry is inflated, and at most CONTENT_TYPES_MAX bytes
 * of it, so a ZIP bomb costs nothing. Anything else: 400 naming `file`.
 */
import JSZip from 'jszip';
import type { MediaAttachmentType } from '@portal/contracts/content-admin-media.codes';
import { badRequest } from '../../lib/api-error.js';

const CONTENT_TYPES_MAX = 256 * 1024;
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const EXCEL_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const NOT_ACCEPTED = '仅支持 PDF、Word（.docx）或 Excel（.xlsx）文件';

/** `[Content_Types].xml` of the ZIP `bytes` as text, or null (not a ZIP, no such entry, too large). */
async function contentTypesXml(bytes: Buffer): Promise<string | null> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
  } catch {
    return null;
  }
  const entry = zip.file('[Content_Types].xml');
  if (!entry) return null;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Read as a stream and dropped past the cap: jszip inflates only as far as it is read.
    const stream = entry.nodeStream('nodebuffer');
    stream
      .on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= CONTENT_TYPES_MAX) chunks.push(chunk);
        else {
          stream.pause();
          stream.removeAllListeners('data');
          resolve(null);
        }
      })
      .on('error', () => resolve(null))
      .on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** The attachment type of `bytes` (module comment); 400 naming `file` when it is none of them. */
export async function sniffAttachment(bytes: Buffer): Promise<MediaAttachmentType> {
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304) {
    const xml = await contentTypesXml(bytes);
    if (xml?.includes(WORD_MAIN)) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (xml?.includes(EXCEL_MAIN)) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  throw badRequest('file', NOT_ACCEPTED);
}
