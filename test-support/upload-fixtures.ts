/**
 * Small files for upload steps in the browser journeys (repair photos, back-office images and attachments).
 * The server re-encodes every image and reads a PDF's type from its `%PDF-` magic
 * (docs/decisions/content-management.md "Media"), so these minimal files are enough for real uploads.
 */

/** A 2 x 2 PNG image (bytes). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF document (bytes): header, one empty object, trailer. */
export const TINY_PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
