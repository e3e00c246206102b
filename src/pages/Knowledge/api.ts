/** The learner's knowledge base calls (spec 002 s.7 'Learner', server/modules/knowledge/learner.ts), typed. */
import type { DataProvider } from '../../../renderer/data/provider'

const B = '/api/app/knowledge-user-lession'

export interface TypeNode {
  Id: string
  TypeName: string
  Level: number
  ParentId: string | null
  ChildTypes: TypeNode[]
}
export interface Progress {
  Page: number
  Position: number
  Finished: number
  UpdateTime: string
}
export interface FileEntry {
  Id: string
  LessionId: string
  FileName: string
  FileSize: number
  FileUrl: string
  FileType: 'pdf' | 'video'
  CreationTime: string
  Progress: Progress | null
  Title?: string
  TeacherName?: string
}
export interface Lession {
  Id: string
  Title: string
  TypeId: string
  TypeName: string
  TeacherId: string
  TeacherName: string
  LessionType: number
  LessionTypeName: string
  Keywords: string[]
  FileCount: number
  CreationTime: string
  IsNew: number
}
export interface Teacher {
  Id: string
  Name: string
  NickName: string
  Department: string
  Summary: string
  Image: string
}
export interface TeacherDetail extends Teacher {
  DescImage: string
  Types: { Id: string; TypeName: string; Count: number }[]
}
/** a place in one courseware file, as the player saves it */
export interface ProgressBody {
  AttachId: string
  Page?: number
  Position?: number
  Finished?: number
}
export interface SearchQuery {
  SearchType: 1 | 2
  FirstTypeId?: string
  SecondTypeId?: string
  ThiredTypeId?: string
  Keyword?: string
  SkipCount: number
  MaxResultCount: number
}

export function knowledgeApi(p: DataProvider) {
  const get = <T>(url: string, query?: Record<string, unknown>) => p.request<T>({ method: 'GET', url: B + url, query })
  // the player sends the place as the learner leaves it, while the home they go to asks for it
  let saving: Promise<unknown> = Promise.resolve()
  return {
    types: (parentId?: string) => get<TypeNode[]>('/types-by-parent', { parentId }),
    index: (query: { parentId?: string; typeId?: string; MaxResultCount?: number }) => get<{ Types: TypeNode[]; Lessions: Lession[]; TotalCount: number }>('/index-lessions', query),
    teachers: () => get<Teacher[]>('/teachers'),
    search: (query: SearchQuery) => get<{ Items: (Lession & FileEntry)[]; TotalCount: number }>('/lessions', { ...query }),
    teacher: (id: string) => get<TeacherDetail>(`/teacher-detail/${id}`),
    teacherLessions: (query: { teacherId: string; typeId?: string; SkipCount: number; MaxResultCount: number }) =>
      get<{ Lessions: Lession[]; TotalCount: number; Files: FileEntry[] }>('/teacher-lessions', query),
    lessionFiles: (id: string) => get<Lession & { Files: FileEntry[] }>(`/lession-files/${id}`),
    /** after the last place sent has been saved */
    continueLearning: async () => {
      await saving.catch(() => undefined)
      return get<FileEntry[]>('/continue-learning')
    },
    saveProgress: (body: ProgressBody) => (saving = p.request<null>({ method: 'POST', url: B + '/progress', body, silent: true })),
    /** a PDF's bytes (file-to-stream answers base64) */
    pdfBytes: async (fileUrl: string) => {
      const base64 = await p.request<string>({ method: 'GET', url: '/api/app/file/file-to-stream', query: { fileUrl }, silent: true })
      return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    },
  }
}
export type KnowledgeApi = ReturnType<typeof knowledgeApi>
