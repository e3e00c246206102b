/**
 * Publishing (issue 15): columns (./types.ts) and messages: the managers' list, the detail, send
 * (add or edit), delete and batch delete, and the readers' inbox with its unread count. Who reads
 * what: ./access.ts; saving: ./save.ts; demo data: server/seed/publishing.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { entities } from '../../../common/entities'
import { holdsAny } from '../../auth/grants'
import { userOf } from '../../auth/policy'
import { badRequest, forbidden, ok, paged } from '../../http/envelope'
import { pageQuery } from '../../http/paging'
import { idParams, text, type IdParams } from '../../http/params'
import { entityBody } from '../../http/validation'
import { okSaying } from '../knowledge/common'
import { addressedTo, listed, managed, readable, readerOf } from './access'
import { grantsOf, MANAGE_AREAS, PUBLISHING_MESSAGES as M } from './common'
import { deleteMessages, findMessage, listMessages, markRead, messageDetail, unreadCount, type ListQuery } from './queries'
import { saveMessage, type MessageInput } from './save'
import { messageTypeRoutes } from './types'

const tags = ['publishing']
const base = '/api/app/system-message'
const messageId = idParams('id', '消息编号')
const listQuery = pageQuery({ TypeId: text(40), Keyword: text() })
const manage = { permission: [...MANAGE_AREAS] }

export function publishingRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    await app.register(messageTypeRoutes(ctx))

    const reader = (request: FastifyRequest) => readerOf(ctx.db, userOf(request).id)
    const managersList = async (request: FastifyRequest, q: ListQuery) => {
      const r = await reader(request)
      const { Items, TotalCount } = await listMessages(ctx.db, r, listed(r), q)
      return paged(Items, TotalCount)
    }
    const listSummary = '消息列表（管理者：不含他人的保密消息；只读查看者：发给自己的；TypeId 为一级栏目时含其二级栏目）'
    app.get<{ Querystring: ListQuery }>(`${base}/messages-list`, { config: manage, schema: { tags, summary: listSummary, querystring: listQuery } }, (request) => managersList(request, request.query))
    app.post<{ Body: ListQuery }>(`${base}/messages-list`, { config: manage, schema: { tags, summary: listSummary, body: listQuery } }, (request) => managersList(request, request.body))

    app.get<IdParams>(`${base}/message-detail/:id`, { config: { access: 'signedIn' }, schema: { tags, summary: '消息详情（能读的人；否则 404）', params: messageId } }, async (request) => {
      const r = await reader(request)
      return ok(await messageDetail(ctx.db, await findMessage(ctx.db, request.params.id, readable(r))))
    })

    app.post<{ Body: MessageInput }>(
      `${base}/message-send`,
      { config: { permission: [...grantsOf('Create'), ...grantsOf('Update')] }, schema: { tags, summary: '发布消息（无 Id 新增，有 Id 编辑）', body: entityBody(entities['system-message']) } },
      async (request) => {
        const user = userOf(request)
        const body = request.body
        if (!(await holdsAny(ctx.db, user.id, grantsOf(body.Id ? 'Update' : 'Create')))) throw forbidden()
        const existing = body.Id ? (await findMessage(ctx.db, body.Id, managed(await reader(request)))).row : undefined
        const id = await saveMessage(ctx.db, ctx.storage!, user, body, existing)
        return okSaying(M.submitted, { Id: id })
      },
    )

    app.post<IdParams>(`${base}/delete-message/:id`, { config: { permission: grantsOf('Delete') }, schema: { tags, summary: '删除消息', params: messageId } }, async (request) => {
      const found = await findMessage(ctx.db, request.params.id, managed(await reader(request)))
      await deleteMessages(ctx.db, [found.row.id])
      return okSaying(M.deleted, null)
    })

    // [{id}] as the spec writes it, or [{Id}] as a list screen posts its selected rows' keys
    const deleteItem = { type: 'object', anyOf: [{ required: ['id'] }, { required: ['Id'] }], properties: { id: text(40), Id: text(40) } }
    app.post<{ Body: { id?: string; Id?: string }[] }>(
      `${base}/delete-messages`,
      {
        config: { permission: grantsOf('Delete') },
        schema: { tags, summary: '批量删除（[{id}] 或 [{Id}]；任何一条不能删时全部不删，404）', body: { type: 'array', maxItems: 1000, items: deleteItem } },
      },
      async (request) => {
        if (!request.body.length) throw badRequest(M.nothingSelected)
        const scope = managed(await reader(request))
        const ids = [...new Set(request.body.map((x) => String(x.id ?? x.Id)))]
        for (const id of ids) await findMessage(ctx.db, id, scope)
        await deleteMessages(ctx.db, ids)
        return okSaying(M.deleted, null)
      },
    )

    app.get<IdParams>(`${base}/user-message-detail/:id`, { config: { access: 'signedIn' }, schema: { tags, summary: '读者查看消息（标记已读；不能读时 404）', params: messageId } }, async (request) => {
      const r = await reader(request)
      const found = await findMessage(ctx.db, request.params.id, readable(r))
      await markRead(ctx.db, found.row.id, r.id)
      return ok({ ...(await messageDetail(ctx.db, found)), IsRead: 1 })
    })

    const inbox = async (request: FastifyRequest, q: ListQuery) => {
      const r = await reader(request)
      const { Items, TotalCount } = await listMessages(ctx.db, r, addressedTo(r), q)
      return paged(Items, TotalCount)
    }
    const inboxSummary = '我的公告（发给我的；置顶在前，新的在前；IsRead）'
    app.get<{ Querystring: ListQuery }>(`${base}/user-messages`, { config: { access: 'signedIn' }, schema: { tags, summary: inboxSummary, querystring: listQuery } }, (request) => inbox(request, request.query))
    app.post<{ Body: ListQuery }>(`${base}/user-messages`, { config: { access: 'signedIn' }, schema: { tags, summary: inboxSummary, body: listQuery } }, (request) => inbox(request, request.body))

    app.get(`${base}/unread-count`, { config: { access: 'signedIn' }, schema: { tags, summary: '我的未读公告数' } }, async (request) => ok(await unreadCount(ctx.db, await reader(request))))
  }
}
