/**
 * The body editor of the back office (docs/decisions/content-management.md "Web editor"): tiptap
 * (ProseMirror) with the starter kit (paragraphs, headings h2-h4 — the page's title is its only h1 —, lists,
 * quotes, bold, italic, undo), links and images. A labelled toolbar of buttons (each with its Chinese name,
 * `aria-pressed` for marks) above a textbox region; links and images are added through a small dialog
 * (an image needs its alt text: the pre-publish check flags images without one). 上传图片 (when
 * `uploadImage` is given) opens the file chooser, sends the file (the server re-encodes it, docs/decisions/
 * content-management.md "Media") and then opens the image dialog with the stored address filled in, asking
 * for the alt text. Emits the body as HTML (`onChange`), which the server sanitises on save.
 */
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, generateHTML, generateJSON, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { MEDIA_IMAGE_MAX_BYTES } from '@portal/contracts/content-admin-media.codes';
import { Button, Form, Input, Modal } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { describeApiError } from '../../../lib/http-client';
import { useFileChooser } from './use-file-chooser';

export interface RichTextEditorProps {
  /** id of the element naming the editor (its form label). */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /** Stores an image file and resolves its address; without it there is no 上传图片 button. */
  uploadImage?: (file: File) => Promise<string>;
}

interface Tool {
  label: string;
  text: string;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
}

const TOOLS: Tool[] = [
  {
    label: '加粗',
    text: 'B',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: '斜体',
    text: 'I',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'H2 二级标题',
    text: 'H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'H3 三级标题',
    text: 'H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    label: '项目列表',
    text: '• 列表',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: '1. 列表（编号列表）',
    text: '1. 列表',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: '引用',
    text: '引用',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  { label: '撤销', text: '撤销', run: (e) => e.chain().focus().undo().run() },
  { label: '重做', text: '重做', run: (e) => e.chain().focus().redo().run() },
];

type Insert = 'link' | 'image' | null;

const EXTENSIONS = [
  // No trailing paragraph added after a list or quote: it would change the body on load.
  StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, trailingNode: false }),
  Link.configure({ openOnClick: false, autolink: true }),
  Image,
];

/** `html` as the editor writes it (e.g. <li>text</li> becomes <li><p>text</p></li>). */
function normalise(html: string): string {
  return html === '' ? '' : generateHTML(generateJSON(html, EXTENSIONS), EXTENSIONS);
}

