/**
 * Tags: a list of short words (a course's keywords) as closable tags with a box to add one, a
 * Formily value/onChange field whose value is a string array. A word is trimmed and must have
 * 1-`maxLength` characters (as the user counts them) and must not repeat; a refused word stays in
 * the box with the reason under it ({label}为1-N个字符 / {label}不能重复, the label being the
 * field's title). The server checks the same; this spares the round trip.
 */
import { useState } from 'react'
import { Button, Input, Space, Tag } from 'antd'
import { useField } from '@formily/react'

export interface TagsInputProps {
  value?: string[] | null
  onChange?(value: string[]): void
  disabled?: boolean
  readOnly?: boolean
  placeholder?: string
  /** characters a word may have (default 10) */
  maxLength?: number
  /** words the list may hold (default no limit) */
  maxCount?: number
  /** what one word is called in the messages (default: the field's title, else 标签) */
  label?: string
}

export const TAGS_TEXT = {
  add: '添加',
  length: (label: string, max: number) => `${label}为1-${max}个字符`,
  repeat: (label: string) => `${label}不能重复`,
  count: (label: string, max: number) => `最多${max}个${label}`,
} as const

/** Why `word` cannot join `list` ('' when it can). */
export function tagProblem(word: string, list: readonly string[], o: { label: string; maxLength: number; maxCount?: number }): string {
  const w = word.trim()
  if (w.length === 0 || [...w].length > o.maxLength) return TAGS_TEXT.length(o.label, o.maxLength)
  if (list.includes(w)) return TAGS_TEXT.repeat(o.label)
  if (o.maxCount !== undefined && list.length >= o.maxCount) return TAGS_TEXT.count(o.label, o.maxCount)
  return ''
}

export function TagsInput(props: TagsInputProps) {
  const field = useField() as { title?: unknown } | null
  const label = props.label ?? (typeof field?.title === 'string' && field.title ? field.title : '标签')
  const list = Array.isArray(props.value) ? props.value : []
  const maxLength = props.maxLength ?? 10
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState('')
  const locked = props.disabled || props.readOnly

  const add = () => {
    const why = tagProblem(draft, list, { label, maxLength, maxCount: props.maxCount })
    setProblem(why)
    if (why) return
    props.onChange?.([...list, draft.trim()])
    setDraft('')
  }

  return (
    <div className="renderer-tags">
      {list.length ? (
        <div style={{ marginBottom: locked ? 0 : 8, display: 'flex', flexWrap: 'wrap', rowGap: 4 }}>
          {list.map((w) => (
            <Tag key={w} closable={!locked} onClose={() => props.onChange?.(list.filter((x) => x !== w))}>
              {w}
            </Tag>
          ))}
        </div>
      ) : null}
      {locked ? null : (
        <>
          <Space.Compact style={{ width: '100%', maxWidth: 360 }}>
            <Input
              value={draft}
              placeholder={props.placeholder}
              status={problem ? 'error' : undefined}
              onChange={(e) => {
                setDraft(e.target.value)
                if (problem) setProblem('')
              }}
              onPressEnter={(e) => {
                e.preventDefault()
                add()
              }}
            />
            <Button onClick={add}>{TAGS_TEXT.add}</Button>
          </Space.Compact>
          {problem ? (
            <div role="alert" style={{ color: 'var(--ant-color-error, #ff4d4f)', marginTop: 4 }}>
              {problem}
            </div>
          ) : null}
        </>
      )}
    </div>
  )
}

export default TagsInput
