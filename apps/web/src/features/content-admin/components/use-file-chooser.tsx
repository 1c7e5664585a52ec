/**
 * A file chooser opened by a visible button: the native <input type="file"> stays hidden (out of the tab
 * order; the button is what a keyboard reaches and what carries the label) and `open` clicks it. The
 * chosen file goes to `onFile`; the input is cleared so the same file can be chosen again.
 */
import { useRef, type ReactNode } from 'react';

/** `{input, open}`: render `input` anywhere, call `open` from the button. */
export function useFileChooser(accept: string, onFile: (file: File) => void | Promise<void>) {
  const ref = useRef<HTMLInputElement>(null);
  const input: ReactNode = (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      className="cms-file-input"
      tabIndex={-1}
      aria-hidden="true"
      data-testid="file-chooser"
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (file) void onFile(file);
      }}
    />
  );
  return { input, open: () => ref.current?.click() };
}
