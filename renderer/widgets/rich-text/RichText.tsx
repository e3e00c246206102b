/**
 * Rich text, a Formily value/onChange field whose value is an HTML string (TipTap over ProseMirror).
 * The editor's document schema keeps only the nodes and marks of its extensions, so a pasted
 * `<script>` or an `onerror` attribute never reaches the value; the server still sanitizes what it
 * stores and what it serves, since a client can post anything. Read-only (a form's view mode) it
 * shows the same document without the toolbar. Loaded on demand: a screen that names no RichText
 * never downloads ProseMirror.
 */
import { useEffect } from 'react'
import { Button, Tooltip } from 'antd'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { RICH_TEXT_TOOLS, type RichTextTool } from './tools'
import './richText.css'

export interface RichTextProps {
  value?: string | null
  onChange?(html: string): void
  disabled?: boolean
  readOnly?: boolean
  placeholder?: string
  /** the editing area's minimum height in px (default 200) */
  minHeight?: number
}

/** an empty document reads as '' so a required rule sees an empty field */
const EMPTY_DOC = '<p></p>'

function Toolbar({ editor }: { editor: Editor }) {
  // re-render the pressed states as the selection moves
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => RICH_TEXT_TOOLS.map((t) => (t.active ? t.active(e) : false)),
  })
  return (
    <div className="oa-rich-text-toolbar" role="toolbar">
      {RICH_TEXT_TOOLS.map((t: RichTextTool, i) => (
        <Tooltip key={t.key} title={t.title}>
          <Button
            size="small"
            type={active[i] ? 'primary' : 'text'}
            aria-label={t.title}
            aria-pressed={active[i]}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => t.run(editor)}
          >
            {t.label}
          </Button>
        </Tooltip>
      ))}
    </div>
  )
}

export function RichText(props: RichTextProps) {
  const { value, onChange, disabled, readOnly, placeholder, minHeight = 200 } = props
  const editable = !disabled && !readOnly
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
    content: value ?? '',
    editable,
    editorProps: { attributes: { 'aria-label': placeholder ?? '', 'aria-multiline': 'true', role: 'textbox', style: `min-height:${minHeight}px` } },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML()
      onChange?.(html === EMPTY_DOC ? '' : html)
    },
  })
  // a value set from outside (a record loaded into an edit form) replaces the document
  useEffect(() => {
    if (!editor) return
    const current = editor.getHTML()
    const next = value ?? ''
    if (next !== current && !(next === '' && current === EMPTY_DOC)) editor.commands.setContent(next, { emitUpdate: false })
  }, [editor, value])
  useEffect(() => {
    editor?.setEditable(editable, false)
  }, [editor, editable])
  return (
    <div className={`oa-rich-text${editable ? '' : ' oa-rich-text-readonly'}`} data-placeholder={placeholder}>
      {editor && editable ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} className="oa-rich-text-body" />
    </div>
  )
}
