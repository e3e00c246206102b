import type { StorybookConfig } from '@storybook/react-vite'

// Stories live beside the renderer's components and under tests/stories (screens on fixture data).
const config: StorybookConfig = {
  stories: ['../renderer/**/*.stories.@(ts|tsx)', '../tests/stories/**/*.stories.@(ts|tsx)', '../src/pages/**/*.stories.@(ts|tsx)', '../src/preset/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
}
export default config
