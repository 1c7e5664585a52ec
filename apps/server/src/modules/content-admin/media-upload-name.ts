/**
 * The stored name of an upload (shown in download links and the attachment list): the client's name
 * without folders, control characters or quotes, at most NAME_MAX characters, ending in the extension of
 * the type the bytes were found to be (a report.exe sniffed as PDF becomes report.exe.pdf, never an .exe).
 * `fallback` when nothing usable is left.
 */
const NAME_MAX = 120;

/** `name` without folders, unsafe characters, a trailing `.${ext}` (any extension when ext is omitted). */
export function uploadStem(name: string | undefined, fallback: string, ext?: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  let clean = base.replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '').trim();
  const tail = ext === undefined ? /\.[a-z0-9]{1,5}$/i : new RegExp(`\\.${ext}$`, 'i');
  clean = clean.replace(tail, '');
  clean = [...clean].slice(0, NAME_MAX).join('').replace(/^\.+/, '').trim();
  return clean || fallback;
}

/** `name` cleaned and ending in `.${ext}` (module comment). */
export const uploadName = (name: string | undefined, ext: string, fallback: string): string =>
  `${uploadStem(name, fallback, ext)}.${ext}`;
