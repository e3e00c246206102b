/** What a server PDF is made of: a title and blocks drawn top to bottom, breaking pages as needed. */
export type PdfBlock =
  /** a section heading (bold), kept on the same page as at least the start of what follows */
  | { kind: 'heading'; text: string }
  /** label/value rows, two columns: a form's fields */
  | { kind: 'fields'; rows: Array<{ label: string; value: string }> }
  /** a ruled table with a header row repeated on every page it spans: detail tables, the flow */
  | { kind: 'table'; columns: Array<{ title: string; weight?: number }>; rows: string[][] }
  /** running text; line breaks in `text` start new lines */
  | { kind: 'paragraph'; text: string; muted?: boolean }
  /** the next block starts on a new page (batch print: one process per page) */
  | { kind: 'pageBreak' }

export interface PdfDocumentSpec {
  /** the document's title: drawn at the top of the first page and stored as its Title */
  title: string
  /** a line under the title (who printed it and when) */
  subtitle?: string
  blocks: PdfBlock[]
}
