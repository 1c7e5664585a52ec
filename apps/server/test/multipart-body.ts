/**
 * A multipart/form-data request body for inject() (the repair-report and file-import suites): fields first,
 * then files, with a random boundary.
 */

export interface FormFile {
  name?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body of `fields` and `files`. */
export function multipartBody(fields: Record<string, string>, files: FormFile[] = []) {
  const boundary = `----facility${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.name ?? 'photos'}"; filename="${file.filename}"\r\ncontent-type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
