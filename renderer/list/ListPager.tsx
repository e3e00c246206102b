/**
 * The pager under a list (spec 002 s.9 and 000's paging): 共 N 条, the page sizes and a quick jumper;
 * nothing while the list is empty. The data table and the cards screen draw it, each with its own
 * class and the table's smaller pager at the right.
 */
import { Pagination } from 'antd'

export interface ListPaging {
  current: number
  pageSize: number
  total: number
  pageSizeOptions?: number[]
  onChange(page: number, pageSize: number): void
}

export interface ListPagerProps {
  paging: ListPaging
  className: string
  size?: 'small'
  align?: 'end'
}

const totalText = (total: number) => `共 ${total} 条`

export function ListPager({ paging, className, size, align }: ListPagerProps) {
  if (paging.total <= 0) return null
  return (
    <Pagination
      className={className}
      align={align}
      size={size}
      current={paging.current}
      pageSize={paging.pageSize}
      total={paging.total}
      pageSizeOptions={paging.pageSizeOptions}
      showSizeChanger
      showQuickJumper
      showTotal={totalText}
      onChange={paging.onChange}
    />
  )
}
