/** The rich-text toolbar: each tool's label, its title (tooltip and accessible name) and its command. */
import type { Editor } from '@tiptap/react'

export interface RichTextTool {
  key: string
  label: string
  title: string
  run(editor: Editor): void
  active?(editor: Editor): boolean
}

const chain = (e: Editor) => e.chain().focus()

export const RICH_TEXT_TOOLS: RichTextTool[] = [
  { key: 'bold', label: 'B', title: '加粗', run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', label: 'I', title: '斜体', run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
  { key: 'underline', label: 'U', title: '下划线', run: (e) => chain(e).toggleUnderline().run(), active: (e) => e.isActive('underline') },
  { key: 'strike', label: 'S', title: '删除线', run: (e) => chain(e).toggleStrike().run(), active: (e) => e.isActive('strike') },
  { key: 'h2', label: 'H2', title: '标题', run: (e) => chain(e).toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { key: 'h3', label: 'H3', title: '小标题', run: (e) => chain(e).toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { key: 'bullet', label: '•', title: '无序列表', run: (e) => chain(e).toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'ordered', label: '1.', title: '有序列表', run: (e) => chain(e).toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { key: 'quote', label: '❝', title: '引用', run: (e) => chain(e).toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  {
    key: 'link',
    label: '🔗',
    title: '链接',
    run: (e) => {
      if (e.isActive('link')) return void chain(e).unsetLink().run()
      const href = window.prompt('链接地址', 'https://')
      if (href && /^(https?:|mailto:)/i.test(href)) chain(e).setLink({ href }).run()
    },
    active: (e) => e.isActive('link'),
  },
  { key: 'undo', label: '↶', title: '撤销', run: (e) => chain(e).undo().run() },
  { key: 'redo', label: '↷', title: '重做', run: (e) => chain(e).redo().run() },
]
