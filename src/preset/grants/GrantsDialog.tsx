/**
 * The permission dialog (`kind: grants`): group tabs on the left, a checkable tree per group,
 * grants through another provider shown checked and locked with the role name; saving sends only
 * the differences {Name, IsGranted} with the provider in the query; toast 操作成功.
 */
import { useEffect, useState } from 'react'
import { Alert, Button, Empty, Modal, Spin, Tabs } from 'antd'
import { callEndpoint, errorMessage, useDataProvider } from '../../../renderer/data/provider'
import { useFeedback } from '../../../renderer/locale'
import type { GrantsDialogSchema } from '../../../renderer/schema/types'
import { GroupTree } from './GroupTree'
import { buildModel, diff, setGroup, toggle, type GrantsData, type GrantsModel } from './model'
import { useJsonStable } from '../../../renderer/data/useJsonStable'

export interface GrantsDialogProps {
  schema: GrantsDialogSchema
  record: Record<string, unknown>
  open?: boolean
  onClose(saved: boolean): void
}

export const GRANTS_SAVED = '操作成功'

export function GrantsDialog(props: GrantsDialogProps) {
  const { schema, record } = props
  const dp = useDataProvider()
  const { message } = useFeedback()
  const [model, setModel] = useState<GrantsModel>()
  const [checked, setChecked] = useState<Set<string>>(new Set())
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const provider = useJsonStable({ providerName: schema.provider.name, providerKey: String(record[schema.provider.keyField] ?? '') })

  useEffect(() => {
    let live = true
    Promise.all([
      callEndpoint<GrantsData>(dp, schema.api.definitions, { silent: true }),
      callEndpoint<GrantsData>(dp, schema.api.granted, { query: provider, silent: true }),
    ])
      .then(([definitions, granted]) => {
        if (!live) return
        const m = buildModel(definitions, granted)
        setModel(m)
        setChecked(new Set(m.initial))
      })
      .catch((e) => live && setError(errorMessage(e)))
    return () => {
      live = false
    }
  }, [dp, schema, provider])

  const save = async () => {
    if (!model) return
    const changes = diff(model, checked)
    setSaving(true)
    try {
      if (changes.length) await callEndpoint(dp, schema.api.save, { query: provider, body: { Permissions: changes }, silent: true })
      message.success(schema.texts?.success ?? GRANTS_SAVED)
      props.onClose(true)
    } catch (e) {
      const text = errorMessage(e)
      setError(text)
      message.error(text)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={props.open ?? true}
      title={schema.title}
      width={schema.width ?? 880}
      maskClosable={false}
      destroyOnHidden
      onCancel={() => props.onClose(false)}
      footer={[
        <Button key="cancel" onClick={() => props.onClose(false)}>取消</Button>,
        <Button key="ok" type="primary" loading={saving} disabled={!model} onClick={() => void save()}>确定</Button>,
      ]}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      {!model ? (
        error ? null : <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : model.groups.length === 0 ? (
        <Empty />
      ) : (
        <Tabs
          tabPosition="left"
          style={{ maxHeight: '60vh', overflow: 'auto' }}
          items={model.groups.map((g) => ({
            key: g.name,
            label: g.title,
            children: (
              <GroupTree
                group={g}
                checked={checked}
                inherited={model.inherited}
                disabled={saving}
                onToggle={(key, on) => setChecked((c) => toggle(model, c, key, on))}
                onToggleAll={(on) => setChecked((c) => setGroup(g, c, on))}
              />
            ),
          }))}
        />
      )}
    </Modal>
  )
}
