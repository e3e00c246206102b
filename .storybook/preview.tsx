import type { Preview } from '@storybook/react-vite'
import { RendererLocale } from '../renderer/locale'
import { installOaPreset } from '../src/preset'

installOaPreset()

// Every story in Chinese (antd zh_CN, dayjs zh-cn) inside antd's App context.
const preview: Preview = {
  decorators: [
    (Story) => (
      <RendererLocale>
        <Story />
      </RendererLocale>
    ),
  ],
  parameters: { layout: 'padded' },
}
export default preview
