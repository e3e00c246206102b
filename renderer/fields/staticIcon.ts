/**
 * An antd icon as plain markup: the DOM @ant-design/icons renders, without its components. Per
 * instance, antd's icon costs three components and an effect that checks its <style> tag into
 * the page; an Input's clear icon (shown on hover) is one per text field of a form. The
 * `.anticon` base style comes from antd's ConfigProvider.
 */
import { createElement, type ReactElement } from 'react'
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types'
import { generate } from '@ant-design/icons/es/utils'

/** A filled or outlined icon (a two-tone icon's node is a function of its colours). */
export function staticIcon(icon: IconDefinition): ReactElement {
  const svg = generate(icon.icon as AbstractNode, `svg-${icon.name}`, { 'data-icon': icon.name, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' } as never)
  return createElement('span', { role: 'img', 'aria-label': icon.name, className: `anticon anticon-${icon.name}` }, svg)
}
