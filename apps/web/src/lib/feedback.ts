/**
 * Confirmation dialogs and short messages (toasts), loaded on first use (target: the home page's first load is
 * <= 200 KB of JS gzipped, docs/benchmarks.md). antd's Modal, message and App code (~15 KB gzipped) would
 * otherwise ride in the first load of every page although a visitor may never log out or open a filling system;
 * here they are fetched when the first dialog or message is asked for.
 *
 * - `showMessage(kind, text)`: antd message (success / error / warning / info), resolves once shown.
 * - `showConfirm(options)`: antd confirm dialog (role dialog named by its title, focus moved into it
 *   and given back on close, Escape = cancel); resolves once open. Button texts are used exactly as
 *   given (antd's space between two Chinese characters is not inserted: spec §8 '确定' / '取消').
 * The dialogs use the same antd provider (locale, theme) as the pages (antd-config.tsx).
 * Both reject only if the feedback chunk cannot be fetched (e.g. the network went away).
 */
import { withAntdStaticStyles } from './antd-static-styles';

/** The kinds of message antd offers. */
export type MessageKind = 'success' | 'error' | 'warning' | 'info';

/** A confirmation dialog: title, one line of content, the two button texts; onOk may be async (button spins). */
export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk?: () => unknown;
  onCancel?: () => void;
}

// With the build's antd stylesheet, needed before the first antd render (antd-static-styles.ts).
const loadHost = () => withAntdStaticStyles(import('./feedback-host'));

/** Show a short message; resolves when it is on screen. */
export async function showMessage(kind: MessageKind, text: string): Promise<void> {
  const api = await (await loadHost()).getFeedbackApi();
  void api.message[kind](text);
}

/** Open a confirmation dialog; resolves when it is open (the buttons call onOk / onCancel). */
export async function showConfirm(options: ConfirmOptions): Promise<void> {
  const api = await (await loadHost()).getFeedbackApi();
  api.modal.confirm({
    title: options.title,
    content: options.content,
    okText: options.okText,
    cancelText: options.cancelText,
    okButtonProps: { autoInsertSpace: false },
    cancelButtonProps: { autoInsertSpace: false },
    onOk: options.onOk,
    onCancel: options.onCancel,
  });
}