/** The dialog asking for a link's address, or an image's address and alt text. */
function InsertDialog({
  kind,
  initialUrl,
  onClose,
  onInsert,
}: {
  kind: Insert;
  /** An uploaded image's address, filled in (the dialog then asks for the alt text only). */
  initialUrl?: string;
  onClose: () => void;
  onInsert: (url: string, alt: string) => void;
}) {
  const [form] = Form.useForm<{ url: string; alt?: string }>();
  const id = useId();
  return (
    <Modal
      open={kind !== null}
      title={kind === 'image' ? '插入图片' : '插入链接'}
      okText="插入"
      cancelText="取消"
      okButtonProps={{ autoInsertSpace: false }}
      cancelButtonProps={{ autoInsertSpace: false }}
      destroyOnHidden
      onCancel={onClose}
      // A failed validation is shown at its field; nothing else to do with the rejection.
      onOk={() =>
        void form.validateFields().then(
          (v) => onInsert(v.url.trim(), (v.alt ?? '').trim()),
          () => undefined,
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ url: initialUrl ?? '' }}>
        <Form.Item
          name="url"
          label={kind === 'image' ? '图片地址' : '链接地址'}
          htmlFor={`${id}-url`}
          rules={[
            { required: true, whitespace: true, message: '请填写地址' },
            { pattern: /^(https?:\/\/|\/)/, message: '应以 http://、https:// 或 / 开头' },
          ]}
        >
          <Input
            id={`${id}-url`}
            placeholder={kind === 'image' ? '/api_/ow/file/12' : 'https://'}
            readOnly={Boolean(initialUrl)}
          />
        </Form.Item>
        {kind === 'image' && (
          <Form.Item
            name="alt"
            label="替代文字（图片内容的简短描述）"
            htmlFor={`${id}-alt`}
            rules={[{ required: true, whitespace: true, message: '请填写替代文字，读屏用户靠它了解图片' }]}
          >
            <Input id={`${id}-alt`} autoFocus={Boolean(initialUrl)} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** The rich-text body editor (module comment). */
export function RichTextEditor({ labelledBy, value, onChange, disabled = false, uploadImage }: RichTextEditorProps) {
  const [insert, setInsert] = useState<Insert>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const chooser = useFileChooser('image/jpeg,image/png,image/webp', async (file) => {
    if (!uploadImage) return;
    setUploadError(null);
    if (file.size > MEDIA_IMAGE_MAX_BYTES) {
      setUploadError(`图片不能超过 ${MEDIA_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
      return;
    }
    setUploading(true);
    try {
      setUploadedUrl(await uploadImage(file));
      setInsert('image');
    } catch (e) {
      setUploadError(describeApiError(e));
    } finally {
      setUploading(false);
    }
  });
  // The HTML last given as `value` and the editor's writing of it: an update that only normalises it (tiptap
  // does on load) reports `value` unchanged, so opening an item does not look like an edit.
  const loaded = useRef<{ value: string; normalized: string | null }>({ value, normalized: null });
  const htmlOf = (e: Editor) => (e.isEmpty ? '' : e.getHTML());
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { 'aria-labelledby': labelledBy, 'aria-multiline': 'true', role: 'textbox', class: 'cms-rte-body' },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      loaded.current.normalized ??= normalise(loaded.current.value);
      onChange(html === loaded.current.normalized ? loaded.current.value : html);
    },
  });

  // A value from outside (the loaded item, a restored version) replaces the content; typing does not loop.
  useEffect(() => {
    if (!editor) return;
    const current = htmlOf(editor);
    if (value === current) return; // the editor's own update coming back
    if (value === loaded.current.value && current === (loaded.current.normalized ??= normalise(value))) return;
    editor.commands.setContent(value, { emitUpdate: false });
    loaded.current = { value, normalized: null };
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  if (!editor) return null;
  const insertDone = (url: string, alt: string) => {
    if (insert === 'image') editor.chain().focus().setImage({ src: url, alt }).run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setInsert(null);
    setUploadedUrl(undefined);
  };
  const closeDialog = () => {
    setInsert(null);
    setUploadedUrl(undefined);
  };
  return (
    <div className="cms-rte">
      <div role="toolbar" aria-label="正文格式" className="cms-rte-toolbar">
        {TOOLS.map((tool) => (
          <Button
            key={tool.label}
            size="small"
            autoInsertSpace={false}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.active ? tool.active(editor) : undefined}
            type={tool.active?.(editor) ? 'primary' : 'default'}
            disabled={disabled}
            onClick={() => tool.run(editor)}
          >
            {tool.text}
          </Button>
        ))}
        <Button
          size="small"
          autoInsertSpace={false}
          aria-label="插入链接"
          disabled={disabled}
          onClick={() => setInsert('link')}
        >
          链接
        </Button>
        <Button
          size="small"
          aria-label="取消链接"
          disabled={disabled || !editor.isActive('link')}
          onClick={() => editor.chain().focus().unsetLink().run()}
        >
          取消链接
        </Button>
        <Button
          size="small"
          autoInsertSpace={false}
          aria-label="插入图片"
          disabled={disabled}
          onClick={() => setInsert('image')}
        >
          图片
        </Button>
        {uploadImage && (
          <Button
            size="small"
            autoInsertSpace={false}
            aria-label="上传图片"
            title={`上传图片（JPEG、PNG 或 WebP，不超过 ${MEDIA_IMAGE_MAX_BYTES / 1024 / 1024} MB）`}
            loading={uploading}
            disabled={disabled}
            onClick={chooser.open}
          >
            上传图片
          </Button>
        )}
      </div>
      {chooser.input}
      {uploadError && (
        <p role="alert" className="cms-upload-error">
          {uploadError}
        </p>
      )}
      <EditorContent editor={editor} />
      <InsertDialog kind={insert} initialUrl={uploadedUrl} onClose={closeDialog} onInsert={insertDone} />
    </div>
  );
}
