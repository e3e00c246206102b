/**
 * The search page (spec 002 s.2.7): the category tree, the search type (1 课程, 2 课件), the
 * keyword box and a closable tag of the chosen category; results are courses or courseware files.
 */
import { useEffect, useMemo, useState } from 'react'
import { Card, Empty, Input, List, Pagination, Select, Space, Tag, Tree } from 'antd'
import type { FileEntry, KnowledgeApi, Lession, SearchQuery, TypeNode } from './api'
import { CourseList } from './CourseList'
import { fileSize } from './format'
import type { Go } from './nav'

const PAGE = 10
const LEVEL_KEYS = ['FirstTypeId', 'SecondTypeId', 'ThiredTypeId'] as const

/** The categories from the top down to the one with this id. */
function pathTo(nodes: TypeNode[], id: string): TypeNode[] {
  for (const n of nodes) {
    if (n.Id === id) return [n]
    const below = pathTo(n.ChildTypes, id)
    if (below.length) return [n, ...below]
  }
  return []
}

interface TreeItem {
  key: string
  title: string
  children: TreeItem[]
}
const treeData = (nodes: TypeNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.Id, title: n.TypeName, children: treeData(n.ChildTypes) }))

export function SearchPage(props: { api: KnowledgeApi; go: Go; keyword: string; typeId: string; searchType: 1 | 2 }) {
  const { api, go } = props
  const [tree, setTree] = useState<TypeNode[]>([])
  const [page, setPage] = useState(1)
  const [answer, setAnswer] = useState<{ Items: (Lession & FileEntry)[]; TotalCount: number } | null>(null)
  const path = useMemo(() => (props.typeId ? pathTo(tree, props.typeId) : []), [tree, props.typeId])
  const change = (next: { keyword?: string; type?: string; searchType?: number }) =>
    go({ view: 'search', keyword: next.keyword ?? props.keyword, type: next.type ?? props.typeId, searchType: String(next.searchType ?? props.searchType) })

  useEffect(() => void api.types().then(setTree), [api])
  useEffect(() => setPage(1), [props.keyword, props.typeId, props.searchType])
  useEffect(() => {
    if (props.typeId && !path.length) return // the tree is still loading
    const query: SearchQuery = { SearchType: props.searchType, Keyword: props.keyword || undefined, SkipCount: (page - 1) * PAGE, MaxResultCount: PAGE }
    path.forEach((n, i) => (query[LEVEL_KEYS[i]] = n.Id))
    let live = true
    void api.search(query).then((a) => live && setAnswer(a))
    return () => {
      live = false
    }
  }, [api, page, path, props.keyword, props.searchType, props.typeId])

  return (
    <div className="kb-search-page">
      <Card size="small" className="kb-tree" title="课程类别">
        <Tree treeData={treeData(tree)} selectedKeys={props.typeId ? [props.typeId] : []} onSelect={(keys) => change({ type: String(keys[0] ?? '') })} defaultExpandAll />
      </Card>
      <div className="kb-search-main">
        <Space wrap className="kb-search-bar">
          <Select
            aria-label="搜索类型"
            value={props.searchType}
            onChange={(v) => change({ searchType: v })}
            options={[
              { value: 1, label: '课程' },
              { value: 2, label: '课件' },
            ]}
            style={{ width: 96 }}
          />
          <Input.Search defaultValue={props.keyword} key={props.keyword} placeholder="请输入你想学习的内容" enterButton="搜索" onSearch={(keyword) => change({ keyword })} />
          {path.length > 0 && (
            <Tag closable onClose={() => change({ type: '' })} className="kb-type-tag">
              {path.map((n) => n.TypeName).join(' / ')}
            </Tag>
          )}
        </Space>
        {props.searchType === 1 ? (
          <CourseList items={answer?.Items ?? []} onOpen={(l) => go({ view: 'lesson', lession: l.Id })} />
        ) : answer?.Items.length ? (
          <List
            className="kb-files"
            dataSource={answer.Items}
            renderItem={(f) => (
              <List.Item onClick={() => go({ view: 'lesson', lession: f.LessionId, file: f.Id })} className="kb-file">
                <List.Item.Meta title={<a>{f.FileName}</a>} description={`${f.Title} · ${fileSize(f.FileSize)} · ${f.CreationTime.slice(0, 10)}`} />
              </List.Item>
            )}
          />
        ) : (
          <Empty description="暂无课件" />
        )}
        {(answer?.TotalCount ?? 0) > PAGE && <Pagination current={page} pageSize={PAGE} total={answer?.TotalCount} onChange={setPage} showSizeChanger={false} size="small" />}
      </div>
    </div>
  )
}
